// Asking for, confirming and stopping back-in-stock alerts. The form names a
// product and a variant; the catalogue says whether that variant exists and is
// sold out, and what it is called. One alert per address and variant: asking
// again while one waits changes nothing; once it is done (sent, stopped,
// expired) asking again starts a new one.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { backInStockAlerts } from "../../../db/schema";
import { countAttempt } from "../auth/rate-limit.server";
import type { SessionUser } from "../auth/session-user";
import type { CatalogProduct, CatalogVariant } from "../catalog/types";
import { stockLevelOf } from "../catalog/stock";
import { sendEmail } from "../email/sender.server";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { requireProductBySlug } from "../product/product.server";
import { hashConfirmToken, newConfirmToken, unsubscribeLinkOf } from "./alert-tokens.server";
import { confirmAlertEmail } from "./restock-emails";
import type { BackInStockOutcome } from "./back-in-stock-form";

/** An alert waits at most this long for its variant; then it is never sent and the daily cleanup deletes it. */
export const ALERT_LIFETIME_DAYS = 90;
const DAY_MS = 86_400_000;
/** Alert requests per network, like the other visitor writes: enough for a shopper's sizes, not for a script. */
export const ALERT_REQUEST_LIMIT = { attempts: 20, windowMs: 600_000 } as const;
/** Confirmation emails to one address per hour: past it the answer is the same and no email goes. */
export const CONFIRM_EMAILS_PER_ADDRESS = { attempts: 5, windowMs: 3_600_000 } as const;

export type AlertVariant = {
  product: Pick<CatalogProduct, "id" | "handle" | "title">;
  variant: Pick<CatalogVariant, "id" | "title" | "selectedOptions">;
  soldOut: boolean;
  optionsLabel: string;
};

/** "Size M · Color Sage"; a variant without options reads as its title. */
export function optionsLabelOf(variant: Pick<CatalogVariant, "title" | "selectedOptions">): string {
  const options = variant.selectedOptions.filter((option) => option.value);
  return options.length > 0 ? options.map((option) => `${option.name} ${option.value}`).join(" · ") : variant.title;
}

/** The variant as the catalogue has it, or null when the product or the variant is not there. */
export async function findAlertVariant(
  context: AppLoadContext,
  productHandle: string,
  variantId: string,
): Promise<AlertVariant | null> {
  let product: CatalogProduct;
  try {
    product = await requireProductBySlug(context, productHandle);
  } catch (error) {
    if (error instanceof Response && error.status === 404) return null;
    throw error;
  }
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return null;
  return {
    product: { id: product.id, handle: product.handle, title: product.title },
    variant,
    soldOut: stockLevelOf(variant) === "out",
    optionsLabel: optionsLabelOf(variant),
  };
}

const siteLink = (config: AppLoadContext["config"], path: string) => `${config.SITE_URL}${path}`;

/**
 * Records the alert: `active` at once for a signed-in shopper (their address is verified), `pending` for a
 * guest, who is sent the confirmation link. An alert still waiting for this address and variant is left as it is.
 */
export async function requestAlert(
  context: AppLoadContext,
  input: { found: AlertVariant; email: string; user: SessionUser | null },
  now = new Date(),
): Promise<BackInStockOutcome> {
  const { found, email, user } = input;
  const signedIn = user !== null;
  const confirm = signedIn ? null : await newConfirmToken();
  const nowIso = now.toISOString();
  const row = {
    email,
    userId: user?.id ?? null,
    variantId: found.variant.id,
    productId: found.product.id,
    productHandle: found.product.handle,
    productTitle: found.product.title,
    optionsLabel: found.optionsLabel,
    status: signedIn ? ("active" as const) : ("pending" as const),
    confirmTokenHash: confirm?.tokenHash ?? null,
    createdAt: nowIso,
    confirmedAt: signedIn ? nowIso : null,
    sentAt: null,
    expiresAt: new Date(now.getTime() + ALERT_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
  const written = await context.db
    .insert(backInStockAlerts)
    .values(row)
    .onConflictDoUpdate({
      target: [backInStockAlerts.email, backInStockAlerts.variantId],
      set: row,
      // Only a finished alert is replaced: one still waiting stays as it is.
      setWhere: or(
        inArray(backInStockAlerts.status, ["sent", "unsubscribed"]),
        lte(backInStockAlerts.expiresAt, nowIso),
      ),
    })
    .returning({ id: backInStockAlerts.id });
  if (written.length === 0) {
    const [existing] = await context.db
      .select({ status: backInStockAlerts.status })
      .from(backInStockAlerts)
      .where(and(eq(backInStockAlerts.email, email), eq(backInStockAlerts.variantId, found.variant.id)));
    return existing?.status === "pending" && !signedIn ? "already-pending" : "already-active";
  }
  if (!confirm) return "active";
  const emails = await countAttempt(
    context.db,
    `restock-mail:${email}`,
    CONFIRM_EMAILS_PER_ADDRESS.attempts,
    CONFIRM_EMAILS_PER_ADDRESS.windowMs,
  );
  if (emails.allowed) {
    await sendEmail(
      context,
      confirmAlertEmail(
        email,
        { productTitle: found.product.title, optionsLabel: found.optionsLabel },
        siteLink(context.config, `/back-in-stock/confirm?token=${confirm.token}`),
        await unsubscribeLinkOf(context.config, email),
      ),
    );
  } else logger.warn("Back-in-stock confirmation not sent: too many to this address", { attempts: emails.attempts });
  return "confirm-sent";
}

type PendingAlert = { id: string; productTitle: string; productHandle: string; optionsLabel: string };

/** The unconfirmed, unexpired alert a confirmation token belongs to (to show before confirming). */
export async function findPendingAlert(db: Database, token: string, now = new Date()): Promise<PendingAlert | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: backInStockAlerts.id,
      productTitle: backInStockAlerts.productTitle,
      productHandle: backInStockAlerts.productHandle,
      optionsLabel: backInStockAlerts.optionsLabel,
    })
    .from(backInStockAlerts)
    .where(
      and(
        eq(backInStockAlerts.confirmTokenHash, await hashConfirmToken(token)),
        eq(backInStockAlerts.status, "pending"),
        gt(backInStockAlerts.expiresAt, now.toISOString()),
      ),
    );
  return row ?? null;
}

