// Listing pages: 24 products a page, a window
// of up to 5 page numbers, and the "Showing X-Y of N products" line.

export const LISTING_PAGE_SIZE = 24;
export const PAGINATION_WINDOW_SIZE = 5;

export type Page<T> = {
  items: T[];
  /** The page shown, after a page beyond the last was reset to 1 */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based number of the first item shown, 0 when there are none */
  firstItemNumber: number;
  lastItemNumber: number;
};

/** At least 1: an empty listing still has a (blank) first page. */
export function pageCountOf(total: number, pageSize: number = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page beyond the last, or no page at all, resets to 1. */
export function resolvePage(requested: number, pageCount: number): number {
  return Number.isSafeInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
}

export function paginate<T>(items: readonly T[], requestedPage: number, pageSize: number = LISTING_PAGE_SIZE): Page<T> {
  const total = items.length;
  const pageCount = pageCountOf(total, pageSize);
  const page = resolvePage(requestedPage, pageCount);
  const start = (page - 1) * pageSize;
  const pageItems = items.slice(start, start + pageSize);
  return {
    items: pageItems,
    page,
    pageCount,
    total,
    firstItemNumber: pageItems.length ? start + 1 : 0,
    lastItemNumber: start + pageItems.length,
  };
}

/** Up to 5 consecutive page numbers with the current one centred where the ends allow. */
export function paginationWindow(current: number, pageCount: number): number[] {
  if (pageCount < 1) return [];
  const page = resolvePage(current, pageCount);
  const half = Math.floor(PAGINATION_WINDOW_SIZE / 2);
  const first = Math.max(1, Math.min(page - half, pageCount - PAGINATION_WINDOW_SIZE + 1));
  const last = Math.min(pageCount, first + PAGINATION_WINDOW_SIZE - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The footer line, worded as the spec words it whatever the count
 * ("Showing 1-1 of 1 products"); a search term is appended in quotes:
 * Showing 1-24 of 310 products for "maxi".
 */
export function showingProductsText(
  page: Pick<Page<unknown>, "firstItemNumber" | "lastItemNumber" | "total">,
  query = "",
): string {
  const text = `Showing ${page.firstItemNumber}-${page.lastItemNumber} of ${page.total} products`;
  const term = query.trim();
  return term ? `${text} for "${term}"` : text;
}
