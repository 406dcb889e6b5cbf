import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable } from "../../components/admin/kit/AdminTable";
import { FilterBar } from "../../components/admin/kit/FilterBar";
import { ProductTitleSearch } from "../../components/admin/ProductTitleSearch";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { useShopTime } from "../../components/admin/useShopTime";
import { SelectField } from "../../components/forms/Field";
import { Badge } from "../../components/ui/Badge";
import { Card } from "../../components/ui/Card";
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
        <AdminTable
          caption="Assigned badges"
          columns={[
            { key: "product", header: "Product", cell: (row) => row.productTitle },
            { key: "badge", header: "Badge", cell: (row) => <Badge tone="info">{row.badge}</Badge> },
            {
              key: "ends",
              header: "Ends",
              className: "text-ink-700",
              cell: (row) => (
                <>
                  {row.endsAt ? shopTime(row.endsAt, { dateOnly: true }) : "No end date"}
                  {row.endsAt && row.endsAt < new Date().toISOString() ? " (ended)" : ""}
                </>
              ),
            },
            { key: "by", header: "Assigned by", className: "text-ink-700", cell: (row) => row.assignedBy ?? "—" },
            {
              key: "actions",
              header: <span className="sr-only">Actions</span>,
              cell: (row) => (
                <RemoveButton id={row.id} label={`Remove ${row.badge} from ${row.productTitle}`} here={here} />
              ),
            },
          ]}
          rows={assignments}
          rowKey={(row) => row.id}
          className="mt-3"
          emptyTitle={`No badges assigned${badge ? ` as ${badge}` : ""}.`}
        />
        <AdminPagination page={page} pages={pageCount} label="Assigned badges" />
      </section>
    </AdminPage>
  );
}
