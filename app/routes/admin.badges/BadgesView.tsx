import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { ProductTitleSearch } from "../../components/admin/ProductTitleSearch";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { useShopTime } from "../../components/admin/useShopTime";
import { SelectField } from "../../components/forms/Field";
import { Badge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { isFormFailure } from "../../lib/platform/reply";
import { PRODUCT_BADGES } from "../../lib/catalog/display";
import { AssignRow, RemoveButton } from "./BadgeRows";
import type { action, loader } from "./route";

export function BadgesView() {
  const { q, badge, page, matches, assignments, total, pageCount } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <AdminPage
      title="Badges"
      description="Assigned badges show on product cards, quick view and product pages beside the automatic ones (sale from prices, the others from product tags), until their end date."
    >
      <Card as="section" padding="sm" aria-labelledby="assign-heading" className="mt-6">
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
                  failure={failure?.values.productId === product.id ? failure : null}
                />
              ))}
            </ul>
          )}
        </ProductTitleSearch>
      </Card>
      <section aria-labelledby="assigned-heading" className="mt-8">
        <h2 id="assigned-heading" className="text-xl text-ink-900">
          Assigned badges ({total})
        </h2>
        <FilterBar label="Filter assigned badges" keep={{ q }}>
          <SelectField
            id="badge-filter"
            label="Badge"
            labelClassName="text-sm"
            selectProps={{ name: "badge", defaultValue: badge ?? "" }}
          >
            <option value="">All badges</option>
            {PRODUCT_BADGES.map((variant) => (
              <option key={variant} value={variant}>
                {variant}
              </option>
            ))}
          </SelectField>
        </FilterBar>
        {assignments.length === 0 ? (
          <EmptyState title={`No badges assigned${badge ? ` as ${badge}` : ""}.`} className="mt-3" />
        ) : (
          <Card padding="none" className="relative mt-3 overflow-x-auto">
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
                    <td className="p-3">
                      <Badge tone="info">{row.badge}</Badge>
                    </td>
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
          </Card>
        )}
        <AdminPagination page={page} pages={pageCount} label="Assigned badges" />
      </section>
    </AdminPage>
  );
}
