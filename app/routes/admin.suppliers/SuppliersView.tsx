import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { SupplierForm } from "../../components/admin/suppliers/SupplierForm";
import { type SupplierFormValues } from "../../lib/admin/suppliers/suppliers";
import { LowStockView } from "./LowStockView";
import { type action, type loader } from "./route";
import { SupplierDetailView } from "./SupplierDetailView";
import { CatalogueUnavailable, SupplierTabs } from "./SupplierTabs";

const EMPTY: SupplierFormValues = {
  name: "",
  contactEmail: "",
  contactPhone: "",
  website: "",
  leadTimeDays: "",
  notes: "",
  vendorNames: [],
};

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
      <a href={`/admin/suppliers?supplier=${supplier.id}`} className="font-medium text-clay-700 underline">
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
  const { view, threshold, catalogueAvailable, vendors, sort, suppliers, selected } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  if (selected) return <SupplierDetailView />;
  if (view === "low-stock") return <LowStockView />;
  return (
    <AdminPage
      title="Suppliers"
      description="Who makes what the shop sells: each supplier covers one or more of the catalogue's vendors."
    >
      <SupplierTabs view={view} threshold={threshold} detail={false} />
      <CatalogueUnavailable available={catalogueAvailable} />
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
        <SupplierForm intent="create" initial={EMPTY} reply={reply} vendors={vendors} submitLabel="Add supplier" />
      </section>
    </AdminPage>
  );
}
