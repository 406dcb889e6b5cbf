import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { RowActions } from "../../components/admin/kit/RowActions";
import { StudioSaleButton } from "../../components/admin/studio/StudioSaleButton";
import { StudioStatusBadge } from "../../components/admin/studio/StudioStatusBadge";
import { Field, SelectField } from "../../components/forms/Field";
import { Alert } from "../../components/ui/Alert";
import { buttonClass } from "../../components/ui/button-styles";
import { formatMoney } from "../../lib/catalog/money";
import { isFormFailure } from "../../lib/platform/reply";
import { STUDIO_PIECE_STATUS_LABELS, type StudioPieceStatus } from "../../lib/studio/studio-piece-status";
import type { action, loader } from "./route";

type Row = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** The studio's pieces: find them, see what is on sale and how many are left, open one to edit it. */
export function StudioPiecesView() {
  const { rows, total, pages, filters, categories } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
  const { search } = useLocation();
  const here = `/admin/studio${search}`;
  const filtered = Boolean(filters.q || filters.category || filters.status);
  const columns: AdminColumn<Row>[] = [
    {
      key: "name",
      header: "Piece",
      sortable: true,
      rowHeader: true,
      cell: (row) => (
        <span className="flex items-center gap-3">
          {row.image ? (
            <img src={row.image} alt="" className="h-12 w-10 shrink-0 rounded object-cover" loading="lazy" />
          ) : (
            <span className="h-12 w-10 shrink-0 rounded bg-sand-100" aria-hidden="true" />
          )}
          <span className="min-w-0">
            <a href={`/admin/studio/${row.id}`} className="font-medium text-clay-700 underline underline-offset-2">
              {row.name}
            </a>
            <span className="block text-xs break-all text-ink-700">/products/{row.slug}</span>
          </span>
        </span>
      ),
    },
    {
      key: "price",
      header: "Price",
      sortable: true,
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => (
        <>
          {formatMoney(row.price)}
          {row.comparePrice ? (
            <span className="block text-xs text-ink-700 line-through">
              <span className="sr-only">Was </span>
              {formatMoney(row.comparePrice)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "stock",
      header: "Stock",
      sortable: true,
      align: "right",
      className: "tabular-nums",
      cell: (row) => row.inventoryQuantity,
    },
    { key: "status", header: "Status", cell: (row) => <StudioStatusBadge status={row.status} /> },
    { key: "categories", header: "Categories", cell: (row) => row.categoryNames.join(", ") || "—" },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      align: "right",
      cell: (row) => (
        <RowActions label={row.name}>
          <a
            href={`/admin/studio/${row.id}`}
            aria-label={`Edit: ${row.name}`}
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            Edit
          </a>
          <StudioSaleButton piece={{ ...row, isActive: row.status !== "draft" }} redirectTo={here} />
        </RowActions>
      ),
    },
  ];
  return (
    <AdminPage
      title="Studio pieces"
      description="The pieces made in the studio: sold beside the shop's products, in Handmade, on the home page and in search. A change shows in the shop within a minute."
      actions={
        <>
          <a href="/admin/studio/categories" className={buttonClass({ variant: "ghost" })}>
            Categories
          </a>
          <a href="/admin/studio/new" className={buttonClass()}>
            Add a studio piece
          </a>
        </>
      }
    >
      <FilterBar
        label="Studio pieces"
        submitLabel="Search"
        keep={{ sort: filters.sort.key, dir: filters.sort.direction }}
        resetHref={filtered ? "/admin/studio" : undefined}
      >
        <Field
          label="Name, slug or tag"
          labelClassName="text-sm"
          id="studio-q"
          inputProps={{ type: "search", name: "q", defaultValue: filters.q, maxLength: 100 }}
        />
        <SelectField
          label="Category"
          labelClassName="text-sm"
          id="studio-category"
          selectProps={{ name: "category", defaultValue: filters.category }}
        >
          <option value="">Any</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Status"
          labelClassName="text-sm"
          id="studio-status"
          selectProps={{ name: "status", defaultValue: filters.status }}
        >
          <option value="">Any</option>
          {(Object.keys(STUDIO_PIECE_STATUS_LABELS) as StudioPieceStatus[]).map((status) => (
            <option key={status} value={status}>
              {STUDIO_PIECE_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      <AdminTable
        caption="Studio pieces"
        className="relative mt-6"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowTestId="studio-piece-row"
        sort={filters.sort}
        emptyTitle={filtered ? "No studio pieces match." : "No studio pieces yet."}
        emptyAction={
          <a href="/admin/studio/new" className={buttonClass()}>
            Add a studio piece
          </a>
        }
      />
      <AdminPagination page={filters.page} pages={pages} total={total} label="Studio pieces" />
    </AdminPage>
  );
}
