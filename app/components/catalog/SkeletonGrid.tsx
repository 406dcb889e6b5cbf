import { LISTING_PAGE_SIZE } from "../../lib/catalog/paginate";

/** The listing's loading state: 24 skeleton cards while a client-side navigation is pending. */
export function SkeletonGrid({ gridClass }: { gridClass: string }) {
  return (
    <div role="status" aria-live="polite">
      <p className="text-center text-lg text-ink-900">Curating your selection...</p>
      <p className="text-center text-sm text-ink-700">Finding the perfect pieces for you.</p>
      <ul className={`mt-6 ${gridClass}`} aria-hidden="true">
        {Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => (
          <li
            key={i}
            data-testid="skeleton-card"
            className="animate-pulse rounded-2xl bg-white/70 p-2 ring-1 ring-sand-200"
          >
            <div className="aspect-[3/4] rounded-xl bg-sand-200" />
            <div className="mt-3 h-4 w-3/4 rounded bg-sand-200" />
            <div className="mt-2 h-4 w-1/3 rounded bg-sand-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
