// A cart holding studio pieces checks out through a Shopify draft order: the
// pieces are held, the draft is made with the Admin API, and the shopper pays
// its invoice on Shopify's hosted checkout. The checkout's life:
//   pending (pieces held) -> open (draft made) -> completed (orders webhook took the pieces)
//                                              -> paid (Shopify says paid; the webhook is on its way)
//                                              -> expired (draft deleted, pieces released)
// A failed draft leaves nothing behind: the holds and the row go, the cart stays.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import { checkoutDrafts, studioStockHolds } from "../../../db/schema";
import type { CartView } from "../cart/cart-view";
import { libsqlClientOf, type Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { createRequestIo } from "../platform/request-io.server";
import type { JobContext } from "../worker/job-context.server";
import type { ShopifyOrderPayload } from "../orders/order-payload";
import { AdminApiError, createAdminApi, type AdminApi } from "./admin-api.server";
import {
  DRAFT_ORDER_CREATE,
  DRAFT_ORDER_DELETE,
  DRAFT_ORDER_STATUS,
  type DraftOrderCreateAnswer,
  type DraftOrderDeleteAnswer,
  type DraftOrderStatusAnswer,
} from "./draft-order-admin-documents";
import { checkoutSaleOf, sellableLines, studioLinesOf, toDraftOrderInput } from "./draft-order-input";
import { releaseHoldsStatement, holdStudioStock, takeSoldStudioStock } from "./studio-stock.server";

/** How long a checkout holds its studio pieces; the expiry job (every 5 minutes) lets them go after this. */
export const CHECKOUT_HOLD_MINUTES = 30;
/** One Admin API call; a shopper is waiting on the hand-off. */
export const ADMIN_API_CALL_DEADLINE_MS = 8_000;

export type DraftHandOff =
  | { kind: "invoice"; invoiceUrl: string; checkoutId: string }
  /** A studio piece could not be held: sold out, switched off or held by another shopper since the cart was read */
  | { kind: "sold-out"; productId: string }
  /** Shopify could not be reached, or answered with an error (down, 5xx, deadline) */
  | { kind: "unavailable"; detail: string }
  /** Shopify answered, but refused the draft (userErrors) */
  | { kind: "refused"; detail: string };

/** Holds the cart's studio pieces, makes the draft order and answers where the shopper pays. */
export async function handOffThroughDraftOrder(
  context: AppLoadContext,
  checkout: { cart: CartView; email: string | null; userId: string | null; previousCheckoutId: string | null },
): Promise<DraftHandOff> {
  const { db } = context;
  const adminApi = createAdminApi({
    ...context.config.adminApi,
    fetch: context.requestIo.fetchWithDeadline(ADMIN_API_CALL_DEADLINE_MS),
  });
  // The same browser's last draft goes first, so its own hold never stands in the way.
  if (checkout.previousCheckoutId) await supersedeCheckout(db, adminApi, checkout.previousCheckoutId);

  const checkoutId = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + CHECKOUT_HOLD_MINUTES * 60_000);
  const input = toDraftOrderInput(checkout.cart, {
    checkoutId,
    email: checkout.email,
    siteUrl: context.config.SITE_URL,
    expiresAt,
  });
  const lines = sellableLines(checkout.cart).map((line) => ({
    title: line.variant!.productTitle,
    variantTitle: line.variant!.title === "Default" ? null : line.variant!.title,
    quantity: line.quantity,
    price: line.variant!.price,
    studio: line.variant!.source === "database",
  }));
  const { refusedProductId } = await holdStudioStock(
    db,
    checkoutId,
    {
      sql: `insert into checkout_drafts (id, status, email, user_id, lines, discount_code, note, expires_at)
            values (?, 'pending', ?, ?, ?, ?, ?, ?)`,
      args: [
        checkoutId,
        checkout.email,
        checkout.userId,
        JSON.stringify(lines),
        input.discountCodes?.[0] ?? null,
        input.note ?? null,
        expiresAt.toISOString(),
      ],
    },
    studioLinesOf(checkout.cart),
  );
  if (refusedProductId) return { kind: "sold-out", productId: refusedProductId };

  let answer: DraftOrderCreateAnswer;
  try {
    answer = await adminApi.request<DraftOrderCreateAnswer>(DRAFT_ORDER_CREATE, { input });
  } catch (error) {
    await forgetCheckout(db, checkoutId);
    if (!(error instanceof AdminApiError)) throw error;
    logger.error("Draft order not made: the Admin API failed", { error: error.message, kind: error.kind });
    return { kind: "unavailable", detail: error.message };
  }
  const draft = answer.draftOrderCreate?.draftOrder;
  if (!draft?.invoiceUrl) {
    await forgetCheckout(db, checkoutId);
    const detail =
      answer.draftOrderCreate?.userErrors.map((error) => error.message).join("; ") || "no draft in the answer";
    logger.error("Draft order refused by the Admin API", { detail });
    return { kind: "refused", detail };
  }
  await db
    .update(checkoutDrafts)
    .set({
      status: "open",
      shopifyDraftId: draft.id,
      draftName: draft.name,
      invoiceUrl: draft.invoiceUrl,
      totalPrice: draft.totalPriceSet.shopMoney.amount,
      currency: draft.totalPriceSet.shopMoney.currencyCode,
    })
    .where(eq(checkoutDrafts.id, checkoutId));
  return { kind: "invoice", invoiceUrl: draft.invoiceUrl, checkoutId };
}

