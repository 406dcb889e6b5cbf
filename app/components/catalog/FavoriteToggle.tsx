import type { ProductCardData } from "~/lib/catalog/product-cards";

/**
 * The favorites contract (POST /favorites, intent toggle): a plain form that
 * works before JavaScript; accounts ships the richer FavoriteButton at merge.
 */
export function FavoriteToggle({ product, redirectTo }: { product: ProductCardData; redirectTo: string }) {
  return (
    <form method="post" action="/favorites" className="absolute right-2 top-2">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="productName" value={product.title} />
      <input type="hidden" name="productImage" value={product.image?.url ?? ""} />
      <input type="hidden" name="productPrice" value={product.priceAmount} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-sand-50/90 text-clay-700 shadow-sm ring-1 ring-sand-200 hover:bg-sand-50"
        aria-label={`Add ${product.title} to favorites`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      </button>
    </form>
  );
}
