// Orders stored from Shopify's orders/create webhook, and the shopper's views of them.
import { and, desc, eq, inArray } from "drizzle-orm";
import { isUniqueViolation, type Database } from "../platform/database.server";
import { orderLines, orders, webhookDeliveries } from "../../../db/schema";
import { normalizeOrderNumber, type ShopifyOrderPayload } from "./order-payload";
import type { OrderSummary, OrderDetail } from "./order-display";

export type StoreOutcome = "stored" | "duplicate";

/** Idempotent per webhook id: the delivery row, the order and its lines are written in one batch. */
export async function storeShopifyOrder(
  db: Database,
  webhookId: string,
  payload: ShopifyOrderPayload,
): Promise<StoreOutcome> {
  const [seen] = await db
    .select({ webhookId: webhookDeliveries.webhookId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId));
  if (seen) return "duplicate";
  const [existingOrder] = await db.select({ id: orders.id }).from(orders).where(eq(orders.shopifyOrderId, payload.id));
  const orderId = crypto.randomUUID();
  const email = payload.email || payload.contact_email || "";
  const delivery = db.insert(webhookDeliveries).values({ webhookId, topic: "orders/create" });
  try {
    if (existingOrder) {
      await delivery;
      return "duplicate";
    }
    const order = db.insert(orders).values({
      id: orderId,
      shopifyOrderId: payload.id,
      orderNumber: normalizeOrderNumber(payload.order_number ?? payload.name ?? payload.id),
      email,
      currency: payload.currency,
      subtotalPrice: payload.subtotal_price ?? null,
      totalPrice: payload.total_price,
      financialStatus: payload.financial_status ?? null,
      fulfillmentStatus: payload.fulfillment_status ?? null,
      processedAt: payload.processed_at ?? null,
    });
    const lines = payload.line_items.map((line) =>
      db.insert(orderLines).values({
        orderId,
        title: line.title,
        variantTitle: line.variant_title ?? null,
        variantId: line.variant_id ?? null,
        productId: line.product_id ?? null,
        quantity: line.quantity,
        price: line.price,
      }),
    );
    await db.batch([delivery, order, ...lines]);
    return "stored";
  } catch (error) {
    // A concurrent retry of the same delivery won the race: its batch stored the order.
    if (isUniqueViolation(error)) return "duplicate";
    throw error;
  }
}

const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  email: orders.email,
  currency: orders.currency,
  totalPrice: orders.totalPrice,
  financialStatus: orders.financialStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  createdAt: orders.createdAt,
  subtotalPrice: orders.subtotalPrice,
};

export async function listOrdersForEmail(db: Database, email: string): Promise<OrderSummary[]> {
  return db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.email, email.toLowerCase()))
    .orderBy(desc(orders.createdAt));
}

async function withLines(db: Database, order: Omit<OrderDetail, "lines"> | undefined): Promise<OrderDetail | null> {
  if (!order) return null;
  const lines = await db
    .select({
      title: orderLines.title,
      variantTitle: orderLines.variantTitle,
      quantity: orderLines.quantity,
      price: orderLines.price,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [order.id]));
  return { ...order, lines };
}

/** One order, only when it belongs to this email (anyone else's is "not found"). */
export async function findOrderForEmail(db: Database, orderId: string, email: string): Promise<OrderDetail | null> {
  const [order] = await db
    .select(summaryColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.email, email.toLowerCase())));
  return withLines(db, order);
}

export async function findOrderByNumberAndEmail(
  db: Database,
  orderNumber: string,
  email: string,
): Promise<OrderDetail | null> {
  const [order] = await db
    .select(summaryColumns)
    .from(orders)
    .where(
      and(eq(orders.orderNumber, normalizeOrderNumber(orderNumber)), eq(orders.email, email.trim().toLowerCase())),
    );
  return withLines(db, order);
}
