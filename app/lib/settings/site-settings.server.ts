// Reading and saving the site settings (docs/decisions: adminconfig site settings).
// Every page reads them, so an isolate keeps the parsed rows for a minute: plain
// values, never a promise or a client (decision 015). Two requests that miss at
// once both read; that is two small queries, not a shared wait. A save in this
// isolate replaces the cached values at once; other isolates follow within a minute,
// or as soon as they learn of the page generation the save bumped.
import { inArray, sql } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import type { AppConfig } from "../platform/env.server";
import { isolateRows } from "../platform/isolate-rows.server";
import { logger } from "../platform/logger";
import { knownPageGeneration, markContentChanged } from "../worker/page-generation.server";
import { writeAuditEntry } from "../security/events.server";
import { parseStoredSetting, SITE_SETTING_KEYS, type SiteSettingName, type SiteSettings } from "./site-settings";
import { SITE_SETTING_DEFAULTS } from "./site-setting-defaults";

export const SITE_SETTINGS_CACHE_MS = 60_000;
/** After a failed read, the values in hand serve this long before the next try: an outage must not add a deadline's wait to every request. */
const RETRY_AFTER_FAILURE_MS = 10_000;

type StoredSettings = Partial<SiteSettings>;

/** The isolate's copy of the stored rows, parsed, stamped with the page generation they were read under. */
const storedRows = isolateRows<StoredSettings>(SITE_SETTINGS_CACHE_MS, { stamp: knownPageGeneration });

const NAMES = Object.keys(SITE_SETTING_KEYS) as SiteSettingName[];

async function readStoredSettings(db: Database): Promise<StoredSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(SITE_SETTING_KEYS)));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const stored: StoredSettings = {};
  for (const name of NAMES) {
    if (!byKey.has(SITE_SETTING_KEYS[name])) continue;
    const value = parseStoredSetting(name, byKey.get(SITE_SETTING_KEYS[name]));
    // A malformed row (edited by hand) shows the default rather than breaking every page.
    if (value === null) logger.warn("Ignoring a malformed site setting", { key: SITE_SETTING_KEYS[name] });
    else (stored as Record<string, unknown>)[name] = value;
  }
  return stored;
}

/**
 * Before an admin saves the geo settings, the deploy's GEO_* bindings decide them
 * (their defaults are the spec's); once saved, the admin's values win.
 */
function defaultsFor(
  config: Pick<AppConfig, "GEO_BLOCKING" | "GEO_ALLOWED_COUNTRIES" | "GEO_RATE_MONITORING">,
): SiteSettings {
  return {
    ...SITE_SETTING_DEFAULTS,
    geoBlocking: config.GEO_BLOCKING,
    geoAllowedCountries: config.GEO_ALLOWED_COUNTRIES.length
      ? config.GEO_ALLOWED_COUNTRIES
      : SITE_SETTING_DEFAULTS.geoAllowedCountries,
    geoRateMonitoring: config.GEO_RATE_MONITORING,
  };
}

export type SettingsContext = {
  db: Database;
  config: Pick<AppConfig, "GEO_BLOCKING" | "GEO_ALLOWED_COUNTRIES" | "GEO_RATE_MONITORING">;
};

/**
 * The settings in force. A failed read (the database is down or slow past its
 * deadline) serves the last values this isolate read, else the defaults: no
 * page fails because of a setting.
 */
export async function loadSiteSettings(context: SettingsContext, now = Date.now()): Promise<SiteSettings> {
  const kept = storedRows.fresh(now);
  if (kept) return { ...defaultsFor(context.config), ...kept };
  try {
    const stored = await readStoredSettings(context.db);
    storedRows.keep(stored, now);
    return { ...defaultsFor(context.config), ...stored };
  } catch (error) {
    logger.warn("Site settings unreadable; serving the last known values", { error });
    const stored = storedRows.last() ?? {};
    storedRows.keep(stored, now - SITE_SETTINGS_CACHE_MS + RETRY_AFTER_FAILURE_MS);
    return { ...defaultsFor(context.config), ...stored };
  }
}

/** Writes every setting, audits the change with the values before and after, and refreshes this isolate's copy. */
export async function saveSiteSettings(
  context: SettingsContext,
  next: SiteSettings,
  adminId: string,
): Promise<{ changed: SiteSettingName[] }> {
  const before = { ...defaultsFor(context.config), ...(await readStoredSettings(context.db)) };
  const changed = NAMES.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(next[name]));
  await context.db
    .insert(siteSettings)
    .values(NAMES.map((name) => ({ key: SITE_SETTING_KEYS[name], value: next[name] })))
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date().toISOString() },
    });
  // Cached pages show the settings (ratings, threshold): a new generation gives them new keys.
  await markContentChanged(context.db, "settings");
  storedRows.keep({ ...next });
  await writeAuditEntry(context.db, {
    action: "site_settings_updated",
    userId: adminId,
    details: { changed },
    before: Object.fromEntries(changed.map((name) => [name, before[name]])),
    after: Object.fromEntries(changed.map((name) => [name, next[name]])),
    severity: changed.some((name) => name.startsWith("geo") || name === "captchaMode") ? "medium" : "low",
  });
  return { changed };
}

/** The analytics ids in force: the admin's setting when set, else the deploy's binding. */
export function analyticsIdsIn(
  settings: SiteSettings,
  config: Pick<AppConfig, "GA_MEASUREMENT_ID" | "META_PIXEL_ID">,
): { ga: string; pixel: string } {
  return {
    ga: settings.gaMeasurementId || config.GA_MEASUREMENT_ID,
    pixel: settings.metaPixelId || config.META_PIXEL_ID,
  };
}
