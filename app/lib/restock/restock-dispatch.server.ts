// The restock email: after each catalogue snapshot build (the Cron Trigger, a
// product webhook, the admin's rebuild), every confirmed, unexpired alert whose
// variant the new catalogue shows available gets one email, and is done.
// Each variant's alerts are claimed with one conditional UPDATE ... RETURNING
// before any email goes: two builds racing each claim different rows, never
// the same one, so nobody is emailed twice. An email that then fails is logged
// and not retried (the alert was marked first).
import { and, eq, gt } from "drizzle-orm";
import { backInStockAlerts } from "../../../db/schema";
import { SHOPIFY_VARIANT_PREFIX, type SnapshotProduct } from "../catalog/catalog-snapshot";
import { mailboxOf } from "../email/mailbox";
import { sendEmail } from "../email/sender.server";
import type { AppConfig } from "../platform/env.server";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import { unsubscribeLinkOf } from "./alert-tokens.server";
import { optedOutMailboxes } from "./restock-opt-outs.server";
import { backInStockEmail } from "./restock-emails";

type Deps = { db: Database; config: AppConfig };

/** Variants with confirmed alerts still waiting. */
async function waitingVariantIds(db: Database, nowIso: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ variantId: backInStockAlerts.variantId })
    .from(backInStockAlerts)
    .where(and(eq(backInStockAlerts.status, "active"), gt(backInStockAlerts.expiresAt, nowIso)));
  return new Set(rows.map((row) => row.variantId));
}

/** Sends the alerts of every waiting variant the catalogue rows show available; how many emails went. */
export async function sendRestockAlerts(
  deps: Deps,
  rows: readonly Pick<SnapshotProduct, "handle" | "variants">[],
  now = new Date(),
): Promise<number> {
  const nowIso = now.toISOString();
  const waiting = await waitingVariantIds(deps.db, nowIso);
  if (waiting.size === 0) return 0;
  const restocked: { variantId: string; handle: string }[] = [];
  for (const row of rows)
    for (const [id, , available] of row.variants) {
      // Stored rows keep a Shopify variant id as its number.
      const variantId = typeof id === "number" ? `${SHOPIFY_VARIANT_PREFIX}${id}` : id;
      if (available === 1 && waiting.has(variantId)) restocked.push({ variantId, handle: row.handle });
    }

  let sent = 0;
  for (const { variantId, handle } of restocked) {
    const claimed = await deps.db
      .update(backInStockAlerts)
      .set({ status: "sent", sentAt: nowIso })
      .where(
        and(
          eq(backInStockAlerts.variantId, variantId),
          eq(backInStockAlerts.status, "active"),
          gt(backInStockAlerts.expiresAt, nowIso),
        ),
      )
      .returning({
        email: backInStockAlerts.email,
        productTitle: backInStockAlerts.productTitle,
        optionsLabel: backInStockAlerts.optionsLabel,
      });
    const productLink = `${deps.config.SITE_URL}/products/${encodeURIComponent(handle)}`;
    // A mailbox whose owner stopped these emails gets none, whichever spelling the alert was asked under.
    const optedOut = await optedOutMailboxes(
      deps.db,
      claimed.map((alert) => alert.email),
    );
    for (const alert of claimed) {
      if (optedOut.has(mailboxOf(alert.email))) continue;
      try {
        const unsubscribe = await unsubscribeLinkOf(deps.config, alert.email);
        await sendEmail(deps, backInStockEmail(alert.email, alert, productLink, unsubscribe));
        sent += 1;
      } catch (error) {
        logger.error("Back-in-stock email failed; the alert stays done", { variantId, error });
      }
    }
  }
  if (sent > 0) logger.info("Back-in-stock alerts sent", { emails: sent, variants: restocked.length });
  return sent;
}
