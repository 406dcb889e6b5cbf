// Geo rate monitoring (on by default): document requests per country and day, for the
// admin dashboard. Counts add up in the isolate (plain numbers, no I/O) and are
// written in one batch after the response of every GEO_COUNT_BATCH-th page or
// once a minute, so busy pages do not all queue on the same row. Counts an
// isolate holds when it is evicted are lost: this is monitoring, not billing.
import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { geoRequestCounts } from "../../../db/schema";
import { decideGeo, geoBlockedPage, type GeoDecision } from "./geo";
import { logger } from "../platform/logger";
import { loadSiteSettings } from "../settings/site-settings.server";

/** Only page loads count: assets never reach the Worker, and .data/API calls would count one visit many times. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.pathname.startsWith("/api/")) return false;
  return (
    (request.headers.get("Sec-Fetch-Dest") ?? "document") === "document" &&
    (request.headers.get("Accept") ?? "text/html").includes("text/html")
  );
}

type CountryTally = { day: string; country: string; requests: number; blocked: number };

const FLUSH_EVERY_MS = 60_000;
const tallies = new Map<string, CountryTally>();
let tallied = 0;
let lastFlushAt = Date.now();

/** Adds one page request to the isolate's tallies; returns the tallies to write when a batch is due (and forgets them). */
export function tallyCountryRequest(decision: GeoDecision, batchSize: number, now = new Date()): CountryTally[] | null {
  const day = now.toISOString().slice(0, 10);
  const country = decision.country ?? "unknown";
  const key = `${day} ${country}`;
  const tally = tallies.get(key) ?? { day, country, requests: 0, blocked: 0 };
  tally.requests++;
  if (decision.blocked) tally.blocked++;
  tallies.set(key, tally);
  tallied++;
  if (tallied < batchSize && now.getTime() - lastFlushAt < FLUSH_EVERY_MS) return null;
  const due = [...tallies.values()];
  tallies.clear();
  tallied = 0;
  lastFlushAt = now.getTime();
  return due;
}

export async function writeCountryTallies(db: Database, due: CountryTally[]): Promise<void> {
  for (const tally of due) {
    await db
      .insert(geoRequestCounts)
      .values(tally)
      .onConflictDoUpdate({
        target: [geoRequestCounts.day, geoRequestCounts.country],
        set: {
          requests: sql`${geoRequestCounts.requests} + ${tally.requests}`,
          blocked: sql`${geoRequestCounts.blocked} + ${tally.blocked}`,
        },
      });
  }
}

export type CountryCount = { country: string; requests: number; blocked: number };

/** Requests per country over the last `days` days, most first (for the admin dashboard). */
export async function loadCountryCounts(db: Database, days = 7, now = new Date()): Promise<CountryCount[]> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({
      country: geoRequestCounts.country,
      requests: sql<number>`sum(${geoRequestCounts.requests})`,
      blocked: sql<number>`sum(${geoRequestCounts.blocked})`,
    })
    .from(geoRequestCounts)
    .where(gte(geoRequestCounts.day, since))
    .groupBy(geoRequestCounts.country)
    .orderBy(desc(sql`sum(${geoRequestCounts.requests})`));
  return rows.map((row) => ({ country: row.country, requests: Number(row.requests), blocked: Number(row.blocked) }));
}

/**
 * Runs before Remix: counts the page request by country (after the response)
 * and answers the blocked page when blocking is on and the country is not allowed.
 */
export async function applyGeoPolicy(
  request: Request,
  context: {
    db: Database;
    config: {
      GEO_BLOCKING: boolean;
      GEO_ALLOWED_COUNTRIES: string[];
      GEO_RATE_MONITORING: boolean;
      GEO_COUNT_BATCH: number;
    };
    waitUntil(promise: Promise<unknown>): void;
  },
): Promise<Response | null> {
  // The admin's geo settings (/admin/config), cached a minute per isolate; the GEO_* bindings until an admin saves them.
  const saved = await loadSiteSettings(context);
  const settings = {
    blocking: saved.geoBlocking,
    allowedCountries: saved.geoAllowedCountries,
    rateMonitoring: saved.geoRateMonitoring,
  };
  const decision = decideGeo((request as Request & { cf?: unknown }).cf, settings);
  if (settings.rateMonitoring && isPageRequest(request)) {
    const due = tallyCountryRequest(decision, context.config.GEO_COUNT_BATCH);
    if (due)
      context.waitUntil(
        writeCountryTallies(context.db, due).catch((error) =>
          logger.warn("Country counts not written", { error, countries: due.length }),
        ),
      );
  }
  // Sign-in and the admin stay reachable, so an admin can always undo a setting that shuts the shop.
  if (decision.blocked && !/^\/(?:healthz$|auth(?:[/_]|$)|admin(?:\/|$))/.test(new URL(request.url).pathname))
    return geoBlockedPage();
  return null;
}
