import type { useLoaderData } from "@remix-run/react";
import type { SearchMatchReason } from "../../lib/search/engine/search-index";
import { card, cell, Section } from "./inspector-parts";
import type { loader } from "./route";

type Inspection = ReturnType<typeof useLoaderData<typeof loader>>["inspection"];

const FIELD_LABELS: Record<SearchMatchReason["field"], string> = {
  title: "title",
  description: "description",
  productType: "product type",
  tags: "tag",
};

/** "title: “romper” for “rompers”, 1 typo" */
function Reason({ reason }: { reason: SearchMatchReason }) {
  const typos = reason.errors === 0 ? "exact" : `${reason.errors} typo${reason.errors === 1 ? "" : "s"}`;
  return (
    <li>
      <span className="font-semibold">{FIELD_LABELS[reason.field]}</span>
      {`: “${reason.word}”${reason.word !== reason.queryPart ? ` for “${reason.queryPart}”` : ""}, ${typos}`}
    </li>
  );
}

/** Fuse scores of exact matches are tiny (a field equal to the query scores machine epsilon): keep their order readable. */
function formatScore(score: number): string {
  return score < 0.001 ? score.toExponential(2) : score.toFixed(4);
}

/** The products the search matched, each with its score and why, then the facets the listing produced. */
export function SearchResults({ search, matched, facets }: Pick<Inspection, "search" | "matched" | "facets">) {
  return (
    <>
      <Section
        id="matched-heading"
        title={`Matched products: ${matched.total.toLocaleString("en-US")} by search, ${matched.afterFilters.toLocaleString("en-US")} after filters`}
      >
        {matched.products.length === 0 ? (
          <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
            {search.normalized
              ? `Nothing matches “${search.normalized}”. Search allows about one typo per five letters and needs at least two letters.`
              : "Type a search to see why products match it."}
          </p>
        ) : (
          <div className={card} tabIndex={0} role="region" aria-label="Matched products table">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">
                Matched products, most relevant first, with score and why they matched
              </caption>
              <thead className="bg-sand-100">
                <tr>
                  <th scope="col" className={cell}>
                    #
                  </th>
                  <th scope="col" className={cell}>
                    Product
                  </th>
                  <th scope="col" className={cell}>
                    Score
                  </th>
                  <th scope="col" className={cell}>
                    Why it matched
                  </th>
                </tr>
              </thead>
              <tbody>
                {matched.products.map((product, index) => (
                  <tr key={product.id} className="border-t border-sand-200 align-top" data-testid="matched-product">
                    <td className={`${cell} tabular-nums`}>{index + 1}</td>
                    <td className={cell}>
                      <a href={`/products/${product.handle}`} className="underline">
                        {product.title}
                      </a>
                      {product.onListingPage ? null : (
                        <span className="block text-xs text-ink-700">
                          not on this listing page (filtered out or a later page)
                        </span>
                      )}
                    </td>
                    <td className={`${cell} tabular-nums`}>{formatScore(product.score)}</td>
                    <td className={cell}>
                      <ul className="space-y-0.5">
                        {product.reasons.map((reason, i) => (
                          <Reason key={i} reason={reason} />
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {matched.total > matched.products.length ? (
              <p className="p-3 text-sm text-ink-700">
                The first {matched.products.length} of {matched.total.toLocaleString("en-US")} are explained.
              </p>
            ) : null}
          </div>
        )}
        <p className="mt-2 text-sm text-ink-700">
          Scores run from 0 (perfect) to 1 (no match); title counts most, then product type, description and tags.
        </p>
      </Section>

      <Section id="facets-heading" title="Facets produced">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {facets.map((facet) => (
            <div key={facet.group} className="rounded-2xl bg-white/80 p-4 text-sm ring-1 ring-sand-200">
              <h3 className="font-semibold text-ink-900">{facet.group}</h3>
              {facet.counts.length === 0 ? (
                <p className="text-ink-700">none</p>
              ) : (
                <ul className="mt-1">
                  {facet.counts.map((count) => (
                    <li key={count.value}>
                      {count.value}: {count.count}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </div>
      </Section>
    </>
  );
}
