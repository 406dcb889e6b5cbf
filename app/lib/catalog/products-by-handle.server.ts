// Products named by handle, as the catalogue knows them now: what admin
// reports show for a handle a visitor's browser reported. The name, image and
// link come from the catalogue; a handle it does not know is left out.
import { getCatalog, type CatalogContext } from "./catalog.server";

export type CatalogProductSummary = {
  handle: string;
  title: string;
  url: string;
  image: { url: string; altText: string } | null;
};

export async function productsByHandle(
  context: CatalogContext,
  handles: readonly string[],
): Promise<Map<string, CatalogProductSummary>> {
  const wanted = new Set(handles);
  const found = new Map<string, CatalogProductSummary>();
  if (wanted.size === 0) return found;
  const { entry } = await getCatalog(context);
  for (const item of entry.index.products) {
    const card = entry.index.cardOf(item);
    if (!wanted.has(card.handle)) continue;
    found.set(card.handle, {
      handle: card.handle,
      title: card.title,
      url: `/products/${encodeURIComponent(card.handle)}`,
      image: card.image ? { url: card.image.url, altText: card.image.altText } : null,
    });
    if (found.size === wanted.size) break;
  }
  return found;
}