/** A hand-off that never became a draft: its holds and its row go, as if it had not been tried. */
async function forgetCheckout(db: Database, checkoutId: string): Promise<void> {
  await db.batch([
    db.delete(studioStockHolds).where(eq(studioStockHolds.checkoutId, checkoutId)),
    db.delete(checkoutDrafts).where(eq(checkoutDrafts.id, checkoutId)),
  ]);
}

type CheckoutToLetGo = { id: string; shopifyDraftId: string | null };

/**
 * Lets a checkout's draft go and releases its pieces, unless the shopper paid: a completed draft keeps its
 * pieces (marked paid) for the order webhook to take. Answers what happened; an Admin API failure throws
 * AdminApiError and leaves everything as it was.
 */
async function letCheckoutGo(
  db: Database,
  adminApi: AdminApi,
  checkout: CheckoutToLetGo,
): Promise<"released" | "paid" | "kept"> {
  if (checkout.shopifyDraftId) {
    const { draftOrder } = await adminApi.request<DraftOrderStatusAnswer>(DRAFT_ORDER_STATUS, {
      id: checkout.shopifyDraftId,
    });
    if (draftOrder?.status === "COMPLETED") {
      await db
        .update(checkoutDrafts)
        .set({ status: "paid" })
        .where(and(eq(checkoutDrafts.id, checkout.id), eq(checkoutDrafts.status, "open")));
      return "paid";
    }
    if (draftOrder) {
      const deleted = await adminApi.request<DraftOrderDeleteAnswer>(DRAFT_ORDER_DELETE, {
        input: { id: checkout.shopifyDraftId },
      });
      // Refused (paid in the meantime, say): the next run reads its status again.
      if (!deleted.draftOrderDelete?.deletedId) return "kept";
    }
  }
  await libsqlClientOf(db).batch(
    [
      releaseHoldsStatement(checkout.id),
      {
        sql: `update checkout_drafts set status = 'expired', settled_at = ?
              where id = ? and status in ('pending', 'open')`,
        args: [new Date().toISOString(), checkout.id],
      },
    ],
    "write",
  );
  return "released";
}

async function supersedeCheckout(db: Database, adminApi: AdminApi, checkoutId: string): Promise<void> {
  const [previous] = await db
    .select({ id: checkoutDrafts.id, shopifyDraftId: checkoutDrafts.shopifyDraftId })
    .from(checkoutDrafts)
    .where(and(eq(checkoutDrafts.id, checkoutId), eq(checkoutDrafts.status, "open")));
  if (!previous) return;
  try {
    await letCheckoutGo(db, adminApi, previous);
  } catch (error) {
    // Its pieces stay held until the expiry job lets them go; the new checkout still goes ahead.
    logger.warn("The previous draft could not be let go", { error: String(error) });
  }
}

/** Checkouts the expiry job looks at per run: each costs up to two Admin API calls. */
export const EXPIRED_CHECKOUTS_PER_RUN = 25;

