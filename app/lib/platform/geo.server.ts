// Spec 001 "rate monitoring on": document requests per country and day, for the
// admin dashboard. One upsert per page request, run after the response (waitUntil).
import { desc, gte, sql } from "drizzle-orm";
import type { Database } from "./database.server";
import { geoRequestCounts } from "../../../db/schema";
import { decideGeo, geoBlockedPage, type GeoDecision } from "./geo";
import { logger } from "./logger";

/** Only page loads count: assets never reach the Worker, and .data/API calls would count one visit many times. */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.pathname.startsWith("/api/")) return false;
  return (request.headers.get("Sec-Fetch-Dest") ?? "document") === "document" && (request.headers.get("Accept") ?? "text/html").includes("text/html");
}

export async function countCountryRequest(db: Database, decision: GeoDecision, now = new Date()): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  const country = decision.country ?? "unknown";
  const blocked = decision.blocked ? 1 : 0;
  await db
    .insert(geoRequestCounts)
    .values({ day, country, requests: 1, blocked })
    .onConflictDoUpdate({
      target: [geoRequestCounts.day, geoRequestCounts.country],
      set: { requests: sql`${geoRequestCounts.requests} + 1`, blocked: sql`${geoRequestCounts.blocked} + ${blocked}` },
    });
}

export type CountryCount = { country: string; requests: number; blocked: number };

/** Requests per country over the last `days` days, most first (for the admin dashboard). */
export async function loadCountryCounts(db: Database, days = 7, now = new Date()): Promise<CountryCount[]> {
  const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .select({ country: geoRequestCounts.country, requests: sql<number>`sum(${geoRequestCounts.requests})`, blocked: sql<number>`sum(${geoRequestCounts.blocked})` })
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
export function applyGeoPolicy(
  request: Request,
  context: { db: Database; config: { GEO_BLOCKING: boolean; GEO_ALLOWED_COUNTRIES: string[]; GEO_RATE_MONITORING: boolean }; waitUntil(promise: Promise<unknown>): void },
): Response | null {
  const settings = { blocking: context.config.GEO_BLOCKING, allowedCountries: context.config.GEO_ALLOWED_COUNTRIES, rateMonitoring: context.config.GEO_RATE_MONITORING };
  const decision = decideGeo((request as Request & { cf?: unknown }).cf, settings);
  if (settings.rateMonitoring && isPageRequest(request)) {
    context.waitUntil(countCountryRequest(context.db, decision).catch((error) => logger.warn("Country request not counted", { error, country: decision.country })));
  }
  if (decision.blocked && new URL(request.url).pathname !== "/healthz") return geoBlockedPage();
  return null;
}
