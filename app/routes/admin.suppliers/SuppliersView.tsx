import { Button } from "~/components/ui/Button";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "~/components/admin/kit/AdminTable";
import { Alert } from "~/components/ui/Alert";
import { DataTable } from "~/components/ui/DataTable";
import { EmptyState } from "~/components/ui/EmptyState";
import { SupplierForm } from "~/components/admin/suppliers/SupplierForm";
import { type SupplierField, type SupplierFormValues } from "~/lib/admin/suppliers/suppliers";
import { type loader, type action } from "./route";

export const EMPTY: SupplierFormValues = {
  name: "",
  contactEmail: "",
  contactPhone: "",
  website: "",
  leadTimeDays: "",
  notes: "",
  vendorNames: [],
};

const link = "font-medium text-clay-700 underline";
type SupplierRow = {
  id: string;
  name: string;
  contactEmail: string | null;
  contactPhone: string | null;
  leadTimeDays: number | null;
  vendorNames: string[];
  productCount: number;
};

const supplierColumns: AdminColumn<SupplierRow>[] = [
  {
    key: "name",
    header: "Supplier",
    sortable: true,
    rowHeader: true,
    cell: (supplier) => (
      <a href={`/admin/suppliers?supplier=${supplier.id}`} className={link}>
        {supplier.name}
      </a>
    ),
  },
  {
    key: "contact",
    header: "Contact",
    cell: (supplier) => [supplier.contactEmail, supplier.contactPhone].filter(Boolean).join(" · ") || "—",
  },
  {
    key: "leadTime",
    header: "Lead time",
    sortable: true,
    cell: (supplier) => (supplier.leadTimeDays === null ? "—" : `${supplier.leadTimeDays} days`),
  },
  { key: "vendors", header: "Vendors", cell: (supplier) => supplier.vendorNames.join(", ") || "—" },
  { key: "products", header: "Products", sortable: true, align: "right", cell: (supplier) => supplier.productCount },
];

