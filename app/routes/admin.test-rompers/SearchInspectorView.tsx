import { Button } from "../../components/ui/Button";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { card, cell, Section } from "./inspector-parts";
import { SearchResults } from "./SearchResults";
import { SuggestionGuards } from "./SuggestionGuards";
import { type loader } from "./route";

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
          <dt className="font-semibold">Spelling</dt>
          <dd data-testid="corrected-query">
            {search.corrected
              ? `corrected to “${search.corrected}” (the catalogue's words)`
              : params.asTyped
                ? "as typed (asTyped=true)"
                : "as typed"}
          </dd>
          <dt className="font-semibold">Words, each required</dt>
          <dd>
            {search.terms.length
              ? search.terms
                  .map((term) =>
                    term.forms.length > 1
                      ? `“${term.text}” (or “${term.forms.slice(1).join("”, “")}”)`
                      : `“${term.text}”`,
                  )
                  .join(", ")
              : "—"}
          </dd>
          <dt className="font-semibold">Whole-word terms</dt>
          <dd>
            {search.terms.some((term) => term.wholeWord)
              ? search.terms
                  .filter((term) => term.wholeWord)
                  .map((term) => term.text)
                  .join(", ")
              : "none"}
          </dd>
          <dt className="font-semibold">Collection</dt>
          <dd>{params.category || "all products"}</dd>
          <dt className="font-semibold">Sort</dt>
          <dd>
            {params.sort}
            {params.q && params.sort === "relevance" ? " (the default while there is a search)" : ""}
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

      <SearchResults search={search} matched={matched} facets={facets} />

      <SuggestionGuards />
    </AdminPage>
  );
}
