// The studio's own pieces (the database's `products`, shown in the shop as
// `db_` products) as the admin manages them: the list with its filters, one
// piece's details, create, save and taking a piece off sale. Every change is
// audited with the values before and after, and told to the shop
// (showStudioChangeInShop). Stock moves go through studio-stock.server.ts.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, asc, count, desc, eq, inArray, like, lte, or, sql, type SQL } from "drizzle-orm";
import { categories, productCategories, products, productSlugRedirects } from "../../../db/schema";
import { ADMIN_PAGE_SIZE, parseListSort, type ListSort } from "../admin/admin-list";
import { getCatalog } from "../catalog/catalog.server";
import { isUniqueViolation, type Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { writeAuditEntry } from "../security/events.server";
import { slugOfPiece, type StudioPieceField, type StudioPieceInput } from "./studio-piece-form";
import { STUDIO_LOW_STOCK_THRESHOLD, studioPieceStatusOf, type StudioPieceStatus } from "./studio-piece-status";
import { showStudioChangeInShop } from "./studio-shop.server";
import { moveStudioStock } from "./studio-stock.server";
import { awaitAll } from "../platform/await-all";
import { parsePageNumber } from "../platform/page-number";

export type StudioPiece = typeof products.$inferSelect;
export type StudioPieceWithCategories = StudioPiece & { categoryIds: string[] };

export class StudioPieceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The form field the refusal concerns (the page shows it there), or null for the form as a whole. */
    readonly field: StudioPieceField | "file" | "altText" | null = null,
  ) {
    super(message);
  }
}

export const STUDIO_SORT_KEYS = ["name", "price", "stock", "updated"] as const;
export type StudioSortKey = (typeof STUDIO_SORT_KEYS)[number];
export const STUDIO_STATUSES = ["active", "draft", "sold-out"] as const;

export type StudioListFilters = {
  q: string;
  category: string;
  status: StudioPieceStatus | "";
  sort: ListSort<StudioSortKey>;
  page: number;
};

export type StudioListRow = {
  id: string;
  name: string;
  slug: string;
  price: number;
  comparePrice: number | null;
  inventoryQuantity: number;
  status: StudioPieceStatus;
  featured: boolean;
  image: string | null;
  categoryNames: string[];
  updatedAt: string;
};

/** The list's filters from its URL; anything unknown is the default (all pieces, recently updated first). */
export function parseStudioListFilters(url: URL): StudioListFilters {
  const params = url.searchParams;
  const status = params.get("status") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: (params.get("category") ?? "").slice(0, 64),
    status: (STUDIO_STATUSES as readonly string[]).includes(status) ? (status as StudioPieceStatus) : "",
    sort: parseListSort(params, STUDIO_SORT_KEYS, { key: "updated", direction: "desc" }),
    page: parsePageNumber(params.get("page")),
  };
}

function statusCondition(status: StudioListFilters["status"]): SQL | undefined {
  if (status === "draft") return eq(products.isActive, false);
  if (status === "sold-out") return and(eq(products.isActive, true), lte(products.inventoryQuantity, 0));
  if (status === "active") return and(eq(products.isActive, true), sql`${products.inventoryQuantity} > 0`);
  return undefined;
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  stock: products.inventoryQuantity,
  updated: products.updatedAt,
} as const;

