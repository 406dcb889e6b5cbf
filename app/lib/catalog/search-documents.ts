// What a product gives the search (decision 051): its title, description and
// type, and as tags its own tags, the collections it is in and its colour and
// size values, all in lower case. The snapshot job and an isolate building the
// catalogue itself read products through this one function, so both indexes
// hold the same words.
import type { SearchDocument } from "../search/engine/search-index";
import type { SnapshotCollection, SnapshotProduct } from "./catalog-snapshot";
import { collectionDisplayTitle } from "./collections-order";

/** A variant title that names no option (Shopify's single variant, the database's products). */
const NO_OPTIONS = new Set(["default title", "default"]);

/** The collection titles a product's handles name: the title shown, and the shop's own when it differs. */
export function collectionTitlesOf(collections: readonly Pick<SnapshotCollection, "handle" | "title">[]) {
  const titles = new Map(
    collections.map((collection) => {
      const shown = collectionDisplayTitle(collection);
      return [collection.handle, shown === collection.title ? shown : `${shown}, ${collection.title}`];
    }),
  );
  return (handle: string) => titles.get(handle) ?? handle.replace(/-/g, " ");
}

/**
 * The product's search fields. `variantTitle` reads a stored variant's title (stored rows may name it by its
 * position in a table); the option values are its parts ("M / Sage").
 */
export function searchDocumentOf(
  row: Pick<SnapshotProduct, "title" | "description" | "productType" | "tags" | "collectionHandles" | "variants">,
  collectionTitle: (handle: string) => string,
  variantTitle: (title: string | number) => string,
): SearchDocument {
  const options = new Set<string>();
  for (const variant of row.variants)
    for (const part of variantTitle(variant[1]).toLowerCase().split(" / "))
      if (part.trim() && !NO_OPTIONS.has(part.trim())) options.add(part.trim());
  const extra = [row.collectionHandles.map(collectionTitle).join(", "), [...options].join(", ")]
    .map((text) => text.toLowerCase())
    .filter(Boolean);
  return {
    title: row.title.toLowerCase(),
    description: row.description.toLowerCase(),
    productType: row.productType.toLowerCase(),
    tags: [...row.tags.map((tag) => tag.toLowerCase()), ...extra],
  };
}
