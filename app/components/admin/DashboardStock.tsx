import { STUDIO_LOW_STOCK_THRESHOLD } from "../../lib/studio/studio-piece-status";

/** The dashboard's stock line: what shoppers wait for (restock demand) beside the studio pieces running out. */
export function DashboardStock({
  demand,
  lowStock,
  className,
}: {
  demand: { variantId: string; productTitle: string; optionsLabel: string; waiting: number }[];
  lowStock: { pieces: { id: string; name: string; inventoryQuantity: number }[]; total: number };
  className: string;
}) {
  return (
    <section aria-labelledby="stock-heading" className={`${className} lg:col-span-2`}>
      <h2 id="stock-heading" className="text-xl text-ink-900">
        Stock
      </h2>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink-900">Restock demand</h3>
          {demand.length === 0 ? (
            <p className="mt-1 text-sm text-ink-700">No shopper is waiting for a sold-out size.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="dashboard-restock-demand">
              {demand.map((line) => (
                <li key={line.variantId}>
                  <span className="font-medium">{line.productTitle}</span>
                  {line.optionsLabel ? ` (${line.optionsLabel})` : ""}: {line.waiting} waiting
                </li>
              ))}
            </ul>
          )}
          <a href="/admin/restock-demand" className="text-clay-800 mt-2 inline-block text-sm font-medium underline">
            Open restock demand
          </a>
        </div>
        <div>
          <h3 className="font-semibold text-ink-900">Studio pieces low on stock</h3>
          {lowStock.total === 0 ? (
            <p className="mt-1 text-sm text-ink-700">
              Every studio piece on sale has {STUDIO_LOW_STOCK_THRESHOLD + 1} or more left.
            </p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="dashboard-low-stock">
              {lowStock.pieces.map((piece) => (
                <li key={piece.id}>
                  <a href={`/admin/studio/${piece.id}`} className="text-clay-800 font-medium underline">
                    {piece.name}
                  </a>
                  : {piece.inventoryQuantity === 0 ? "sold out" : `${piece.inventoryQuantity} left`}
                </li>
              ))}
            </ul>
          )}
          <a
            href="/admin/studio?sort=stock&dir=asc"
            className="text-clay-800 mt-2 inline-block text-sm font-medium underline"
          >
            {lowStock.total > lowStock.pieces.length ? `All ${lowStock.total} low on stock` : "Open studio pieces"}
          </a>
        </div>
      </div>
    </section>
  );
}
