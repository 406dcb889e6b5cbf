// Where grid preferences live on the server. Everyone keeps theirs in the
// productGridPreferences cookie (so the server renders the chosen grid before
// JavaScript); signed-in shoppers also in their profile, which wins, so the
// choice follows them across devices. A category view's grid lives in a
// session cookie of its own and never overwrites either.
import { awaitAll } from "../platform/await-all";
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { getProfileGridPreferences, saveProfileGridPreferences } from "../account/profile.server";
import type { SessionUser } from "../auth/session-user";
import { DEFAULT_GRID_PREFERENCES, type GridPreferences, parseGridPreferences } from "./grid-preferences";
import { GridPreferencesSchema } from "./grid-preferences-schema.server";
import { logger } from "../platform/logger";

const gridPreferencesCookie = createCookie("productGridPreferences", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});
// No max-age: a category view's grid lasts for the browsing session only.
const categoryViewCookie = createCookie("productGridCategoryView", { path: "/", sameSite: "lax", httpOnly: true });

export type CategoryGridView = { category: string; grid: GridPreferences };

async function parseCookie(request: Request, cookie: typeof gridPreferencesCookie): Promise<unknown> {
  try {
    return await cookie.parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
}

export async function readCookieGridPreferences(request: Request): Promise<GridPreferences> {
  const value = await parseCookie(request, gridPreferencesCookie);
  return parseGridPreferences(value as Partial<GridPreferences> | null);
}

/** The shopper's saved choice: profile for signed-in shoppers who saved one, else the cookie, else the spec's default. */
export async function readSavedGridPreferences(
  request: Request,
  context: AppLoadContext,
  user: Pick<SessionUser, "id"> | null,
): Promise<GridPreferences> {
  const [cookieGrid, profileGrid] = await awaitAll([
    readCookieGridPreferences(request),
    // A detail of the listing: if the profile cannot be read (database down), the cookie or default grid shows.
    user ? profileGridOf(context, user.id) : null,
  ]);
  return profileGrid ?? cookieGrid ?? DEFAULT_GRID_PREFERENCES;
}

/** The profile's grid: read with the session check when `userId` is the signed-in user (decision 063), else on its own. */
async function profileGridOf(context: AppLoadContext, userId: string): Promise<GridPreferences | null> {
  const extras = await context.auth.extras();
  if (extras?.userId === userId) {
    const parsed = GridPreferencesSchema.safeParse(extras.preferences.productGrid);
    return parsed.success ? parsed.data : null;
  }
  return getProfileGridPreferences(context.db, userId).catch((error: unknown) => {
    logger.error("Unable to load grid preferences", { error: String(error) });
    return null;
  });
}

/** Over HTTPS the browser sends our cookies back only over HTTPS (local http keeps working). */
const secureOver = (request: Request) => ({ secure: new URL(request.url).protocol === "https:" });

/** Saves the shopper's choice (profile when signed in, cookie always); returns the Set-Cookie header value. */
export async function saveGridPreferences(
  request: Request,
  context: AppLoadContext,
  user: SessionUser | null,
  preferences: GridPreferences,
): Promise<string> {
  if (user) await saveProfileGridPreferences(context.db, user.id, preferences);
  return gridPreferencesCookie.serialize(preferences, secureOver(request));
}

export async function readCategoryGridView(request: Request): Promise<CategoryGridView | null> {
  const value = (await parseCookie(request, categoryViewCookie)) as { category?: unknown; grid?: unknown } | null;
  if (!value || typeof value.category !== "string") return null;
  const grid = GridPreferencesSchema.safeParse(value.grid);
  return grid.success ? { category: value.category, grid: grid.data } : null;
}

export function categoryGridViewSetCookie(request: Request, view: CategoryGridView): Promise<string> {
  return categoryViewCookie.serialize(view, secureOver(request));
}
