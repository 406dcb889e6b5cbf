import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { Field } from "../../components/forms/Field";
import { EmptyState } from "../../components/ui/EmptyState";
import type { loader } from "./route";
import { CatalogueUnavailable, SupplierTabs } from "./SupplierTabs";

/** Variants at or below the threshold, grouped by supplier: a reorder list. */
export function LowStockView() {
  const { view, threshold, catalogueAvailable, lowStock } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Low stock"
      description="Variants at or below the threshold, grouped by supplier: a reorder list to send."
    >
      <SupplierTabs view={view} threshold={threshold} detail={false} />
      <CatalogueUnavailable available={catalogueAvailable} />
      <FilterBar label="Low stock threshold" submitLabel="Show" keep={{ view: "low-stock" }}>
        <Field
          label="At or below"
          labelClassName="text-sm font-semibold"
          id="low-stock-threshold"
          inputProps={{
            name: "threshold",
            type: "number",
            min: 0,
            max: 10000,
            defaultValue: threshold,
            className: "w-28",
          }}
        />
        <a
          href={`/admin/suppliers/low-stock.csv?threshold=${threshold}`}
          className="py-2 font-medium text-clay-700 underline"
          download
        >
          Download CSV
        </a>
      </FilterBar>
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
