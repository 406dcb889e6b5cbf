// Grid preferences in a cookie for everyone (the spec's productGridPreferences
// key). Signed-in users' profile copy is wired at merge through accounts'
// getProfileGridPreferences / saveProfileGridPreferences.
import { createCookie } from "@remix-run/cloudflare";
import { DEFAULT_GRID_PREFERENCES, type GridPreferences, parseGridPreferences } from "./grid-preferences";

const gridPreferencesCookie = createCookie("productGridPreferences", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readGridPreferences(request: Request): Promise<GridPreferences> {
  try {
    const value: unknown = await gridPreferencesCookie.parse(request.headers.get("Cookie"));
    return parseGridPreferences(value as Partial<GridPreferences> | null);
  } catch {
    return DEFAULT_GRID_PREFERENCES;
  }
}

export function gridPreferencesSetCookie(preferences: GridPreferences): Promise<string> {
  return gridPreferencesCookie.serialize(preferences);
}
