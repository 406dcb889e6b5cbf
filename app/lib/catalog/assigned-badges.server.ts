// The active badge assignments, read from the database at most once a minute
// per isolate (the table is small: a few hundred rows at most), so a listing
// costs no extra query. The isolate keeps the rows (plain data, never a
// promise); a failed or slow read keeps the last good rows. Saving on
// /admin/badges forgets them in that isolate at once; others catch up within a
// minute, well inside the catalogue cache's 5 minutes.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { gt, isNull, or } from "drizzle-orm";
import { productBadgeAssignments } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { isolateRows } from "../platform/isolate-rows.server";
import { knownPageGeneration, markContentChanged } from "../worker/page-generation.server";
import { NO_ASSIGNED_BADGES, type AssignedBadges } from "./assigned-badges";
import { PRODUCT_BADGES } from "./display";
import type { ProductBadge } from "./types";
import { logger } from "../platform/logger";

export const ASSIGNED_BADGES_TTL_MS = 60_000;
/** A listing renders without assigned badges rather than wait longer than this for them. */
const READ_DEADLINE_MS = 300;

type AssignmentRow = { productId: string; badge: ProductBadge; endsAt: string | null };
const activeAssignments = isolateRows<AssignmentRow[]>(ASSIGNED_BADGES_TTL_MS, { stamp: knownPageGeneration });

/** After a change: this isolate reads the rows again, and cached pages get a new generation. */
export async function forgetAssignedBadges(db: Database): Promise<void> {
  activeAssignments.forget();
  await markContentChanged(db, "badges");
}

async function readRows(db: Database, now: Date): Promise<AssignmentRow[]> {
  return db
    .select({
      productId: productBadgeAssignments.productId,
      badge: productBadgeAssignments.badge,
      endsAt: productBadgeAssignments.endsAt,
    })
    .from(productBadgeAssignments)
    .where(or(isNull(productBadgeAssignments.endsAt), gt(productBadgeAssignments.endsAt, now.toISOString())));
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Active assigned badges by product id (an ended assignment drops out as soon as its date passes). */
export async function loadAssignedBadges(
  context: Pick<AppLoadContext, "db" | "waitUntil">,
  now = new Date(),
): Promise<AssignedBadges> {
  if (!activeAssignments.fresh(now.getTime())) {
    const read = readRows(context.db, now);
    // A read past the deadline still finishes (and is kept) after the response.
    const finishing = read.then((rows) => {
      activeAssignments.keep(rows);
      return rows;
    });
    context.waitUntil(finishing.catch(() => undefined));
    try {
      await withDeadline(finishing, READ_DEADLINE_MS);
    } catch (error) {
      logger.error("assigned badges not read", { error });
    }
  }
  const rows = activeAssignments.last();
  if (!rows) return NO_ASSIGNED_BADGES;
  const byProduct = new Map<string, ProductBadge[]>();
  const nowIso = now.toISOString();
  for (const row of rows) {
    if (row.endsAt !== null && row.endsAt <= nowIso) continue;
    if (!PRODUCT_BADGES.includes(row.badge)) continue;
    const list = byProduct.get(row.productId) ?? [];
    list.push(row.badge);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}