export function SuppliersView() {
  const { view, threshold, catalogueAvailable, vendors, sort, suppliers, selected, supplierProducts, lowStock } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as
    { intent: string; values: SupplierFormValues; fieldErrors: Partial<Record<SupplierField, string>> } | undefined;
  const failedFor = (intent: string) => (reply && reply.intent === intent ? reply : undefined);
  const tabs = (
    <nav aria-label="Supplier views" className="mt-6 flex flex-wrap gap-2">
      {[
        { href: "/admin/suppliers", label: "Suppliers", current: view === "list" && !selected },
        {
          href: `/admin/suppliers?view=low-stock&threshold=${threshold}`,
          label: "Low stock",
          current: view === "low-stock",
        },
      ].map((tab) => (
        <a
          key={tab.href}
          href={tab.href}
          aria-current={tab.current ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-sand-300 ${tab.current ? "bg-ink-900 text-sand-50" : "bg-white"}`}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
  const unavailable = catalogueAvailable ? null : (
    <Alert tone="info" className="mt-4">
      The catalogue cannot be read right now, so products and stock are not shown. Suppliers can still be edited.
    </Alert>
  );

  if (selected) {
    const update = failedFor("update");
    return (
      <AdminPage
        title={selected.name}
        description={`Supplier of ${selected.vendorNames.join(", ") || "no vendors yet"}.`}
      >
        {tabs}
        {unavailable}
        <section aria-labelledby="supplier-products" className="mt-6">
          <h2 id="supplier-products" className="mb-3 text-xl text-ink-900">
            Products and stock
          </h2>
          <DataTable
            caption={`Products of ${selected.name}`}
            rows={supplierProducts}
            rowKey={(product) => product.id}
            empty={<EmptyState title="No catalogue products from this supplier's vendors." />}
            columns={[
              {
                key: "product",
                header: "Product",
                cell: (product) => (
                  <a href={`/products/${product.handle}`} className="underline">
                    {product.title}
                  </a>
                ),
              },
              { key: "vendor", header: "Vendor", cell: (product) => product.vendor },
              {
                key: "stock",
                header: "Stock by variant",
                cell: (product) =>
                  product.variants.map((variant) => (
                    <span
                      key={variant.id}
                      className={`mr-2 inline-block ${variant.quantityAvailable !== null && variant.quantityAvailable <= threshold ? "font-semibold text-clay-700" : ""}`}
                    >
                      {variant.title}: {variant.quantityAvailable ?? "not tracked"}
                    </span>
                  )),
              },
              { key: "total", header: "Total", cell: (product) => product.totalInventory },
            ]}
          />
        </section>
        <section aria-labelledby="edit-supplier" className="mt-8">
          <h2 id="edit-supplier" className="mb-3 text-xl text-ink-900">
            Edit supplier
          </h2>
          <SupplierForm
            intent="update"
            supplierId={selected.id}
            values={
              update?.values ?? {
                name: selected.name,
                contactEmail: selected.contactEmail ?? "",
                contactPhone: selected.contactPhone ?? "",
                website: selected.website ?? "",
                leadTimeDays: selected.leadTimeDays === null ? "" : String(selected.leadTimeDays),
                notes: selected.notes,
                vendorNames: selected.vendorNames,
              }
            }
            errors={update?.fieldErrors ?? {}}
            vendors={vendors}
            submitLabel="Save supplier"
          />
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="supplierId" value={selected.id} />
            <Button type="submit" variant="outline">
              Delete supplier
            </Button>
          </Form>
        </section>
      </AdminPage>
    );
  }

  if (view === "low-stock") {
    return (
      <AdminPage
        title="Low stock"
        description="Variants at or below the threshold, grouped by supplier: a reorder list to send."
      >
        {tabs}
        {unavailable}
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="view" value="low-stock" />
          <label className="text-sm font-semibold text-ink-900">
            At or below
            <input
              name="threshold"
              type="number"
              min={0}
              max={10000}
              defaultValue={threshold}
              className="mt-1 block w-28 rounded-xl border border-sand-300 bg-white px-3 py-2"
            />
          </label>
          <Button type="submit" variant="secondary">
            Show
          </Button>
          <a href={`/admin/suppliers/low-stock.csv?threshold=${threshold}`} className={`${link} py-2`} download>
            Download CSV
          </a>
        </Form>
        {catalogueAvailable && lowStock.length === 0 ? (
          <EmptyState className="mt-4" title={`Nothing is at or below ${threshold}.`} />
        ) : null}
        {lowStock.map((group) => (
          <section
            key={group.supplierId ?? "none"}
            aria-label={group.supplierName}
            className="mt-6"
            data-testid="low-stock-group"
          >
            <h2 className="text-xl text-ink-900">
              {group.supplierId ? (
                <a href={`/admin/suppliers?supplier=${group.supplierId}`} className="underline">
                  {group.supplierName}
                </a>
              ) : (
                group.supplierName
              )}
              <span className="ml-2 text-sm text-ink-700">
                {group.lines.length} variant{group.lines.length === 1 ? "" : "s"}
                {group.leadTimeDays !== null ? `, ${group.leadTimeDays} days lead time` : ""}
              </span>
            </h2>
            <ul className="mt-2 divide-y divide-sand-200 rounded-2xl bg-white/80 text-sm ring-1 ring-sand-200">
              {group.lines.map((line) => (
                <li key={line.variantId} className="flex justify-between gap-4 px-3 py-2">
                  <span>
                    {line.product}{" "}
                    <span className="text-ink-700">
                      ({line.variant}, {line.vendor})
                    </span>
                  </span>
                  <span className="font-semibold">{line.quantity} left</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </AdminPage>
    );
  }

  const create = failedFor("create");
  return (
    <AdminPage
      title="Suppliers"
      description="Who makes what the shop sells: each supplier covers one or more of the catalogue's vendors."
    >
      {tabs}
      {unavailable}
      <AdminTable
        caption="Suppliers"
        className="mt-6"
        columns={supplierColumns}
        rows={suppliers}
        rowKey={(supplier) => supplier.id}
        sort={sort}
        emptyTitle="No suppliers yet. Add the first below."
      />
      <section aria-labelledby="add-supplier" className="mt-8">
        <h2 id="add-supplier" className="mb-3 text-xl text-ink-900">
          Add a supplier
        </h2>
        <SupplierForm
          intent="create"
          values={create?.values ?? EMPTY}
          errors={create?.fieldErrors ?? {}}
          vendors={vendors}
          submitLabel="Add supplier"
        />
      </section>
    </AdminPage>
  );
}
