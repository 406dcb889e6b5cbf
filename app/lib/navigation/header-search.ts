// The header search: the trimmed query must be non-empty;
// angle brackets, quotes and ampersands are removed; at most 100 characters;
// the result is URL-encoded into /products?q=.
export const HEADER_SEARCH_MAX_LENGTH = 100;

/** The cleaned query, or null when nothing searchable is left. */
export function sanitizeHeaderSearch(raw: string): string | null {
  const cleaned = raw
    .trim()
    .replace(/[<>"'&]/g, "")
    .trim()
    .slice(0, HEADER_SEARCH_MAX_LENGTH)
    .trim();
  return cleaned === "" ? null : cleaned;
}

export function headerSearchHref(raw: string): string | null {
  const query = sanitizeHeaderSearch(raw);
  return query === null ? null : `/products?q=${encodeURIComponent(query)}`;
}
