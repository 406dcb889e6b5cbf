// Reading and saving the theme preference: the cookie on every request; the
// signed-in shopper's profile when the cookie is missing (a new device), which
// then sets the cookie so later pages need no database read.
import type { RequestAuth } from "../auth/session.server";
import { eq, sql } from "drizzle-orm";
import { profiles } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { withinDeadline } from "../platform/deadline.server";
import { logger } from "../platform/logger";
import { DEFAULT_THEME, isTheme, themeCookie, themeFromCookieHeader, type Theme } from "./theme";

const PROFILE_THEME_DEADLINE_MS = 500;

export async function resolveTheme(
  request: Request,
  context: { db: Database; waitUntil(promise: Promise<unknown>): void; auth: Pick<RequestAuth, "extras"> },
  userId: string | null,
): Promise<{ theme: Theme; setCookie: string | null }> {
  const fromCookie = themeFromCookieHeader(request.headers.get("Cookie"));
  if (fromCookie || !userId) return { theme: fromCookie ?? DEFAULT_THEME, setCookie: null };
  try {
    const saved = await withinDeadline(profileThemeOf(context, userId), PROFILE_THEME_DEADLINE_MS, context.waitUntil);
    if (saved) return { theme: saved, setCookie: themeCookie(saved, new URL(request.url).protocol === "https:") };
  } catch (error) {
    logger.warn("Profile theme not read", { error });
  }
  return { theme: DEFAULT_THEME, setCookie: null };
}

/** The profile's theme: read with the session check when `userId` is the signed-in user (decision 063), else on its own. */
async function profileThemeOf(
  context: { db: Database; auth: Pick<RequestAuth, "extras"> },
  userId: string,
): Promise<Theme | null> {
  const extras = await context.auth.extras();
  if (extras?.userId !== userId) return readProfileTheme(context.db, userId);
  const theme = extras.preferences.theme;
  return isTheme(theme) ? theme : null;
}

async function readProfileTheme(db: Database, userId: string): Promise<Theme | null> {
  const [row] = await db.select({ preferences: profiles.preferences }).from(profiles).where(eq(profiles.id, userId));
  const theme = row?.preferences?.theme;
  return isTheme(theme) ? theme : null;
}

export async function saveProfileTheme(db: Database, userId: string, theme: Theme): Promise<void> {
  const now = new Date().toISOString();
  // json_set keeps the other preferences (the product grid) as they are, in one statement.
  await db
    .insert(profiles)
    .values({ id: userId, preferences: { theme }, updatedAt: now })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { preferences: sql`json_set(${profiles.preferences}, '$.theme', ${theme})`, updatedAt: now },
    });
}
