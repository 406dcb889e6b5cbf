// The studio's categories (the database's `categories`): each active one is a
// collection of the shop (/collections/{slug}), in `sort_order`, holding the
// pieces linked to it. Create, rename, order and switch on or off; every change
// is audited and told to the shop.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { asc, count, eq, max } from "drizzle-orm";
import { categories, productCategories } from "../../../db/schema";
import { isUniqueViolation, type Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { slugOfTitle } from "../looks/look-form";
import { StudioPieceError } from "./studio-pieces.server";
import { showStudioChangeInShop } from "./studio-shop.server";
import { awaitAll } from "../platform/await-all";

export type StudioCategory = typeof categories.$inferSelect & { pieceCount: number };

export async function listStudioCategories(db: Database): Promise<StudioCategory[]> {
  const [rows, counts] = await awaitAll([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select({ categoryId: productCategories.categoryId, pieces: count() })
      .from(productCategories)
      .groupBy(productCategories.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.pieces]));
  return rows.map((row) => ({ ...row, pieceCount: countOf.get(row.id) ?? 0 }));
}

async function requireCategory(db: Database, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new StudioPieceError("That category no longer exists.", 404);
  return row;
}

export async function createStudioCategory(
  context: AppLoadContext,
  input: { name: string; slug: string },
  userId: string,
) {
  const { db } = context;
  const slug = input.slug || slugOfTitle(input.name);
  if (!slug) throw new StudioPieceError("Give the category a slug made of letters or digits.", 400, "slug");
  const slugTaken = () =>
    new StudioPieceError(`Another category already uses the slug "${slug}". Choose another.`, 409, "slug");
  const [taken] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (taken) throw slugTaken();
  const [{ highest }] = await db.select({ highest: max(categories.sortOrder) }).from(categories);
  let created: typeof categories.$inferSelect;
  try {
    [created] = await db
      .insert(categories)
      .values({ name: input.name, slug, sortOrder: (highest ?? 0) + 1, isActive: true })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, "categories.slug")) throw slugTaken();
    throw error;
  }
  await writeAuditEntry(db, {
    action: "studio_category_created",
    userId,
    details: { categoryId: created.id },
    after: { name: created.name, slug: created.slug, sortOrder: created.sortOrder, isActive: created.isActive },
  });
  await showStudioChangeInShop(context);
  return created;
}

export async function renameStudioCategory(context: AppLoadContext, id: string, name: string, userId: string) {
  const before = await requireCategory(context.db, id);
  if (before.name === name) return before;
  const [after] = await context.db.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  await writeAuditEntry(context.db, {
    action: "studio_category_renamed",
    userId,
    details: { categoryId: id, slug: before.slug },
    before: { name: before.name },
    after: { name: after.name },
  });
  await showStudioChangeInShop(context);
  return after;
}

export async function setStudioCategoryActive(context: AppLoadContext, id: string, isActive: boolean, userId: string) {
  const before = await requireCategory(context.db, id);
  const [after] = await context.db.update(categories).set({ isActive }).where(eq(categories.id, id)).returning();
  await writeAuditEntry(context.db, {
    action: isActive ? "studio_category_activated" : "studio_category_deactivated",
    userId,
    details: { categoryId: id, slug: before.slug },
    before: { isActive: before.isActive },
    after: { isActive: after.isActive },
  });
  await showStudioChangeInShop(context);
  return after;
}

/** Moves a category a place up or down, numbering every category's sort_order 1..n in the new order. */
export async function moveStudioCategory(
  context: AppLoadContext,
  id: string,
  direction: "up" | "down",
  userId: string,
): Promise<void> {
  const { db } = context;
  const rows = await listStudioCategories(db);
  const index = rows.findIndex((row) => row.id === id);
  if (index === -1) throw new StudioPieceError("That category no longer exists.", 404);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= rows.length) return;
  const order = rows.map((row) => row.id);
  [order[index], order[target]] = [order[target], order[index]];
  await db.batch(
    order.map((categoryId, position) =>
      db
        .update(categories)
        .set({ sortOrder: position + 1 })
        .where(eq(categories.id, categoryId)),
    ) as never,
  );
  await writeAuditEntry(db, {
    action: "studio_categories_reordered",
    userId,
    details: { categoryId: id, direction },
    before: rows.map((row) => ({ slug: row.slug, sortOrder: row.sortOrder })),
    after: order.map((categoryId, position) => ({
      slug: rows.find((row) => row.id === categoryId)?.slug,
      sortOrder: position + 1,
    })),
  });
  await showStudioChangeInShop(context);
}
