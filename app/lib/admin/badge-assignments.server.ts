// /admin/badges: assign the spec's badge variants to catalogue products (shop
// or database), with an optional end date. Product search runs on the server
// over the catalogue the listing uses; every change is audited.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { productBadgeAssignments } from "../../../db/schema";
import { forgetAssignedBadges } from "../catalog/assigned-badges.server";
import { getCatalog } from "../catalog/catalog.server";
import { PRODUCT_BADGES } from "../catalog/display";
import type { ProductBadge } from "../catalog/types";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { awaitAll } from "../platform/await-all";

export const BADGE_PAGE_SIZE = 25;
export const PRODUCT_SEARCH_LIMIT = 12;

export type ProductMatch = { id: string; title: string; handle: string; imageUrl: string | null };

/** Catalogue products whose title contains every word of the query (case-insensitive), at most 12. */
export async function searchProductsByTitle(
  context: AppLoadContext,
  query: string,
): Promise<ProductMatch[] | "unavailable"> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  let read;
  try {
    read = await getCatalog(context);
  } catch {
    return "unavailable";
  }
  const matches: ProductMatch[] = [];
  const { index } = read.entry;
  for (const product of index.products) {
    const title = product.title.toLowerCase();
    if (words.every((word) => title.includes(word))) {
      const card = index.cardOf(product);
      matches.push({ id: product.id, title: product.title, handle: card.handle, imageUrl: card.image?.url ?? null });
      if (matches.length >= PRODUCT_SEARCH_LIMIT) break;
    }
  }
  return matches;
}

export const AssignBadgeSchema = z.object({
  productId: formText().pipe(z.string().trim().min(1, "Choose a product.").max(200)),
  productTitle: formText().pipe(z.string().trim().min(1, "Choose a product.").max(300)),
  badge: z.enum(PRODUCT_BADGES as [ProductBadge, ...ProductBadge[]], { message: "Choose a badge." }),
  endsAt: formText()
    .pipe(z.string().trim())
    .transform((value, ctx) => {
      if (value === "") return null;
      const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : value);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: "Enter a valid end date." });
        return z.NEVER;
      }
      return date.toISOString();
    }),
});

export type AssignBadgeInput = z.output<typeof AssignBadgeSchema>;

export async function listBadgeAssignments(db: Database, filters: { badge: ProductBadge | null; page: number }) {
  const where = filters.badge ? eq(productBadgeAssignments.badge, filters.badge) : undefined;
  const [rows, [{ total }]] = await awaitAll([
    db
      .select({
        id: productBadgeAssignments.id,
        productId: productBadgeAssignments.productId,
        productTitle: productBadgeAssignments.productTitle,
        badge: productBadgeAssignments.badge,
        endsAt: productBadgeAssignments.endsAt,
        assignedBy: productBadgeAssignments.assignedBy,
        createdAt: productBadgeAssignments.createdAt,
      })
      .from(productBadgeAssignments)
      .where(where)
      .orderBy(desc(productBadgeAssignments.createdAt))
      .limit(BADGE_PAGE_SIZE)
      .offset((filters.page - 1) * BADGE_PAGE_SIZE),
    db.select({ total: count() }).from(productBadgeAssignments).where(where),
  ]);
  return { assignments: rows, total, pageCount: Math.max(1, Math.ceil(total / BADGE_PAGE_SIZE)) };
}

/** Assigns a badge, or moves the end date of the same badge on the same product. */
export async function assignBadge(
  db: Database,
  input: AssignBadgeInput,
  admin: { id: string; email: string },
): Promise<void> {
  const [before] = await db
    .select({ endsAt: productBadgeAssignments.endsAt })
    .from(productBadgeAssignments)
    .where(and(eq(productBadgeAssignments.productId, input.productId), eq(productBadgeAssignments.badge, input.badge)))
    .limit(1);
  await db
    .insert(productBadgeAssignments)
    .values({ ...input, assignedBy: admin.email })
    .onConflictDoUpdate({
      target: [productBadgeAssignments.productId, productBadgeAssignments.badge],
      set: { endsAt: input.endsAt, productTitle: input.productTitle, assignedBy: admin.email },
    });
  await forgetAssignedBadges(db);
  await writeAuditEntry(db, {
    action: "product_badge_assigned",
    userId: admin.id,
    details: { productId: input.productId, badge: input.badge },
    before: before ? { badge: input.badge, endsAt: before.endsAt } : null,
    after: { badge: input.badge, endsAt: input.endsAt, productTitle: input.productTitle },
  });
}

export async function removeBadgeAssignment(db: Database, id: string, admin: { id: string }): Promise<boolean> {
  const [before] = await db
    .select({
      productId: productBadgeAssignments.productId,
      productTitle: productBadgeAssignments.productTitle,
      badge: productBadgeAssignments.badge,
      endsAt: productBadgeAssignments.endsAt,
    })
    .from(productBadgeAssignments)
    .where(eq(productBadgeAssignments.id, id))
    .limit(1);
  if (!before) return false;
  await db.delete(productBadgeAssignments).where(eq(productBadgeAssignments.id, id));
  await forgetAssignedBadges(db);
  await writeAuditEntry(db, {
    action: "product_badge_removed",
    userId: admin.id,
    details: { productId: before.productId, badge: before.badge },
    before,
    after: null,
  });
  return true;
}
