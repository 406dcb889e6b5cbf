/** Quick view before JavaScript: the product page; product-cart's QuickViewButton replaces it at merge. */
export function QuickViewLink({ handle, title }: { handle: string; title: string }) {
  return (
    <a
      href={`/products/${handle}`}
      className="absolute bottom-2 right-2 rounded-full bg-sand-50/90 px-3 py-1 text-xs font-medium text-ink-900 shadow-sm ring-1 ring-sand-200 hover:bg-sand-50"
    >
      <span aria-hidden="true">Quick view</span>
      <span className="sr-only">Quick view {title}</span>
    </a>
  );
}
