import { Button } from "~/components/ui/Button";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import type { SearchMatchReason } from "~/lib/catalog/search";
import { type loader } from "./route";

const cell = "px-3 py-2";
const card = "relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200";
const FIELD_LABELS: Record<SearchMatchReason["field"], string> = {
  title: "title",
  description: "description",
  productType: "product type",
  tags: "tag",
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-xl text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

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

function formatAge(ms: number | null): string {
  if (ms === null) return "unknown (incomplete catalogue)";
  const seconds = Math.round(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

export function SearchInspectorView() {
  const { inspection } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === "/admin/test-rompers";
  const { params, search, stages, catalog, snapshot, matched, facets } = inspection;
  return (
    <AdminPage
      title="Search inspector"
      description="What the shop's listing does with a search: how it reads the query, which products match and why, the filters' counts, and how long each step took."
    >
      <Form method="get" role="search" aria-label="Inspect a search" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-semibold text-ink-900">
          Search query
          <input
            name="q"
            type="search"
            defaultValue={params.q}
            maxLength={100}
            className="mt-1 block w-72 max-w-full rounded-xl border border-sand-300 bg-white px-3 py-2 font-normal"
          />
        </label>
        <Button type="submit" variant="secondary">
          {searching ? "Inspecting…" : "Inspect"}
        </Button>
        <a href={`/products${inspection.listingUrl}`} className="py-2 font-medium text-clay-700 underline">
          Open this listing in the shop
        </a>
      </Form>

      <Section id="parsed-heading" title="The query as the listing reads it">
        <dl className="grid gap-x-6 gap-y-1 rounded-2xl bg-white/80 p-4 text-sm ring-1 ring-sand-200 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Listing URL</dt>
          <dd>
            <code className="break-all">/products{inspection.listingUrl}</code>
          </dd>
          <dt className="font-semibold">Search text</dt>
          <dd data-testid="normalized-query">
            {search.normalized ? `“${search.normalized}”` : "(none: every product)"}
          </dd>
          <dt className="font-semibold">Searched as</dt>
          <dd>
            {search.chunks.length ? search.chunks.map((chunk) => `“${chunk}”`).join(", ") : "—"}
            {search.chunks.length > 1 ? " (pieces of at most 32 characters)" : ""}
          </dd>
          <dt className="font-semibold">Whole-word terms</dt>
          <dd>{search.wholeWordTerms.length ? search.wholeWordTerms.join(", ") : "none"}</dd>
          <dt className="font-semibold">Collection</dt>
          <dd>{params.category || "all products"}</dd>
          <dt className="font-semibold">Sort</dt>
          <dd>
            {params.sort}
            {params.q && params.sort === "updated" ? " (relevance, since there is a search)" : ""}
          </dd>
          <dt className="font-semibold">Filters</dt>
          <dd>
            {[
              params.minPrice > 0 || params.maxPrice < 500 ? `price ${params.minPrice}–${params.maxPrice}` : null,
              params.sizes.length ? `sizes ${params.sizes.join(", ")}` : null,
              params.colors.length ? `colours ${params.colors.join(", ")}` : null,
              params.hideOutOfStock ? "in stock only" : null,
            ]
              .filter(Boolean)
              .join("; ") || "none"}
          </dd>
        </dl>
      </Section>

      <Section id="stages-heading" title="Time per stage">
        <div className={card} tabIndex={0} role="region" aria-label="Time per stage table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">How long each stage took, in milliseconds</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className={cell}>
                  Stage
                </th>
                <th scope="col" className={cell}>
                  Time
                </th>
                <th scope="col" className={cell}>
                  Note
                </th>
              </tr>
            </thead>
            <tbody>
              {stages.map((stage) => (
                <tr key={stage.name} className="border-t border-sand-200">
                  <th scope="row" className={`${cell} font-medium`}>
                    {stage.name}
                  </th>
                  <td className={`${cell} tabular-nums`}>{stage.ms.toFixed(2)} ms</td>
                  <td className={cell}>{stage.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="cache-heading" title="Catalogue and cache">
        <div className="rounded-2xl bg-white/80 p-4 text-sm ring-1 ring-sand-200">
          {catalog.state === "ok" ? (
            <p>
              {catalog.productCount.toLocaleString("en-US")} products, version <code>{catalog.version}</code>, read from{" "}
              {catalog.source}, {formatAge(catalog.ageMs)} old
              {catalog.stale ? " (stale: a refresh is due)" : " (fresh)"}. This listing&apos;s answer is{" "}
              {catalog.memoised ? "memoised in this isolate" : "not memoised yet"}.
            </p>
          ) : (
            <p role="alert">The catalogue is unavailable: {catalog.message}</p>
          )}
          <p className="mt-2">
            Stored snapshot:{" "}
            {snapshot === null
              ? "could not be read in time"
              : snapshot.version
                ? `version ${snapshot.version}, ${snapshot.productCount?.toLocaleString("en-US")} products, built ${formatAge(snapshot.ageMs)} ago${snapshot.stale ? " (stale)" : ""}`
                : "none stored yet"}
            .{" "}
            <a href="/admin/tech-inventory#snapshot-heading" className="font-medium text-clay-700 underline">
              Rebuild it from Tech inventory
            </a>
          </p>
        </div>
      </Section>

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
    </AdminPage>
  );
}
