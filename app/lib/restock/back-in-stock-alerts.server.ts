// Asking for, confirming and stopping back-in-stock alerts. The form names a
// product and a variant; the catalogue says whether that variant exists and is
// sold out, and what it is called. One alert per address and variant: asking
// again while one is on changes nothing; an unconfirmed one gets a new link;
// once it is done (sent, stopped, expired) asking again starts a new one. A
// guest's answer never says which of these happened (issue 41 §4).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
import { backInStockAlerts, restockOptOuts } from "../../../db/schema";
import type { SessionUser } from "../auth/session-user";
import type { CatalogProduct, CatalogVariant } from "../catalog/types";
import { stockLevelOf } from "../catalog/stock";
import { mailboxOf } from "../email/mailbox";
import { mayEmailMailbox } from "../email/mailbox-caps.server";
import { sendEmail } from "../email/sender.server";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { requireProductBySlug } from "../product/product.server";
import { hashConfirmToken, newConfirmToken, unsubscribeLinkOf } from "./alert-tokens.server";
import { alertAlreadyOnEmail, confirmAlertEmail } from "./restock-emails";
import { isOptedOut } from "./restock-opt-outs.server";
import type { BackInStockOutcome } from "./back-in-stock-form";

/** An alert waits at most this long for its variant; then it is never sent and the daily cleanup deletes it. */
export const ALERT_LIFETIME_DAYS = 90;
const DAY_MS = 86_400_000;
/** Alert requests per network, like the other visitor writes: enough for a shopper's sizes, not for a script. */
export const ALERT_REQUEST_LIMIT = { attempts: 20, windowMs: 600_000 } as const;

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
 * Records the alert. A signed-in shopper's is `active` at once (their address is verified): a new one, or one
 * waiting for confirmation or done, turns on; they are told whether it was on already (it is their own).
 * A guest learns nothing about the address (the same `email-sent` whatever stands): a new or unconfirmed
 * alert gets a fresh confirmation link, one already on a "your alert is already on" note, each within the
 * mailbox's cap; an address whose owner stopped these emails gets nothing, and nothing is stored.
 */
export async function requestAlert(
  context: AppLoadContext,
  input: { found: AlertVariant; email: string; user: SessionUser | null },
  now = new Date(),
): Promise<BackInStockOutcome> {
  const { found, email, user } = input;
  const { db } = context;
  if (user) {
    // Asking while signed in is the mailbox owner's own request: it lifts a stop they made before.
    await db.delete(restockOptOuts).where(eq(restockOptOuts.mailbox, mailboxOf(email)));
    const written = await upsertAlert(db, found, email, user, null, now);
    return written ? "active" : "already-active";
  }
  if (await isOptedOut(db, email)) return "email-sent";
  // Past the mailbox's cap nothing changes: no email, and an unconfirmed alert keeps its link.
  if (!(await mayEmailMailbox(db, "restock", email))) {
    logger.warn("Back-in-stock email not sent: this mailbox's hourly share is spent");
    return "email-sent";
  }
  const confirm = await newConfirmToken();
  const written = await upsertAlert(db, found, email, null, confirm.tokenHash, now);
  const alert = { productTitle: found.product.title, optionsLabel: found.optionsLabel };
  const unsubscribe = await unsubscribeLinkOf(context.config, email);
  await sendEmail(
    context,
    written
      ? confirmAlertEmail(
          email,
          alert,
          siteLink(context.config, `/back-in-stock/confirm?token=${confirm.token}`),
          unsubscribe,
        )
      : alertAlreadyOnEmail(email, alert, unsubscribe),
  );
  return "email-sent";
}

/**
 * Writes the alert (`active` for a shopper, `pending` with `tokenHash` for a guest) unless one for this
 * address and variant is on and waiting already; true when written. A guest's ask replaces an unconfirmed one
 * (its older link stops working) and one that is done; never one that is on.
 */
async function upsertAlert(
  db: Database,
  found: AlertVariant,
  email: string,
  user: SessionUser | null,
  tokenHash: string | null,
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const row = {
    email,
    userId: user?.id ?? null,
    variantId: found.variant.id,
    productId: found.product.id,
    productHandle: found.product.handle,
    productTitle: found.product.title,
    optionsLabel: found.optionsLabel,
    status: user ? ("active" as const) : ("pending" as const),
    confirmTokenHash: tokenHash,
    createdAt: nowIso,
    confirmedAt: user ? nowIso : null,
    sentAt: null,
    expiresAt: new Date(now.getTime() + ALERT_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
  const written = await db
    .insert(backInStockAlerts)
    .values(row)
    .onConflictDoUpdate({
      target: [backInStockAlerts.email, backInStockAlerts.variantId],
      set: row,
      setWhere: or(ne(backInStockAlerts.status, "active"), lte(backInStockAlerts.expiresAt, nowIso)),
    })
    .returning({ id: backInStockAlerts.id });
  return written.length > 0;
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

/**
 * Turns the alert on; the token is spent. Null when it is unknown, spent or expired. Following the link is the
 * mailbox owner's own request, so it lifts a stop they made after the link was sent.
 */
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
      email: backInStockAlerts.email,
      productTitle: backInStockAlerts.productTitle,
      productHandle: backInStockAlerts.productHandle,
      optionsLabel: backInStockAlerts.optionsLabel,
    });
  if (!row) return null;
  await db.delete(restockOptOuts).where(eq(restockOptOuts.mailbox, mailboxOf(row.email)));
  const { email: _email, ...alert } = row;
  return alert;
}

/**
 * Stops every alert still waiting for the address, and keeps its mailbox opted out: no guest can ask for it
 * again, under any spelling, and no alert of another spelling is sent (restock-dispatch). How many were stopped.
 */
export async function stopAlertsFor(db: Database, email: string): Promise<number> {
  const [result] = await db.batch([
    db
      .update(backInStockAlerts)
      .set({ status: "unsubscribed", confirmTokenHash: null })
      .where(and(eq(backInStockAlerts.email, email), inArray(backInStockAlerts.status, ["pending", "active"]))),
    db
      .insert(restockOptOuts)
      .values({ mailbox: mailboxOf(email) })
      .onConflictDoNothing(),
  ]);
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
