import { useEffect, useRef, useState } from "react";
import { Button } from "../ui/Button";
import { formatMoney } from "../../lib/catalog/money";
import {
  readRecentlyViewed,
  RECENTLY_VIEWED_CAROUSEL_OVER,
  RECENTLY_VIEWED_KEY,
  shownRecentlyViewed,
  writeRecentlyViewed,
  type RecentlyViewedEntry,
} from "../../lib/product/recently-viewed";

/** Recently viewed products from local storage (JavaScript only), the current product excluded. */
export function RecentlyViewedStrip({ currentProductId }: { currentProductId: string | null }) {
  const [entries, setEntries] = useState<RecentlyViewedEntry[]>([]);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const refresh = () => setEntries(readRecentlyViewed());
    const onStorage = (event: StorageEvent) => event.key === RECENTLY_VIEWED_KEY && refresh();
    refresh();
    window.addEventListener("recently-viewed-change", refresh);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener("recently-viewed-change", refresh);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  const shown = shownRecentlyViewed(entries, currentProductId);
  if (shown.length === 0) return null;
  const remove = (id: string) => writeRecentlyViewed(readRecentlyViewed().filter((entry) => entry.id !== id));
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8, behavior: "smooth" });
  const arrowClass =
    "inline-flex h-9 w-9 items-center justify-center rounded-full bg-white text-ink-900 ring-1 ring-sand-300 hover:bg-sand-100";

  return (
    <section aria-labelledby="recently-viewed-title" className="mt-16">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="recently-viewed-title" className="text-2xl text-ink-900">
          Recently Viewed
        </h2>
        <span
          className="rounded-full bg-sand-200 px-2.5 py-0.5 text-sm font-medium text-ink-700"
          data-testid="recently-viewed-count"
        >
          {shown.length} {shown.length === 1 ? "item" : "items"}
        </span>
        <div className="ml-auto flex items-center gap-2">
          {shown.length > RECENTLY_VIEWED_CAROUSEL_OVER ? (
            <>
              <button
                type="button"
                className={arrowClass}
                onClick={() => scroll(-1)}
                aria-label="Scroll recently viewed left"
              >
                ‹
              </button>
              <button
                type="button"
                className={arrowClass}
                onClick={() => scroll(1)}
                aria-label="Scroll recently viewed right"
              >
                ›
              </button>
            </>
          ) : null}
          <Button type="button" variant="link" className="text-sm" onClick={() => writeRecentlyViewed([])}>
            Clear All
          </Button>
        </div>
      </div>
      <ul ref={list} className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2" aria-label="Recently viewed products">
        {shown.map((entry) => (
          <li key={entry.id} className="relative w-36 shrink-0 snap-start sm:w-40">
            <a
              href={`/products/${entry.handle}`}
              className="block rounded-2xl bg-white/70 p-2 ring-1 ring-sand-200 hover:shadow-md"
            >
              <div className="aspect-square overflow-hidden rounded-xl bg-sand-100">
                {entry.image ? (
                  <img src={entry.image} alt="" loading="lazy" className="h-full w-full object-cover" />
                ) : null}
              </div>
              <p className="mt-2 line-clamp-2 text-sm text-ink-900">{entry.title}</p>
              <p className="text-sm font-semibold text-clay-700">{formatMoney(entry.price)}</p>
            </a>
            <button
              type="button"
              onClick={() => remove(entry.id)}
              aria-label={`Remove ${entry.title} from recently viewed`}
              className="absolute top-3 right-3 inline-flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-ink-900 shadow ring-1 ring-sand-300 hover:bg-sand-100"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
