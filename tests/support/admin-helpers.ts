// Admin sessions for the Worker tests. The clock is moved by re-signing the
// session cookie with older timestamps (the tests hold the local signing
// secret), so idle timeouts are tested without sleeping.
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { ADMIN_PAGES } from "../../app/lib/admin/admin-pages";
import type { SettingsFormValues } from "../../app/lib/settings/site-settings";
import { settingsFormFields } from "./settings-form";
import { Shopper } from "./auth-helpers";
import { readSessionCookie, SESSION_COOKIE, signSessionCookie } from "./session-cookie";
import type { TestStack } from "./worker-stack";

/** Every admin page: the sidebar's list, one blog editor, and the session warning page. */
export const EVERY_ADMIN_PATH = [...ADMIN_PAGES.map((page) => page.path), "/admin/blog/x/edit", "/admin/session"];

/** Admin endpoints that are actions only (no page): the session keep-alive and the cover download. */
export const ADMIN_ACTION_ONLY_PATHS = ["/admin/session/activity", "/admin/facebook-cover/download"];

export async function signedInAdmin(stack: TestStack): Promise<Shopper> {
  const admin = new Shopper(stack);
  const response = await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (response.status !== 303) throw new Error(`admin sign-in answered ${response.status}`);
  return admin;
}

export async function signedInShopper(stack: TestStack): Promise<Shopper> {
  const shopper = new Shopper(stack);
  await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  return shopper;
}

/** The session cookie a response set, decoded; null when it set none. */
export async function sessionSetBy(response: Response): Promise<Record<string, unknown> | null> {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return header ? readSessionCookie(header.split(";")[0]) : null;
}

/** Moves this browser's session back in time: idle for `idleMs`, signed in `signedInAgoMs` ago. */
export async function ageSession(who: Shopper, times: { idleMs?: number; signedInAgoMs?: number }): Promise<void> {
  const now = Date.now();
  const changes: Record<string, number> = {};
  if (times.idleMs !== undefined) changes.lastActivity = now - times.idleMs;
  if (times.signedInAgoMs !== undefined) {
    changes.signedInAt = now - times.signedInAgoMs;
    changes.issuedAt = now - Math.min(times.signedInAgoMs, 30 * 60_000);
  }
  who.cookie = await signSessionCookie(changes, who.cookie);
}

/** Row counts of every table: a POST that "changes nothing" leaves them all equal. */
export async function tableCounts(stack: TestStack): Promise<Record<string, number>> {
  const tables = await stack.sql.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    const result = await stack.sql.execute(`select count(*) as n from "${name}"`);
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/**
 * Saves /admin/config as an admin does without JavaScript: the form as it stands
 * (the defaults, since each test stack starts from the seed) with these fields changed.
 */
export async function saveSiteSettingsAs(admin: Shopper, changes: Partial<SettingsFormValues>): Promise<Response> {
  return admin.post("/admin/config", settingsFormFields(changes));
}
