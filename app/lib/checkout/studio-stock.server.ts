// Studio stock across a draft-order checkout. `products.inventory_quantity` is
// what is on the shelf; a checkout holds pieces (studio_stock_holds), and what
// shoppers can still buy is the shelf less every held piece. Holding is one
// conditional insert per piece inside a write transaction, so two shoppers can
// never both hold the last one; the orders/create webhook takes the pieces off
// the shelf (once, whatever the retries); an expired checkout releases them.
import type { InStatement } from "@libsql/client/web";
import { and, eq, inArray, sql } from "drizzle-orm";
import { studioStockHolds } from "../../../db/schema";
import { libsqlClientOf, type Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import type { SoldStudioLine, StudioLine } from "./draft-order-input";
import { awaitAll } from "../platform/await-all";

/** Pieces held by open checkouts, per products.id (a product nobody holds is absent). */
export async function heldStudioQuantities(db: Database, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: studioStockHolds.productId, held: sql<number>`sum(${studioStockHolds.quantity})` })
    .from(studioStockHolds)
    .where(and(inArray(studioStockHolds.productId, [...productIds]), eq(studioStockHolds.state, "held")))
    .groupBy(studioStockHolds.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.held)]));
}

/** The checkout row to write with its holds, in the same transaction. */
export type CheckoutRow = { sql: string; args: (string | number | null)[] };

/**
 * Writes `checkout` and holds every studio line for it, all or nothing: each hold is inserted only while the
 * product is active and its shelf less what others hold still covers it. Answers the first product that could
 * not be held (sold out, switched off or held by someone else since the cart was read), or null when all were.
 */
export async function holdStudioStock(
  db: Database,
  checkoutId: string,
  checkout: CheckoutRow,
  lines: readonly StudioLine[],
): Promise<{ refusedProductId: string | null }> {
  const tx = await libsqlClientOf(db).transaction("write");
  try {
    await tx.execute(checkout);
    for (const line of lines) {
      const held = await tx.execute({
        sql: `insert into studio_stock_holds (id, checkout_id, product_id, quantity, state)
              select ?, ?, p.id, ?, 'held' from products p
              where p.id = ? and p.is_active = 1
                and p.inventory_quantity - coalesce(
                  (select sum(h.quantity) from studio_stock_holds h where h.product_id = p.id and h.state = 'held'), 0
                ) >= ?`,
        args: [crypto.randomUUID(), checkoutId, line.quantity, line.productId, line.quantity],
      });
      if (held.rowsAffected === 0) {
        await tx.rollback();
        return { refusedProductId: line.productId };
      }
    }
    await tx.commit();
    return { refusedProductId: null };
  } catch (error) {
    await tx.rollback().catch(() => {});
    throw error;
  } finally {
    tx.close();
  }
}

/**
 * The statements that let a checkout's pieces go (its draft is gone or was never made), to run in one batch with
 * the checkout's own status change; a piece already taken by an order stays taken.
 */
export function releaseHoldsStatement(checkoutId: string): InStatement {
  return {
    sql: "update studio_stock_holds set state = 'released' where checkout_id = ? and state = 'held'",
    args: [checkoutId],
  };
}

/**
 * Takes what an order bought off the shelf, once: the statements run in one transaction and only while the
 * checkout has no order yet, so a replayed or concurrent delivery of the same order changes nothing. The holds
 * become taken (or, if the checkout had expired first, the shelf is lowered all the same: the piece was sold).
 * Every move is written to the audit log.
 */
export async function takeSoldStudioStock(
  db: Database,
  sale: { checkoutId: string; shopifyOrderId: string; orderNumber: string; lines: readonly SoldStudioLine[] },
): Promise<{ taken: boolean }> {
  const stillOpen = "exists (select 1 from checkout_drafts where id = ? and shopify_order_id is null)";
  const now = new Date().toISOString();
  const statements: InStatement[] = [
    ...sale.lines.map((line) => ({
      sql: `update products set inventory_quantity = inventory_quantity - ?, updated_at = ?
            where id = ? and ${stillOpen} returning id, inventory_quantity`,
      args: [line.quantity, now, line.productId, sale.checkoutId],
    })),
    {
      sql: `update studio_stock_holds set state = 'taken' where checkout_id = ? and state <> 'taken' and ${stillOpen}`,
      args: [sale.checkoutId, sale.checkoutId],
    },
    {
      sql: `update checkout_drafts set status = 'completed', shopify_order_id = ?, settled_at = ?
            where id = ? and shopify_order_id is null`,
      args: [sale.shopifyOrderId, now, sale.checkoutId],
    },
  ];
  const results = await libsqlClientOf(db).batch(statements, "write");
  const settled = results[results.length - 1]!.rowsAffected > 0;
  if (!settled) return { taken: false };
  await awaitAll(
    sale.lines.map((line, index) => {
      const row = results[index]!.rows[0];
      if (!row) return null;
      const after = Number(row.inventory_quantity);
      return recordStudioStockMove(db, {
        productId: line.productId,
        title: line.title,
        change: -line.quantity,
        after,
        reason: "sold",
        reference: { order: sale.orderNumber, checkout: sale.checkoutId },
      });
    }),
  );
  return { taken: true };
}

/**
 * One audit entry for a change to a studio piece's shelf stock, with the quantity before and after. The
 * studio admin (issue 45) records its edits through the same kind of entry; the two are meant to be one
 * function once both are in.
 */
export async function recordStudioStockMove(
  db: Database,
  move: {
    productId: string;
    title: string;
    change: number;
    after: number;
    reason: "sold";
    reference: Record<string, string>;
    userId?: string | null;
  },
): Promise<void> {
  await writeAuditEntry(db, {
    action: "studio_stock_moved",
    userId: move.userId ?? null,
    details: {
      productId: move.productId,
      title: move.title,
      change: move.change,
      reason: move.reason,
      ...move.reference,
      ...(move.after < 0 ? { oversold: -move.after } : {}),
    },
    before: { inventoryQuantity: move.after - move.change },
    after: { inventoryQuantity: move.after },
  });
}