/** One page of the admin's list: matching name, slug or tags; in a category; by status; sorted as asked. */
export async function listStudioPieces(
  db: Database,
  filters: StudioListFilters,
): Promise<{ rows: StudioListRow[]; total: number }> {
  const text = filters.q ? `%${filters.q.toLowerCase().replace(/[%_]/g, "")}%` : null;
  const where = and(
    text
      ? or(
          like(sql`lower(${products.name})`, text),
          like(products.slug, text),
          like(sql`lower(${products.tags})`, text),
        )
      : undefined,
    filters.category
      ? inArray(
          products.id,
          db
            .select({ id: productCategories.productId })
            .from(productCategories)
            .where(eq(productCategories.categoryId, filters.category)),
        )
      : undefined,
    statusCondition(filters.status),
  );
  const column = SORT_COLUMNS[filters.sort.key];
  const order = filters.sort.direction === "desc" ? desc(column) : asc(column);
  const [rows, [{ total }]] = await awaitAll([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        price: products.price,
        comparePrice: products.comparePrice,
        inventoryQuantity: products.inventoryQuantity,
        isActive: products.isActive,
        featured: products.featured,
        images: products.images,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(where)
      .orderBy(order, asc(products.name))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  const links = rows.length
    ? await db
        .select({ productId: productCategories.productId, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(
          inArray(
            productCategories.productId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(categories.sortOrder))
    : [];
  return {
    total,
    rows: rows.map(({ images, isActive, ...row }) => ({
      ...row,
      status: studioPieceStatusOf({ isActive, inventoryQuantity: row.inventoryQuantity }),
      image: images[0] ?? null,
      categoryNames: links.filter((link) => link.productId === row.id).map((link) => link.name),
    })),
  };
}

export async function findStudioPiece(db: Database, id: string): Promise<StudioPieceWithCategories | null> {
  const [piece] = await db.select().from(products).where(eq(products.id, id));
  if (!piece) return null;
  const links = await db
    .select({ categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, id));
  return { ...piece, categoryIds: links.map((link) => link.categoryId) };
}

export async function requireStudioPiece(db: Database, id: string): Promise<StudioPieceWithCategories> {
  const piece = await findStudioPiece(db, id);
  if (!piece) throw new StudioPieceError("That studio piece no longer exists.", 404);
  return piece;
}

/** Pieces on sale with at most STUDIO_LOW_STOCK_THRESHOLD left, fewest first (the dashboard's low-stock line). */
export async function listLowStockStudioPieces(
  db: Database,
  limit = 5,
): Promise<{ pieces: { id: string; name: string; inventoryQuantity: number }[]; total: number }> {
  const where = and(eq(products.isActive, true), lte(products.inventoryQuantity, STUDIO_LOW_STOCK_THRESHOLD));
  const [pieces, [{ total }]] = await awaitAll([
    db
      .select({ id: products.id, name: products.name, inventoryQuantity: products.inventoryQuantity })
      .from(products)
      .where(where)
      .orderBy(asc(products.inventoryQuantity), asc(products.name))
      .limit(limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { pieces, total };
}

const slugTakenError = (slug: string) =>
  new StudioPieceError(`Another studio piece already uses the slug "${slug}". Choose another.`, 409, "slug");

/**
 * A slug is free when no other piece has it and no product of the shop's (Storefront) catalogue answers
 * /products/{slug}: a studio piece would hide it there. The catalogue is checked only when it can be read.
 */
async function assertSlugFree(context: AppLoadContext, slug: string, exceptId: string | null): Promise<void> {
  const [taken] = await context.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) throw slugTakenError(slug);
  try {
    const { entry } = await getCatalog(context);
    const shopProduct = entry.index.products.find(
      (item) => !item.id.startsWith("db_") && entry.index.handleOf(item) === slug,
    );
    if (shopProduct)
      throw new StudioPieceError(
        `A product in the shop already answers /products/${slug}. Choose another slug.`,
        409,
        "slug",
      );
  } catch (error) {
    if (error instanceof StudioPieceError) throw error;
    logger.warn("Studio piece slug not checked against the shop's catalogue", { error });
  }
}

async function assertCategoriesExist(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  if (found.length !== new Set(ids).size)
    throw new StudioPieceError(
      "A chosen category no longer exists. Reload the page and choose again.",
      400,
      "categoryIds",
    );
}

/** The columns a details save writes (stock is moved on its own, see studio-stock.server.ts). */
function detailColumns(input: StudioPieceInput, slug: string) {
  return {
    name: input.name,
    slug,
    shortDescription: input.shortDescription || null,
    description: input.description,
    price: input.price,
    comparePrice: input.comparePrice,
    tags: input.tags,
    specifications: Object.keys(input.specifications).length ? input.specifications : null,
    dimensions: input.dimensions || null,
    isActive: input.isActive,
    featured: input.featured,
  };
}

type DetailColumns = ReturnType<typeof detailColumns>;

export async function createStudioPiece(
  context: AppLoadContext,
  input: StudioPieceInput,
  userId: string,
): Promise<StudioPiece> {
  const { db } = context;
  const slug = slugOfPiece(input);
  if (!slug)
    throw new StudioPieceError("Give the piece a slug made of letters or digits, like moon-vase.", 400, "slug");
  await assertSlugFree(context, slug, null);
  await assertCategoriesExist(db, input.categoryIds);
  const id = crypto.randomUUID();
  const values = detailColumns(input, slug);
  try {
    await db.batch([
      db.insert(products).values({ id, ...values, inventoryQuantity: 0 }),
      // The address is this piece's now, whatever piece had it before.
      db.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, slug)),
      ...input.categoryIds.map((categoryId) => db.insert(productCategories).values({ productId: id, categoryId })),
    ] as never);
  } catch (error) {
    if (isUniqueViolation(error, "products.slug")) throw slugTakenError(slug);
    throw error;
  }
  await writeAuditEntry(db, {
    action: "studio_piece_created",
    userId,
    details: { productId: id },
    after: { ...values, categoryIds: input.categoryIds },
  });
  if (input.inventoryQuantity > 0)
    await moveStudioStock(
      db,
      id,
      { kind: "set", quantity: input.inventoryQuantity, expected: 0 },
      { reason: "count", userId },
    );
  await showStudioChangeInShop(context);
  return (await requireStudioPiece(db, id)) as StudioPiece;
}

/** What changed, field by field, for the audit entry. */
function changedValues(
  before: DetailColumns & { categoryIds: string[] },
  after: DetailColumns & { categoryIds: string[] },
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changed.before[key] = before[key];
    changed.after[key] = after[key];
  }
  return changed;
}

/**
 * Saves the details form. Stock changes only when the admin changed the count, and only from the count the
 * page showed: a piece sold meanwhile is not counted back (409, nothing saved).
 */
export async function updateStudioPiece(
  context: AppLoadContext,
  id: string,
  input: StudioPieceInput,
  userId: string,
): Promise<StudioPiece> {
  const { db } = context;
  const before = await requireStudioPiece(db, id);
  const slug = slugOfPiece(input);
  if (!slug)
    throw new StudioPieceError("Give the piece a slug made of letters or digits, like moon-vase.", 400, "slug");
  if (slug !== before.slug) await assertSlugFree(context, slug, id);
  await assertCategoriesExist(db, input.categoryIds);
  const seen = input.stockSeen ?? before.inventoryQuantity;
  if (input.inventoryQuantity !== seen) {
    const moved = await moveStudioStock(
      db,
      id,
      { kind: "set", quantity: input.inventoryQuantity, expected: seen },
      { reason: "count", userId },
    );
    if (!moved.ok && moved.reason === "missing") throw new StudioPieceError("That studio piece no longer exists.", 404);
    if (!moved.ok)
      throw new StudioPieceError(
        `The stock changed from ${seen} to ${moved.current} while you were editing (a sale, or another admin). Nothing was saved: check the count and save again.`,
        409,
        "inventoryQuantity",
      );
  }
  const values = detailColumns(input, slug);
  try {
    await db.batch([
      db
        .update(products)
        .set({ ...values, updatedAt: new Date().toISOString() })
        .where(eq(products.id, id)),
      db.delete(productCategories).where(eq(productCategories.productId, id)),
      ...input.categoryIds.map((categoryId) => db.insert(productCategories).values({ productId: id, categoryId })),
      ...(slug === before.slug
        ? []
        : [
            // The old address answers 301 to the new one; the new one is this piece's, whoever had it before.
            db.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, slug)),
            db
              .insert(productSlugRedirects)
              .values({ oldSlug: before.slug, productId: id })
              .onConflictDoUpdate({
                target: productSlugRedirects.oldSlug,
                set: { productId: id, createdAt: new Date().toISOString() },
              }),
          ]),
    ] as never);
  } catch (error) {
    if (isUniqueViolation(error, "products.slug")) throw slugTakenError(slug);
    throw error;
  }
  const change = changedValues(
    { ...detailColumns(pieceAsInput(before), before.slug), categoryIds: [...before.categoryIds].sort() },
    { ...values, categoryIds: [...input.categoryIds].sort() },
  );
  if (Object.keys(change.after).length)
    await writeAuditEntry(db, { action: "studio_piece_updated", userId, details: { productId: id }, ...change });
  await showStudioChangeInShop(context);
  return (await requireStudioPiece(db, id)) as StudioPiece;
}

/** A saved piece in the parsed form's shape, so before and after compare like for like. */
function pieceAsInput(piece: StudioPieceWithCategories): StudioPieceInput {
  return {
    name: piece.name,
    slug: piece.slug,
    shortDescription: piece.shortDescription ?? "",
    description: piece.description,
    price: piece.price,
    comparePrice: piece.comparePrice,
    tags: piece.tags,
    specifications: piece.specifications ?? {},
    dimensions: piece.dimensions ?? "",
    inventoryQuantity: piece.inventoryQuantity,
    stockSeen: piece.inventoryQuantity,
    isActive: piece.isActive,
    featured: piece.featured,
    categoryIds: piece.categoryIds,
  };
}

/** Puts a piece on sale or takes it off sale (a draft): the shop shows it, or stops showing and selling it. */
export async function setStudioPieceOnSale(
  context: AppLoadContext,
  id: string,
  onSale: boolean,
  userId: string,
): Promise<StudioPiece> {
  const { db } = context;
  const before = await requireStudioPiece(db, id);
  const [after] = await db
    .update(products)
    .set({ isActive: onSale, updatedAt: new Date().toISOString() })
    .where(eq(products.id, id))
    .returning();
  await writeAuditEntry(db, {
    action: onSale ? "studio_piece_put_on_sale" : "studio_piece_taken_off_sale",
    userId,
    details: { productId: id, slug: before.slug },
    before: { isActive: before.isActive },
    after: { isActive: after.isActive },
  });
  await showStudioChangeInShop(context);
  return after;
}
