import { buttonClass } from "~/components/ui/button-styles";
/** Spec 000 section 2, Empty. */
export function EmptyListing({ query, clearHref }: { query: string; clearHref: string | null }) {
  return (
    <div className="rounded-2xl bg-white/70 px-6 py-12 text-center ring-1 ring-sand-200">
      <h2 className="text-2xl text-ink-900">No products found</h2>
      <p className="mt-2 text-ink-700">
        {query
          ? `We couldn't find anything matching "${query}".`
          : "Try adjusting your filters to discover more pieces."}
      </p>
      {clearHref ? (
        <a href={clearHref} className={buttonClass({ size: "lg", className: "mt-6" })}>
          Clear All Filters
        </a>
      ) : null}
    </div>
  );
}
