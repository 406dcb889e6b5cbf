import { Button } from "~/components/ui/Button";
import { Form, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "~/components/admin/admin-form-styles";
import { ProductTitleSearch } from "~/components/admin/ProductTitleSearch";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { PRODUCT_BADGES } from "~/lib/catalog/display";
import type { Toast } from "~/lib/platform/toast";
import { useShopTime } from "~/components/admin/useShopTime";
import { type loader, type action } from "./route";

export function BadgesView() {
  const { q, badge, page, matches, assignments, total, pageCount } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const actionData = useActionData<typeof action>() as
    { error?: { productId: string; message: string; values: Record<string, string> } } | undefined;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <AdminPage
      title="Badges"
      description="Assigned badges show on product cards, quick view and product pages beside the automatic ones (sale from prices, the others from product tags), until their end date."
    >
      <section aria-labelledby="assign-heading" className="mt-6 rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200">
        <h2 id="assign-heading" className="text-xl text-ink-900">
          Assign a badge
        </h2>
        <ProductTitleSearch
          inputId="badge-product-search"
          ariaLabel="Find products"
          q={q}
          keep={{ badge }}
          matches={matches}
        >
          {(found) => (
            <ul className="mt-3 divide-y divide-sand-200">
              {found.map((product) => (
                <AssignRow
                  key={product.id}
                  product={product}
                  here={here}
                  error={actionData?.error?.productId === product.id ? actionData.error : undefined}
                />
              ))}
            </ul>
          )}
        </ProductTitleSearch>
      </section>
      <section aria-labelledby="assigned-heading" className="mt-8">
        <h2 id="assigned-heading" className="text-xl text-ink-900">
          Assigned badges ({total})
        </h2>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          {q ? <input type="hidden" name="q" value={q} /> : null}
          <div>
            <label htmlFor="badge-filter" className={FILTER_LABEL}>
              Badge
            </label>
            <select id="badge-filter" name="badge" defaultValue={badge ?? ""} className={FILTER_INPUT}>
              <option value="">All badges</option>
              {PRODUCT_BADGES.map((variant) => (
                <option key={variant} value={variant}>
                  {variant}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={FILTER_BUTTON}>
            Filter
          </button>
        </Form>
        {assignments.length === 0 ? (
          <p className="mt-3 text-ink-700">No badges assigned{badge ? ` as ${badge}` : ""}.</p>
        ) : (
          <div className="relative mt-3 overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200">
            <table className="w-full text-left">
              <caption className="sr-only">Assigned badges</caption>
              <thead className="text-sm text-ink-700">
                <tr>
                  <th scope="col" className="p-3">
                    Product
                  </th>
                  <th scope="col" className="p-3">
                    Badge
                  </th>
                  <th scope="col" className="p-3">
                    Ends
                  </th>
                  <th scope="col" className="p-3">
                    Assigned by
                  </th>
                  <th scope="col" className="p-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {assignments.map((row) => (
                  <tr key={row.id} className="border-t border-sand-200">
                    <td className="p-3 text-ink-900">{row.productTitle}</td>
                    <td className="p-3">{row.badge}</td>
                    <td className="p-3 text-ink-700">
                      {row.endsAt ? shopTime(row.endsAt, { dateOnly: true }) : "No end date"}
                      {row.endsAt && row.endsAt < new Date().toISOString() ? " (ended)" : ""}
                    </td>
                    <td className="p-3 text-ink-700">{row.assignedBy ?? "—"}</td>
                    <td className="p-3">
                      <RemoveButton id={row.id} label={`Remove ${row.badge} from ${row.productTitle}`} here={here} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <AdminPagination page={page} pages={pageCount} label="Assigned badges" />
      </section>
    </AdminPage>
  );
}

type Reply = { ok: boolean; toast: Toast };

function useToastReply() {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  return fetcher;
}

function AssignRow({
  product,
  here,
  error,
}: {
  product: { id: string; title: string; handle: string };
  here: string;
  error?: { message: string; values: Record<string, string> };
}) {
  const fetcher = useToastReply();
  const slug = product.id.replace(/\W+/g, "-");
  return (
    <li className="py-3">
      <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
        <JsReplyField />
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="redirectTo" value={here} />
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="productTitle" value={product.title} />
        <p className="min-w-48 flex-1 text-ink-900">
          {product.title}{" "}
          <a href={`/products/${product.handle}`} className="text-sm text-clay-700 underline">
            view
          </a>
        </p>
        <div>
          <label htmlFor={`badge-${slug}`} className="block text-sm text-ink-900">
            Badge
          </label>
          <select
            id={`badge-${slug}`}
            name="badge"
            defaultValue={error?.values.badge ?? "new-arrival"}
            className={FILTER_INPUT}
          >
            {PRODUCT_BADGES.map((variant) => (
              <option key={variant} value={variant}>
                {variant}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`ends-${slug}`} className="block text-sm text-ink-900">
            Ends (optional)
          </label>
          <input
            id={`ends-${slug}`}
            name="endsAt"
            type="date"
            defaultValue={error?.values.endsAt ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `error-${slug}` : undefined}
            className={FILTER_INPUT}
          />
        </div>
        <Button type="submit" aria-label={`Assign badge to ${product.title}`}>
          Assign
        </Button>
      </fetcher.Form>
      {error ? (
        <p id={`error-${slug}`} role="alert" className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </li>
  );
}

function RemoveButton({ id, label, here }: { id: string; label: string; here: string }) {
  const fetcher = useToastReply();
  return (
    <fetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={here} />
      <Button type="submit" aria-label={label} variant="danger-outline" size="sm">
        Remove
      </Button>
    </fetcher.Form>
  );
}
