import type { CatalogProduct } from "../catalog/types";
import { offerOf, type VariantOffer } from "./product-page";

/** The offer for the variant chosen in the quick view's select (the first one when unknown). */
export function offerOfVariant(product: CatalogProduct, variantId: string | null): VariantOffer {
  const variant = product.variants.find((item) => item.id === variantId) ?? product.variants[0] ?? null;
  return offerOf(product, variant);
}
