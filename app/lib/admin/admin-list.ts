// Lists on admin pages: paginated on the server, filtered through the URL.
export const ADMIN_PAGE_SIZE = 25;

export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A link to another page of the same list, keeping every filter. */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** `2026-11-01` as the start of that day in UTC, or null. */
export function parseDay(value: string | null, endOfDay = false): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return null;
  if (endOfDay) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

export type SortDirection = "asc" | "desc";
export type ListSort<Key extends string> = { key: Key; direction: SortDirection };

/** `?sort=` and `?dir=` checked against the columns a list can sort by; anything else is the list's default. */
export function parseListSort<Key extends string>(
  params: URLSearchParams,
  keys: readonly Key[],
  fallback: ListSort<Key>,
): ListSort<Key> {
  const key = keys.find((candidate) => candidate === params.get("sort"));
  if (!key) return fallback;
  return { key, direction: params.get("dir") === "desc" ? "desc" : "asc" };
}

/**
 * The link a column header follows: sorts by that column (the other way if it already does), keeps the
 * filters, and goes back to page 1, since the old page number means nothing in the new order.
 */
export function sortHref(search: string, key: string, current: ListSort<string>): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.set("sort", key);
  params.set("dir", current.key === key && current.direction === "asc" ? "desc" : "asc");
  return `?${params.toString()}`;
}
