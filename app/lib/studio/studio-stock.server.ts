// Every change to a studio piece's stock (`products.inventory_quantity`) goes
// through `moveStudioStock`: the admin's count, and the checkout's reservations,
// releases and sales. Each move is one conditional UPDATE (so two moves at once
// never lose one, and stock never goes below zero) and one audit row with who,
// why and the quantity before and after.
import { and, eq, gte, sql } from "drizzle-orm";
import { products } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";

/**
 * Why the stock moved. The admin counts (`count`); the checkout reserves a piece when a draft order is made,
 * releases it when the draft expires and takes it when the order is paid (issue 42 may add its own reasons).
 */
export type StudioStockReason = "count" | "reserved" | "released" | "sold" | "returned" | (string & {});

export type StudioStockMove =
  /** Set the stock to `quantity`, only if it still is `expected` (what the admin's page showed). */
  | { kind: "set"; quantity: number; expected: number }
  /** Add (positive) or take (negative) this many; refused rather than going below zero. */
  | { kind: "adjust"; change: number };

export type StudioStockResult =
  | { ok: true; before: number; after: number }
  /** missing: no such piece; changed: not `expected` any more; short: fewer left than a negative change takes */
  | { ok: false; reason: "missing" | "changed" | "short"; current: number | null };

export const STUDIO_STOCK_AUDIT_ACTION = "studio_stock_moved";

/**
 * Moves one piece's stock and records it. `userId` is the admin (null for the checkout's own moves:
 * `details` can name the order or draft). The piece's `updated_at` is left alone: a sale does not make
 * a piece "recently updated" in the shop's sort.
 */
export async function moveStudioStock(
  db: Database,
  productId: string,
  move: StudioStockMove,
  record: { reason: StudioStockReason; userId: string | null; details?: Record<string, unknown> },
): Promise<StudioStockResult> {
  if (move.kind === "set" && (!Number.isInteger(move.quantity) || move.quantity < 0))
    throw new RangeError("A stock count is a whole number of 0 or more");
  if (move.kind === "adjust" && !Number.isInteger(move.change)) throw new RangeError("A stock change is whole");
  const changed =
    move.kind === "set"
      ? await db
          .update(products)
          .set({ inventoryQuantity: move.quantity })
          .where(and(eq(products.id, productId), eq(products.inventoryQuantity, move.expected)))
          .returning({ after: products.inventoryQuantity, slug: products.slug })
      : await db
          .update(products)
          .set({ inventoryQuantity: sql`${products.inventoryQuantity} + ${move.change}` })
          .where(and(eq(products.id, productId), gte(products.inventoryQuantity, Math.max(0, -move.change))))
          .returning({ after: products.inventoryQuantity, slug: products.slug });
  const [row] = changed;
  if (!row) {
    const [current] = await db
      .select({ quantity: products.inventoryQuantity })
      .from(products)
      .where(eq(products.id, productId));
    if (!current) return { ok: false, reason: "missing", current: null };
    return { ok: false, reason: move.kind === "set" ? "changed" : "short", current: current.quantity };
  }
  const before = move.kind === "set" ? move.expected : row.after - move.change;
  await writeAuditEntry(db, {
    action: STUDIO_STOCK_AUDIT_ACTION,
    userId: record.userId,
    details: { ...record.details, productId, slug: row.slug, reason: record.reason },
    before: { inventoryQuantity: before },
    after: { inventoryQuantity: row.after },
  });
  return { ok: true, before, after: row.after };
}
