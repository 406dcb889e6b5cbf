// What the shop knows about a favorited product, read from the catalogue:
// the favorites table keeps only which product a shopper saved (and the name
// it had then, for when it is gone), never what a form said about it.
import { getCatalog, type CatalogContext } from "../catalog/catalog.server";
import type { CatalogIndex } from "../catalog/catalog-index";
import type { IndexedProduct } from "../catalog/indexed-product";
import type { ListedProductCard } from "../catalog/product-cards";
import type { FavoriteProductFacts } from "./favorite-item";

/** One id lookup table per catalogue: built once, dropped with the catalogue (no I/O is held). */
const productsById = new WeakMap<CatalogIndex, Map<string, IndexedProduct>>();

function lookupOf(index: CatalogIndex): Map<string, IndexedProduct> {
  let lookup = productsById.get(index);
  if (!lookup) {
    lookup = new Map(index.products.map((product) => [product.id, product]));
    productsById.set(index, lookup);
  }
  return lookup;
}

function factsOf(index: CatalogIndex, product: IndexedProduct): FavoriteProductFacts {
  const card = index.cardOf(product);
  return {
    id: card.id,
    handle: card.handle,
    title: card.title,
    imageUrl: card.image?.url ?? null,
    displayPrice: card.displayPrice,
    priceAmount: card.priceAmount,
    stockLevel: card.stockLevel,
  };
}

/** The live facts of each product still in the catalogue; ids it no longer holds are absent. Throws CatalogUnavailableError. */
export async function findFavoriteProducts(
  context: CatalogContext,
  productIds: readonly string[],
): Promise<Map<string, FavoriteProductFacts>> {
  const { index } = (await getCatalog(context)).entry;
  const lookup = lookupOf(index);
  const found = new Map<string, FavoriteProductFacts>();
  for (const id of productIds) {
    const product = lookup.get(id);
    if (product) found.set(id, factsOf(index, product));
  }
  return found;
}

/** The catalogue's cards (with the variant Add to Cart would add) of the products it still holds, by id. Throws CatalogUnavailableError. */
export async function findFavoriteCards(
  context: CatalogContext,
  productIds: readonly string[],
): Promise<Map<string, ListedProductCard>> {
  const { index } = (await getCatalog(context)).entry;
  const lookup = lookupOf(index);
  const found = new Map<string, ListedProductCard>();
  for (const id of productIds) {
    const product = lookup.get(id);
    if (product) found.set(id, index.cardOf(product));
  }
  return found;
}
