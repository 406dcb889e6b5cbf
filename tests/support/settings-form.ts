// The /admin/config form as a browser sends it, and its parse as the action reads it: a Worker test posts
// the one (`saveSiteSettingsAs`), a unit test checks the other without a Worker.
import { parseSubmission } from "../../app/lib/forms/parse-submission";
import {
  SettingsFormSchema,
  settingsToFormValues,
  type SettingsFormValues,
} from "../../app/lib/settings/site-settings";
import { SITE_SETTING_DEFAULTS } from "../../app/lib/settings/site-setting-defaults";
import { SEED_SITE_SETTINGS } from "../../db/seed-data";

/** The settings as a fresh test stack has them: the defaults, and the shop identity the seed gives the demo shop. */
export const SEEDED_SETTINGS = { ...SITE_SETTING_DEFAULTS, shopIdentity: { ...SEED_SITE_SETTINGS["shop.identity"] } };
import type { Shopper } from "./http-shopper";

/** The form as it stands with the seeded settings (each test stack starts from the seed), with these fields changed. */
export function settingsFormFields(changes: Partial<SettingsFormValues> = {}): Record<string, string> {
  const fields: Record<string, string> = { ...settingsToFormValues(SEEDED_SETTINGS), ...changes };
  // An unticked checkbox is not sent at all.
  for (const name of ["geoBlocking", "geoRateMonitoring"]) if (!fields[name]) delete fields[name];
  return fields;
}

/** What the action makes of these fields: the settings, or each bad field's message. */
export function parseSettingsForm(values: SettingsFormValues) {
  const form = new FormData();
  for (const [name, value] of Object.entries(settingsFormFields(values))) form.set(name, value);
  const parsed = parseSubmission(form, SettingsFormSchema);
  if (parsed.ok) return { ok: true as const, settings: parsed.value };
  const fieldErrors = Object.fromEntries(
    Object.entries(parsed.failure.fieldErrors).map(([name, messages]) => [name, messages?.[0]]),
  );
  return { ok: false as const, fieldErrors };
}

/**
 * Saves /admin/config as an admin does without JavaScript: the form as it stands
 * (the defaults, since each test stack starts from the seed) with these fields changed.
 */
export async function saveSiteSettingsAs(admin: Shopper, changes: Partial<SettingsFormValues>): Promise<Response> {
  return admin.post("/admin/config", settingsFormFields(changes));
}
