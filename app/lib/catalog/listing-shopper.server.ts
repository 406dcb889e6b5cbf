// What a listing page knows about the shopper looking at it: signed in or
// not, their favorites (to fill the hearts), what is in their cart (for
// "In Cart") and their grid preferences (the profile for signed-in shoppers,
// the cookie for everyone else).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getProfileGridPreferences, saveProfileGridPreferences } from "../account/profile.server";
import { getUser } from "../auth/session.server";
import { readCartLines } from "../cart/cart-cookie.server";
import { listFavoriteProductIds } from "../favorites/favorites.server";
import type { GridPreferences } from "./grid-preferences";
import { readGridPreferences } from "./grid-preferences.server";
import { awaitAll } from "~/lib/platform/await-all";

export type ListingShopper = { signedIn: boolean; favoriteProductIds: string[]; cartVariantIds: string[] };

export async function loadListingShopper(request: Request, context: AppLoadContext): Promise<{ shopper: ListingShopper; grid: GridPreferences }> {
  const [user, cartLines, cookieGrid] = await awaitAll([
    getUser(request, context),
    readCartLines(request, context.config.SESSION_SECRETS),
    readGridPreferences(request),
  ]);
  const [favoriteProductIds, profileGrid] = user
    ? await awaitAll([listFavoriteProductIds(context.db, user.id), getProfileGridPreferences(context.db, user.id)])
    : [[], null];
  return {
    shopper: { signedIn: user !== null, favoriteProductIds, cartVariantIds: cartLines.map((line) => line.variantId) },
    grid: profileGrid ?? cookieGrid,
  };
}

/** Signed-in shoppers keep their grid choice in their profile too, so it follows them across devices. */
export async function saveShopperGridPreferences(request: Request, context: AppLoadContext, preferences: GridPreferences): Promise<void> {
  const user = await getUser(request, context);
  if (user) await saveProfileGridPreferences(context.db, user.id, preferences);
}
