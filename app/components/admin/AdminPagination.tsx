/** Previous / next links that keep the page's filters in the URL. */
export function AdminPagination({ page, pageCount, search, label }: { page: number; pageCount: number; search: URLSearchParams; label: string }) {
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <nav aria-label={label} className="mt-4 flex items-center gap-3">
      {page > 1 ? <a href={href(page - 1)} className="rounded-full px-4 py-2 ring-1 ring-sand-300">Previous</a> : null}
      <span className="text-ink-700">Page {page} of {pageCount}</span>
      {page < pageCount ? <a href={href(page + 1)} className="rounded-full px-4 py-2 ring-1 ring-sand-300">Next</a> : null}
    </nav>
  );
}
