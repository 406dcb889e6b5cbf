import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { RowActions } from "../../components/admin/kit/RowActions";
import { ErrorList } from "../../components/forms/ErrorList";
import { Field } from "../../components/forms/Field";
import { IntentButton } from "../../components/forms/IntentButton";
import { Badge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
import { useContractForm } from "../../hooks/useContractForm";
import { keptValue } from "../../lib/forms/form-failure";
import { isFormFailure, type FormFailure } from "../../lib/platform/reply";
import { STUDIO_CATEGORY_LIMITS } from "../../lib/studio/studio-category-form";
import type { action, loader } from "./route";

type Row = ReturnType<typeof useLoaderData<typeof loader>>["categories"][number];

/** The studio's categories: each one switched on is a collection of the shop, in this order. */
export function StudioCategoriesView() {
  const { categories } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
  const rowFailure = (row: Row) =>
    failure && failure.intent !== "create" && failure.values.id === row.id ? failure : null;
  const columns: AdminColumn<Row>[] = [
    {
      key: "name",
      header: "Category",
      rowHeader: true,
      cell: (row) => <RenameForm row={row} failure={rowFailure(row)} />,
    },
    {
      key: "address",
      header: "Address",
      cell: (row) =>
        row.isActive ? (
          <a href={`/collections/${row.slug}`} className="break-all text-clay-700 underline">
            /collections/{row.slug}
          </a>
        ) : (
          <span className="break-all text-ink-700">/collections/{row.slug}</span>
        ),
    },
    { key: "pieces", header: "Pieces", align: "right", className: "tabular-nums", cell: (row) => row.pieceCount },
    {
      key: "status",
      header: "Status",
      cell: (row) => <Badge tone={row.isActive ? "success" : "neutral"}>{row.isActive ? "In the shop" : "Off"}</Badge>,
    },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (row) => {
        const index = categories.findIndex((category) => category.id === row.id);
        return (
          <RowActions label={row.name}>
            {(["up", "down"] as const).map((direction) => (
              <Form method="post" key={direction}>
                <input type="hidden" name="id" value={row.id} />
                <input type="hidden" name="direction" value={direction} />
                <IntentButton
                  intent="move"
                  variant="ghost"
                  size="sm"
                  disabled={direction === "up" ? index === 0 : index === categories.length - 1}
                >
                  {direction === "up" ? "Move up" : "Move down"}
                  <span className="sr-only"> {row.name}</span>
                </IntentButton>
              </Form>
            ))}
            <Form method="post">
              <input type="hidden" name="id" value={row.id} />
              <IntentButton
                intent={row.isActive ? "deactivate" : "activate"}
                variant={row.isActive ? "danger-outline" : "primary"}
                size="sm"
              >
                {row.isActive ? "Switch off" : "Switch on"}
                <span className="sr-only"> {row.name}</span>
              </IntentButton>
            </Form>
            <ErrorList
              role="alert"
              errors={[rowFailure(row)?.intent === "rename" ? null : rowFailure(row)?.formError]}
            />
          </RowActions>
        );
      },
    },
  ];
  return (
    <AdminPage
      title="Studio categories"
      description="Each category switched on is a collection of the shop at /collections/{slug}, holding the studio pieces put in it, after the shop's own collections in this order. A change shows within a minute."
      actions={
        <a href="/admin/studio" className="text-clay-700 underline">
          ← Studio pieces
        </a>
      }
    >
      <AdminTable
        caption="Studio categories, in the shop's order"
        className="relative mt-6"
        columns={columns}
        rows={categories}
        rowKey={(row) => row.id}
        rowTestId="studio-category-row"
        emptyTitle="No categories yet. Add the first below."
      />
      <Card as="section" padding="sm" aria-labelledby="add-category-heading" className="mt-6">
        <h2 id="add-category-heading" className="text-xl text-ink-900">
          Add a category
        </h2>
        <CreateForm failure={failure?.intent === "create" ? failure : null} />
      </Card>
    </AdminPage>
  );
}

function RenameForm({ row, failure }: { row: Row; failure: FormFailure | null }) {
  const renameFailure = failure?.intent === "rename" ? failure : null;
  const { fields } = useContractForm(`category-${row.id}`, renameFailure ?? undefined);
  return (
    <Form method="post" className="flex min-w-56 items-end gap-2" key={renameFailure ? "refused" : row.name}>
      <input type="hidden" name="id" value={row.id} />
      <Field
        className="min-w-0 flex-1"
        label={<span className="sr-only">Name of {row.name}</span>}
        field={fields.name}
        inputProps={{
          required: true,
          maxLength: STUDIO_CATEGORY_LIMITS.name,
          defaultValue: keptValue(renameFailure, "name") ?? row.name,
        }}
      />
      <IntentButton intent="rename" variant="ghost" size="sm">
        Rename<span className="sr-only"> {row.name}</span>
      </IntentButton>
    </Form>
  );
}

function CreateForm({ failure }: { failure: FormFailure | null }) {
  const { form, fields } = useContractForm("category-create", failure ?? undefined);
  return (
    <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={failure ? "refused" : "new"}>
      <Field
        label="Name"
        labelClassName="text-sm"
        field={fields.name}
        inputProps={{
          required: true,
          maxLength: STUDIO_CATEGORY_LIMITS.name,
          defaultValue: keptValue(failure, "name"),
        }}
      />
      <Field
        label="Slug (optional)"
        labelClassName="text-sm"
        description="Its address, /collections/{slug}; made from the name when left empty. It stays when the category is renamed."
        field={fields.slug}
        inputProps={{
          maxLength: STUDIO_CATEGORY_LIMITS.slug,
          pattern: "[a-z0-9]+(-[a-z0-9]+)*",
          autoCapitalize: "none",
          spellCheck: false,
          defaultValue: keptValue(failure, "slug"),
        }}
      />
      <ErrorList role="alert" className="sm:col-span-2" errors={form.errors} />
      <div className="sm:col-span-2">
        <IntentButton intent="create">Add category</IntentButton>
      </div>
    </Form>
  );
}