/** The scheduled job: expired checkouts' drafts are deleted and their pieces released (paid ones kept). */
export async function releaseExpiredCheckouts(
  db: Database,
  adminApi: AdminApi,
  now: Date,
): Promise<{ released: number; paid: number; kept: number; failed: number }> {
  const due = await db
    .select({ id: checkoutDrafts.id, shopifyDraftId: checkoutDrafts.shopifyDraftId })
    .from(checkoutDrafts)
    .where(and(inArray(checkoutDrafts.status, ["pending", "open"]), lt(checkoutDrafts.expiresAt, now.toISOString())))
    .orderBy(checkoutDrafts.expiresAt)
    .limit(EXPIRED_CHECKOUTS_PER_RUN);
  const counts = { released: 0, paid: 0, kept: 0, failed: 0 };
  for (const checkout of due) {
    try {
      counts[await letCheckoutGo(db, adminApi, checkout)]++;
    } catch (error) {
      counts.failed++;
      logger.error("An expired checkout could not be let go", { checkout: checkout.id, error: String(error) });
    }
  }
  if (counts.failed > 0 && counts.failed === due.length)
    throw new Error(`No expired checkout could be let go (${counts.failed}): the Admin API is failing`);
  return counts;
}

/** Completed and expired checkouts are kept this long for the owner, then go (daily retention). */
export const SETTLED_CHECKOUT_RETENTION_DAYS = 90;

export async function deleteSettledCheckouts(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SETTLED_CHECKOUT_RETENTION_DAYS * 86_400_000).toISOString();
  const old = db
    .select({ id: checkoutDrafts.id })
    .from(checkoutDrafts)
    .where(and(inArray(checkoutDrafts.status, ["completed", "expired"]), lt(checkoutDrafts.createdAt, cutoff)));
  const [, deleted] = await db.batch([
    db.delete(studioStockHolds).where(inArray(studioStockHolds.checkoutId, old)),
    db.delete(checkoutDrafts).where(inArray(checkoutDrafts.id, old)),
  ]);
  return deleted.rowsAffected;
}

/**
 * The orders/create webhook's part for a draft-order checkout: the order names our checkout in its note
 * attributes and its studio lines by their line properties; their pieces come off the shelf once.
 */
export async function settleCheckoutOrder(db: Database, order: ShopifyOrderPayload): Promise<{ taken: boolean }> {
  const sale = checkoutSaleOf(order);
  if (!sale) return { taken: false };
  return takeSoldStudioStock(db, {
    ...sale,
    shopifyOrderId: order.id,
    orderNumber: order.name ?? order.order_number ?? order.id,
  });
}

export type UnpaidCheckout = Pick<
  typeof checkoutDrafts.$inferSelect,
  "id" | "status" | "draftName" | "email" | "lines" | "totalPrice" | "currency" | "createdAt" | "expiresAt"
>;

/** What the owner sees beside the orders: checkouts not (yet) paid for, newest first, from the last week. */
export async function listUnpaidCheckouts(db: Database, now = new Date()): Promise<UnpaidCheckout[]> {
  const since = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  return db
    .select({
      id: checkoutDrafts.id,
      status: checkoutDrafts.status,
      draftName: checkoutDrafts.draftName,
      email: checkoutDrafts.email,
      lines: checkoutDrafts.lines,
      totalPrice: checkoutDrafts.totalPrice,
      currency: checkoutDrafts.currency,
      createdAt: checkoutDrafts.createdAt,
      expiresAt: checkoutDrafts.expiresAt,
    })
    .from(checkoutDrafts)
    .where(and(ne(checkoutDrafts.status, "completed"), gte(checkoutDrafts.createdAt, since)))
    .orderBy(desc(checkoutDrafts.createdAt))
    .limit(25);
}

/** The expiry job as Cron Triggers run it (every 5 minutes), with Admin API calls of its own. */
export function runCheckoutExpiryJob({ db, config, scheduledTime }: JobContext) {
  const adminApi = createAdminApi({
    ...config.adminApi,
    fetch: createRequestIo().fetchWithDeadline(ADMIN_API_CALL_DEADLINE_MS),
  });
  return releaseExpiredCheckouts(db, adminApi, scheduledTime);
}
