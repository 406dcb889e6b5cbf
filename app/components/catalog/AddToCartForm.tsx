import type { ProductCardData } from "~/lib/catalog/product-cards";

/**
 * The cart contract (POST /cart, intent add): a plain form, so it works
 * before JavaScript. "In Cart" needs the cart's lines, which the listing does
 * not have yet; it is wired at merge (see the listing's report).
 */
export function AddToCartForm({ product, redirectTo, inCart = false }: { product: ProductCardData; redirectTo: string; inCart?: boolean }) {
  const buttonClass = "rounded-full px-4 py-2 text-sm font-medium";
  if (!product.isInStock || product.defaultVariantId === null) {
    return (
      <button type="button" disabled className={`${buttonClass} w-full cursor-not-allowed bg-sand-200 text-ink-700`}>
        Out of Stock
      </button>
    );
  }
  const chooses = product.variants.length > 1;
  return (
    <form method="post" action="/cart" className="flex gap-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {chooses ? (
        <>
          <label className="sr-only" htmlFor={`variant-${product.id}`}>Option for {product.title}</label>
          <select
            id={`variant-${product.id}`}
            name="variantId"
            defaultValue={product.defaultVariantId}
            className="min-w-0 flex-1 rounded-full border border-sand-300 bg-white px-3 py-2 text-sm text-ink-900"
          >
            {product.variants.map((variant) => (
              <option key={variant.id} value={variant.id} disabled={!variant.availableForSale}>
                {variant.availableForSale ? variant.title : `${variant.title} (sold out)`}
              </option>
            ))}
          </select>
          <button type="submit" className={`${buttonClass} bg-clay-600 text-sand-50 hover:bg-clay-700`} aria-label={`Add ${product.title} to cart`}>
            Add
          </button>
        </>
      ) : (
        <>
          <input type="hidden" name="variantId" value={product.defaultVariantId} />
          <button type="submit" className={`${buttonClass} w-full ${inCart ? "bg-sage-700" : "bg-clay-600 hover:bg-clay-700"} text-sand-50`}>
            {inCart ? "In Cart" : "Add to Cart"}
          </button>
        </>
      )}
    </form>
  );
}
