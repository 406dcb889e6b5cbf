import { buttonClass } from "../ui/button-styles";
import type { SearchHelp } from "../../lib/catalog/listing-page";

const searchHref = (query: string) => `/products?q=${encodeURIComponent(query)}`;
const chipClass =
  "inline-block rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-900 ring-1 ring-sand-300 hover:bg-sand-200 hover:underline";

/** No products: the spec's lines, and for a search a way on (a spelling, popular searches, the collections). */
export function EmptyListing({
  query,
  clearHref,
  searchHelp,
}: {
  query: string;
  clearHref: string | null;
  searchHelp?: SearchHelp;
}) {
  return (
    <div className="rounded-2xl bg-white/70 px-6 py-12 text-center ring-1 ring-sand-200">
      <h2 className="text-2xl text-ink-900">No products found</h2>
      <p className="mt-2 text-ink-700">
        {query
          ? `We couldn't find anything matching "${query}".`
          : "Try adjusting your filters to discover more pieces."}
      </p>
      {query && searchHelp ? (
        <div className="mt-6 space-y-5">
          {searchHelp.didYouMean ? (
            <p className="text-lg text-ink-900">
              Did you mean{" "}
              <a href={searchHref(searchHelp.didYouMean)} className="font-semibold text-clay-700 underline">
                {searchHelp.didYouMean}
              </a>
              ?
            </p>
          ) : null}
          {searchHelp.popular.length > 0 ? (
            <nav aria-labelledby="empty-popular-searches">
              <h3 id="empty-popular-searches" className="text-sm font-semibold text-ink-700">
                Popular searches
              </h3>
              <ul className="mt-2 flex flex-wrap justify-center gap-2">
                {searchHelp.popular.map((search) => (
                  <li key={search}>
                    <a href={searchHref(search)} className={chipClass}>
                      {search}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {searchHelp.collections.length > 0 ? (
            <nav aria-labelledby="empty-collections">
              <h3 id="empty-collections" className="text-sm font-semibold text-ink-700">
                Browse collections
              </h3>
              <ul className="mt-2 flex flex-wrap justify-center gap-2">
                {searchHelp.collections.map((collection) => (
                  <li key={collection.handle}>
                    <a href={`/collections/${collection.handle}`} className={chipClass}>
                      {collection.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      {clearHref ? (
        <a href={clearHref} className={buttonClass({ size: "lg", className: "mt-6" })}>
          Clear All Filters
        </a>
      ) : null}
    </div>
  );
}
