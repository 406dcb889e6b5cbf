// Loads "Complete the look" for a product page: the product's published looks
// from the database, names, prices, images and stock from the catalogue the
// listing uses. Best effort: a slow or failing read leaves the block out.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, eq, inArray } from "drizzle-orm";
import { lookProducts, looks } from "../../../db/schema";
import { getCatalog } from "../catalog/catalog.server";
import type { CatalogIndex } from "../catalog/catalog-index";
import type { IndexedProduct } from "../catalog/indexed-product";
import type { CatalogProduct } from "../catalog/types";
import type { Database } from "../platform/database.server";
import { awaitAll } from "../platform/await-all";
import { withinDeadline } from "../platform/deadline.server";
import { logger } from "../platform/logger";
import { isolateRowsByKey, keptRead, PUBLIC_ROWS_KEEP_MS } from "../platform/isolate-rows.server";
import { knownPageGeneration } from "../worker/page-generation.server";
import {
  chooseCompleteTheLook,
  COMPLETE_THE_LOOK_LIMIT,
  type CompleteTheLookCandidate,
  type CompleteTheLookPiece,
} from "./complete-the-look";

/** The page renders without the block rather than wait longer on the database. */
const LOOKS_DEADLINE_MS = 1_500;

/** Each product's lookmates, kept under the page generation: a lookbook save moves it (decision 063). */
const keptLookmates = isolateRowsByKey<string[]>(PUBLIC_ROWS_KEEP_MS, { stamp: knownPageGeneration });

/** Ids of the products sharing a published look with this one, in the looks' order. */
async function lookmateIds(db: Database, productId: string): Promise<string[]> {
  const looksWithIt = db
    .select({ id: lookProducts.lookId })
    .from(lookProducts)
    .where(eq(lookProducts.productId, productId));
  const rows = await db
    .select({ productId: lookProducts.productId })
    .from(lookProducts)
    .innerJoin(looks, eq(looks.id, lookProducts.lookId))
    .where(and(eq(looks.isPublished, true), inArray(lookProducts.lookId, looksWithIt)))
    .orderBy(asc(looks.position), asc(looks.createdAt), asc(lookProducts.position));
  return rows.map((row) => row.productId);
}

/** What a piece with a choice asks for: its sizes when it has several, else its other options. */
function choiceNoteOf(item: IndexedProduct): string {
  const sizes = new Set(item.variants.map((variant) => variant.sizeBits).filter((bits) => bits !== 0));
  return sizes.size > 1 ? "Choose a size on its page" : "Choose an option on its page";
}

function candidateOf(index: CatalogIndex, item: IndexedProduct): CompleteTheLookCandidate {
  const card = index.cardOf(item);
  return {
    id: card.id,
    handle: card.handle,
    title: card.title,
    displayPrice: card.displayPrice,
    image: card.image ? { url: card.image.url, altText: card.image.altText } : null,
    // A size or colour is hers to choose: such a piece is never added for her.
    addVariantId: card.needsVariantChoice ? null : card.defaultVariantId,
    choiceNote: card.needsVariantChoice ? choiceNoteOf(item) : null,
    inStock: item.inStock && card.isInStock,
  };
}

export async function loadCompleteTheLook(
  context: AppLoadContext,
  product: Pick<CatalogProduct, "id" | "collectionHandles">,
  /** What "You may also like" shows, loading beside this */
  related: Promise<readonly { id: string }[]>,
): Promise<CompleteTheLookPiece[]> {
  try {
    const [ids, { entry }, relatedIds] = await awaitAll([
      withinDeadline(
        keptRead(keptLookmates, product.id, () => lookmateIds(context.db, product.id)),
        LOOKS_DEADLINE_MS,
        context.waitUntil,
      ).then((found) => found ?? []),
      getCatalog(context),
      related.then((products) => new Set(products.map((item) => item.id))),
    ]);
    const index = entry.index;
    const wantedFromLooks = new Map(ids.map((id, order) => [id, order]));
    const collections = product.collectionHandles.filter((handle) => handle !== "sale");
    // Enough of the collection to fill the block past the product, the related pieces and sold-out ones.
    const collectionWanted = COMPLETE_THE_LOOK_LIMIT + relatedIds.size + 1;
    const fromLooks: { order: number; candidate: CompleteTheLookCandidate }[] = [];
    const fromCollection: CompleteTheLookCandidate[] = [];
    for (const item of index.products) {
      const order = wantedFromLooks.get(item.id);
      if (order !== undefined) fromLooks.push({ order, candidate: candidateOf(index, item) });
      else if (
        fromCollection.length < collectionWanted &&
        item.id !== product.id &&
        !relatedIds.has(item.id) &&
        item.inStock &&
        collections.some((handle) => item.collectionHandles.has(handle))
      )
        fromCollection.push(candidateOf(index, item));
      if (fromLooks.length === wantedFromLooks.size && fromCollection.length >= collectionWanted) break;
    }
    fromLooks.sort((a, b) => a.order - b.order);
    return chooseCompleteTheLook({
      productId: product.id,
      fromLooks: fromLooks.map((entry) => entry.candidate),
      fromCollection,
      relatedIds,
    });
  } catch (error) {
    logger.warn("Complete the look skipped", { error });
    return [];
  }
}
