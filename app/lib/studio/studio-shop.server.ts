// How a studio change reaches the shop within a minute, as blog posts do: the
// page generation is bumped (cached pages that read the database, such as the
// product page and the home page's "Made in our studio", are rendered anew at
// once) and a catalogue snapshot rebuild is asked for (listings, collections and
// search; other isolates load it at their next 30-second check).
import { requestCatalogSnapshotRebuild, type CatalogContext } from "../catalog/catalog.server";
import { markContentChanged } from "../worker/page-generation.server";

export async function showStudioChangeInShop(
  context: CatalogContext,
  options: { rebuildCatalogue: boolean } = { rebuildCatalogue: true },
): Promise<void> {
  await markContentChanged(context.db, "studio-pieces");
  if (options.rebuildCatalogue) requestCatalogSnapshotRebuild(context);
}
