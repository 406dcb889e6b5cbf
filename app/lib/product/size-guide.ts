// Which size guide fits a product: its collections say whether it is
// jewellery, an accessory (bags, shoes, belts, hats) or clothing.
import type { CatalogProduct } from "../catalog/types";

const JEWELRY_COLLECTIONS = ["jewelry"];
const ACCESSORY_COLLECTIONS = ["accessories", "bags", "shoes"];
const CLOTHING_COLLECTIONS = ["tops", "bottoms", "dresses", "one-pieces", "lounge-wear"];

/** `/size-guide/{jewelry|accessories|clothing}`, or null for pieces no guide covers (home decor). */
export function sizeGuidePathOf(product: Pick<CatalogProduct, "collectionHandles">): string | null {
  const handles = product.collectionHandles;
  if (handles.some((handle) => JEWELRY_COLLECTIONS.includes(handle))) return "/size-guide/jewelry";
  if (handles.some((handle) => ACCESSORY_COLLECTIONS.includes(handle))) return "/size-guide/accessories";
  if (handles.some((handle) => CLOTHING_COLLECTIONS.includes(handle))) return "/size-guide/clothing";
  return null;
}
