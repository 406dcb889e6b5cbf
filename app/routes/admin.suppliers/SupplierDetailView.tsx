import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { ConfirmDelete } from "../../components/admin/kit/ConfirmDelete";
import { SupplierForm } from "../../components/admin/suppliers/SupplierForm";
import { DataTable } from "../../components/ui/DataTable";
import { EmptyState } from "../../components/ui/EmptyState";
import type { action, DeleteQuestion, loader } from "./route";
import { CatalogueUnavailable, SupplierTabs } from "./SupplierTabs";

function isDeleteQuestion(reply: unknown, supplierId: string): reply is DeleteQuestion {
  if (typeof reply !== "object" || reply === null || !("kind" in reply) || !("supplierId" in reply)) return false;
  return reply.kind === "confirm-delete" && reply.supplierId === supplierId;
}

/** One supplier: its products and stock, its form, and its delete (which asks first). */
export function SupplierDetailView() {
  const { view, threshold, catalogueAvailable, vendors, selected, supplierProducts } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  if (!selected) return null;
  return (
    <AdminPage
      title={selected.name}
      description={`Supplier of ${selected.vendorNames.join(", ") || "no vendors yet"}.`}
    >
      <SupplierTabs view={view} threshold={threshold} detail />
      <CatalogueUnavailable available={catalogueAvailable} />
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
          reply={reply}
          initial={{
            name: selected.name,
            contactEmail: selected.contactEmail ?? "",
            contactPhone: selected.contactPhone ?? "",
            website: selected.website ?? "",
            leadTimeDays: selected.leadTimeDays === null ? "" : String(selected.leadTimeDays),
            notes: selected.notes,
            vendorNames: selected.vendorNames,
          }}
          vendors={vendors}
          submitLabel="Save supplier"
        />
        <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="supplierId" value={selected.id} />
          <ConfirmDelete
            confirming={isDeleteQuestion(reply, selected.id)}
            question={`Delete “${selected.name}”? Its products stay in the catalogue.`}
            startLabel="Delete supplier"
            confirmLabel="Yes, delete the supplier"
            cancelHref={`/admin/suppliers?supplier=${selected.id}`}
          />
        </Form>
      </section>
    </AdminPage>
  );
}
