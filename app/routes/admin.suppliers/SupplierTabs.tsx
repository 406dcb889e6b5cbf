import { Alert } from "../../components/ui/Alert";

/** The two views of the suppliers page, as links (each is its own address). */
export function SupplierTabs({ view, threshold, detail }: { view: string; threshold: number; detail: boolean }) {
  const tabs = [
    { href: "/admin/suppliers", label: "Suppliers", current: view === "list" && !detail },
    {
      href: `/admin/suppliers?view=low-stock&threshold=${threshold}`,
      label: "Low stock",
      current: view === "low-stock",
    },
  ];
  return (
    <nav aria-label="Supplier views" className="mt-6 flex flex-wrap gap-2">
      {tabs.map((tab) => (
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
}

export function CatalogueUnavailable({ available }: { available: boolean }) {
  if (available) return null;
  return (
    <Alert tone="info" className="mt-4">
      The catalogue cannot be read right now, so products and stock are not shown. Suppliers can still be edited.
    </Alert>
  );
}