/** Turns the alert on; the token is spent. Null when it is unknown, spent or expired. */
export async function confirmAlert(db: Database, token: string, now = new Date()): Promise<PendingAlert | null> {
  if (!token || token.length > 200) return null;
  const nowIso = now.toISOString();
  const [row] = await db
    .update(backInStockAlerts)
    .set({ status: "active", confirmedAt: nowIso, confirmTokenHash: null })
    .where(
      and(
        eq(backInStockAlerts.confirmTokenHash, await hashConfirmToken(token)),
        eq(backInStockAlerts.status, "pending"),
        gt(backInStockAlerts.expiresAt, nowIso),
      ),
    )
    .returning({
      id: backInStockAlerts.id,
      productTitle: backInStockAlerts.productTitle,
      productHandle: backInStockAlerts.productHandle,
      optionsLabel: backInStockAlerts.optionsLabel,
    });
  return row ?? null;
}

/** Stops every alert still waiting for the address; how many were stopped. */
export async function stopAlertsFor(db: Database, email: string): Promise<number> {
  const result = await db
    .update(backInStockAlerts)
    .set({ status: "unsubscribed", confirmTokenHash: null })
    .where(and(eq(backInStockAlerts.email, email), inArray(backInStockAlerts.status, ["pending", "active"])));
  return result.rowsAffected;
}

export type RestockDemandRow = {
  variantId: string;
  productHandle: string;
  productTitle: string;
  optionsLabel: string;
  waiting: number;
  unconfirmed: number;
  oldest: string;
};

/** Most-wanted variants first: confirmed alerts still waiting, then those awaiting confirmation. */
export async function listRestockDemand(db: Database, limit = 50, now = new Date()): Promise<RestockDemandRow[]> {
  const waiting = sql<number>`sum(case when ${backInStockAlerts.status} = 'active' then 1 else 0 end)`;
  const unconfirmed = sql<number>`sum(case when ${backInStockAlerts.status} = 'pending' then 1 else 0 end)`;
  const rows = await db
    .select({
      variantId: backInStockAlerts.variantId,
      productHandle: sql<string>`max(${backInStockAlerts.productHandle})`,
      productTitle: sql<string>`max(${backInStockAlerts.productTitle})`,
      optionsLabel: sql<string>`max(${backInStockAlerts.optionsLabel})`,
      waiting,
      unconfirmed,
      oldest: sql<string>`min(${backInStockAlerts.createdAt})`,
    })
    .from(backInStockAlerts)
    .where(
      and(inArray(backInStockAlerts.status, ["pending", "active"]), gt(backInStockAlerts.expiresAt, now.toISOString())),
    )
    .groupBy(backInStockAlerts.variantId)
    .orderBy(sql`${waiting} desc`, sql`${unconfirmed} desc`, sql`min(${backInStockAlerts.createdAt})`)
    .limit(limit);
  return rows.map((row) => ({ ...row, waiting: Number(row.waiting), unconfirmed: Number(row.unconfirmed) }));
}

/** Daily cleanup: every alert past its 90 days goes, whatever became of it. */
export async function deleteExpiredAlerts(db: Database, now = new Date()): Promise<number> {
  const result = await db.delete(backInStockAlerts).where(lte(backInStockAlerts.expiresAt, now.toISOString()));
  return result.rowsAffected;
}
