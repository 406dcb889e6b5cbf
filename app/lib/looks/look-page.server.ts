// Lookbooks for shoppers (/lookbooks, /lookbooks/{slug}): published looks only.
// A look's products come from the catalogue the listing uses (cards, variant
// ids) and their stock from the shop now (the cart's own variant lookup), so
// "sold out" on the page is what the cart will say.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { lookProducts, looks } from "../../../db/schema";
import { resolveCartVariants } from "../cart/cart.server";
import type { ResolvedVariant } from "../cart/cart-view";
import { getCatalog } from "../catalog/catalog.server";
import { renderMarkdown } from "../content/markdown.server";
import type { Database } from "../platform/database.server";
import { awaitAll } from "../platform/await-all";
import { withinDeadline } from "../platform/deadline.server";

/** A look page renders without stock after this long rather than wait on the shop. */
const STOCK_DEADLINE_MS = 3_000;
/** Options offered per piece (the demo's jeans have 48 size/colour pairs). */
const MAX_VARIANTS_PER_PIECE = 60;
/** Shopify's `nodes` takes at most 250 ids per query. */
const NODES_PER_QUERY = 250;

export type LookSummary = {
  slug: string;
  title: string;
  imagePath: string;
  imageAlt: string;
  pieceCount: number;
  updatedAt: string;
};

export type LookPieceOption = { variantId: string; title: string; available: boolean };

export type LookPiece = {
  productId: string;
  title: string;
  href: string;
  image: { url: string; altText: string } | null;
  displayPrice: string | null;
  /** Every variant the shop has now, in the shop's order; empty when the shop could not be asked. */
  options: LookPieceOption[];
  /** "available": can be added; "sold-out": nothing left; "unknown": the shop did not answer in time or no longer lists it. */
  status: "available" | "sold-out" | "unknown";
};

export type LookPage = {
  slug: string;
  title: string;
  storyHtml: string;
  storyText: string;
  imagePath: string;
  imageAlt: string;
  publishedAt: string | null;
  updatedAt: string;
  pieces: LookPiece[];
};

export async function listPublishedLooks(db: Database): Promise<LookSummary[]> {
  const rows = await db
    .select({
      id: looks.id,
      slug: looks.slug,
      title: looks.title,
      imagePath: looks.imagePath,
      imageAlt: looks.imageAlt,
      updatedAt: looks.updatedAt,
    })
    .from(looks)
    .where(eq(looks.isPublished, true))
    .orderBy(asc(looks.position), asc(looks.createdAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ lookId: lookProducts.lookId, pieces: count() })
    .from(lookProducts)
    .where(
      inArray(
        lookProducts.lookId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(lookProducts.lookId);
  const byLook = new Map(counts.map((row) => [row.lookId, row.pieces]));
  return rows.map(({ id, ...row }) => ({ ...row, pieceCount: byLook.get(id) ?? 0 }));
}

/** Plain text of the story's first paragraph, for descriptions. */
function storyExcerpt(story: string): string {
  const text = story
    .replace(/[#*_>`[\]()!-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

export async function loadPublishedLook(context: AppLoadContext, slug: string): Promise<LookPage | null> {
  const [look] = await context.db
    .select()
    .from(looks)
    .where(and(eq(looks.slug, slug), eq(looks.isPublished, true)));
  if (!look) return null;
  const picked = await context.db
    .select()
    .from(lookProducts)
    .where(eq(lookProducts.lookId, look.id))
    .orderBy(asc(lookProducts.position));
  const pieces = await withinDeadline(resolvePieces(context, picked), STOCK_DEADLINE_MS, context.waitUntil);
  return {
    slug: look.slug,
    title: look.title,
    storyHtml: renderMarkdown(look.story),
    storyText: storyExcerpt(look.story),
    imagePath: look.imagePath,
    imageAlt: look.imageAlt,
    publishedAt: look.publishedAt,
    updatedAt: look.updatedAt,
    pieces: pieces ?? picked.map(unknownPiece),
  };
}

function unknownPiece(row: { productId: string; productTitle: string; productHandle: string }): LookPiece {
  return {
    productId: row.productId,
    title: row.productTitle,
    href: `/products/${row.productHandle}`,
    image: null,
    displayPrice: null,
    options: [],
    status: "unknown",
  };
}

async function resolvePieces(
  context: AppLoadContext,
  picked: (typeof lookProducts.$inferSelect)[],
): Promise<LookPiece[]> {
  if (picked.length === 0) return [];
  let catalog;
  try {
    catalog = (await getCatalog(context)).entry.index;
  } catch {
    return picked.map(unknownPiece);
  }
  const wanted = new Set(picked.map((row) => row.productId));
  const cards = new Map<string, ReturnType<typeof catalog.cardOf>>();
  for (const product of catalog.products) {
    if (!wanted.has(product.id)) continue;
    cards.set(product.id, catalog.cardOf(product));
    if (cards.size === wanted.size) break;
  }
  const variantIds = [...cards.values()].flatMap((card) => card.variantIds.slice(0, MAX_VARIANTS_PER_PIECE));
  const variants = new Map<string, ResolvedVariant | null>();
  try {
    const chunks = [];
    for (let start = 0; start < variantIds.length; start += NODES_PER_QUERY)
      chunks.push(variantIds.slice(start, start + NODES_PER_QUERY));
    for (const found of await awaitAll(chunks.map((chunk) => resolveCartVariants(context, chunk))))
      for (const [id, variant] of found) variants.set(id, variant);
  } catch {
    // Unknown stock: the pieces show without an Add, the page still renders.
  }
  return picked.map((row) => {
    const card = cards.get(row.productId);
    if (!card) return unknownPiece(row);
    const options = card.variantIds.slice(0, MAX_VARIANTS_PER_PIECE).flatMap((variantId): LookPieceOption[] => {
      const variant = variants.get(variantId);
      if (!variant) return [];
      const left = variant.quantityAvailable;
      return [{ variantId, title: variant.title, available: variant.availableForSale && (left === null || left > 0) }];
    });
    const status =
      options.length === 0 ? "unknown" : options.some((option) => option.available) ? "available" : "sold-out";
    return {
      productId: row.productId,
      title: card.title,
      href: `/products/${card.handle}`,
      image: card.image ? { url: card.image.url, altText: card.image.altText } : null,
      displayPrice: card.displayPrice,
      options,
      status,
    };
  });
}
