// The one reading of `?page=` for every paged list, shop and admin alike.

/** Far beyond any list's last page; a larger number is a typo or a probe, not a page. */
export const MAX_PAGE_NUMBER = 100_000;

/** The 1-based page: digits only (spaces around allowed), 1 to MAX_PAGE_NUMBER; anything else is page 1. */
export function parsePageNumber(value: string | null | undefined): number {
  if (value == null || !/^\s*\d{1,6}\s*$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1;
}
