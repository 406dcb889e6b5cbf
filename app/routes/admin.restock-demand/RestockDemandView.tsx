import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { useShopTime } from "../../components/admin/useShopTime";
import { Alert } from "../../components/ui/Alert";
import type { RestockDemandLine } from "../../lib/restock/restock-demand.server";
import type { loader } from "./route";

/** Sold-out variants shoppers asked to hear about, most wanted first: what to restock next. */
export function RestockDemandView() {
  const { lines, catalogueAvailable } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const columns: AdminColumn<RestockDemandLine>[] = [
    {
      key: "product",
      header: "Product",
      rowHeader: true,
      cell: (line) => (
        <a href={line.productUrl} className="font-medium text-clay-700 underline underline-offset-2">
          {line.productTitle}
        </a>
      ),
    },
    { key: "options", header: "Size and options", cell: (line) => line.optionsLabel },
    {
      key: "waiting",
      header: "Waiting",
      align: "right",
      cell: (line) => <span className="font-semibold tabular-nums">{line.waiting}</span>,
    },
    {
      key: "unconfirmed",
      header: "Unconfirmed",
      align: "right",
      cell: (line) => <span className="tabular-nums">{line.unconfirmed}</span>,
    },
    { key: "oldest", header: "First asked", cell: (line) => shopTime(line.oldest) },
  ];
  const total = lines.reduce((sum, line) => sum + line.waiting, 0);
  return (
    <AdminPage
      title="Restock demand"
      description="Sold-out sizes shoppers asked to hear about, most wanted first. Waiting counts confirmed alerts; each shopper gets one email when the size is back, then the alert is done. Alerts expire after 90 days."
    >
      {catalogueAvailable ? null : (
        <Alert tone="warning" className="mt-4">
          The catalogue is unavailable: product names are the ones saved when shoppers asked.
        </Alert>
      )}
      <p className="mt-4 text-sm text-ink-700" data-testid="restock-demand-total">
        {total} waiting {total === 1 ? "alert" : "alerts"} across {lines.length}{" "}
        {lines.length === 1 ? "variant" : "variants"}
      </p>
      <AdminTable
        className="mt-4"
        caption="Most-wanted sold-out variants"
        columns={columns}
        rows={lines}
        rowKey={(line) => line.variantId}
        rowTestId="restock-demand-row"
        emptyTitle="No one is waiting for a sold-out size."
      />
    </AdminPage>
  );
}
