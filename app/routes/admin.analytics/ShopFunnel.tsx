import type { useLoaderData } from "@remix-run/react";
import type { loader } from "./route";

type Funnel = ReturnType<typeof useLoaderData<typeof loader>>["report"]["funnel"];

const HEAD = "text-sm text-ink-700";
const ROW = "border-t border-sand-200";
const CELL = "py-1";
const NUM = "py-1 pl-3 text-right";

/**
 * The funnel keeps its own table: each step's row carries a bar, and its cells are named for tests
 * that read the figures (data-testid="funnel-sessions").
 */
export function ShopFunnel({ funnel }: { funnel: Funnel }) {
  const funnelBase = funnel.sessionsWithAnyStep;
  return (
    <section aria-labelledby="funnel-heading" className="mt-6 rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200">
      <h2 id="funnel-heading" className="text-xl text-ink-900">
        Shop funnel
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        Visitor sessions that took each step (a session can add to the cart from a listing without opening a product
        page). Share: of the sessions that took any step.
      </p>
      <table className="mt-3 w-full text-left" data-testid="shop-funnel">
        <caption className="sr-only">
          Shop funnel: sessions that viewed a product, added to cart, handed off to checkout
        </caption>
        <thead className={HEAD}>
          <tr>
            <th scope="col" className={CELL}>
              Step
            </th>
            <th scope="col" className={NUM}>
              Sessions
            </th>
            <th scope="col" className={NUM}>
              Share
            </th>
            <th scope="col" className="w-1/3 py-1">
              <span className="sr-only">Bar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((step) => {
            const percent = funnelBase ? Math.round((step.sessions / funnelBase) * 1000) / 10 : 0;
            return (
              <tr key={step.step} className={ROW}>
                <th scope="row" className="py-2 font-normal">
                  {step.step}
                </th>
                <td className="py-2 text-right" data-testid="funnel-sessions">
                  {step.sessions}
                </td>
                <td className="py-2 text-right">{funnelBase ? `${percent}%` : "—"}</td>
                <td className="py-2 pl-3" aria-hidden="true">
                  <svg viewBox="0 0 100 8" className="h-2 w-full">
                    <rect width={Math.min(100, percent)} height="8" rx="2" className="fill-sage-700" />
                  </svg>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
