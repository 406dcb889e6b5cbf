// POST /favorites: intent add | remove | toggle (the favorites contract), and
// the favorites page's list. What is saved and shown about a product comes
// from the catalogue; the form names only the product. A database failure
// answers the spec's "Unable to ..." message with 503, never the generic error page.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { getUser } from "../auth/session.server";
import { replyWithToast, returnTarget, wantsJson } from "../forms/reply.server";
import type { Toast } from "../platform/toast";
import { FAVORITE_MESSAGES, FavoriteFormSchema } from "./favorite-form";
import type { FavoriteChange, FavoriteEntry, FavoriteProductFacts } from "./favorite-item";
import { findFavoriteProducts } from "./favorite-products.server";
import { addFavorite, listFavorites, removeFavorite } from "./favorites.server";
import { logger } from "../platform/logger";
import { readFormBody } from "../forms/form-body.server";
import { parseSubmission, readIntent } from "../forms/parse-submission";
import { loadWishlistShareState } from "../wishlist/wishlist-share-action.server";
import type { WishlistShareState } from "../wishlist/wishlist-share-form";

function toastOfChange(change: FavoriteChange, productName: string): Toast {
  if (change === "duplicate") return { title: FAVORITE_MESSAGES.duplicate, tone: "info" };
  const title = change === "added" ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed;
  return { title, message: productName || undefined, tone: "success" };
}

class ProductNotInCatalogue extends Error {}

/** Saves the product as the catalogue has it; throws ProductNotInCatalogue for an id it does not hold. */
async function addFromCatalogue(
  context: AppLoadContext,
  userId: string,
  productId: string,
): Promise<{ change: FavoriteChange; name: string }> {
  const product = (await findFavoriteProducts(context, [productId])).get(productId);
  if (!product) throw new ProductNotInCatalogue();
  const change = await addFavorite(context.db, userId, {
    productId,
    productName: product.title,
    productImage: product.imageUrl,
    productPrice: product.priceAmount,
  });
  return { change, name: product.title };
}

export async function handleFavoriteAction(request: Request, context: AppLoadContext) {
  const form = await readFormBody(request);
  const json = wantsJson(form);
  const back = returnTarget(request, form, "/favorites");
  const unavailable = (removing: boolean) =>
    replyWithToast(request, context, {
      json,
      status: 503,
      to: back,
      toast: {
        title: removing ? FAVORITE_MESSAGES.removeUnavailable : FAVORITE_MESSAGES.addUnavailable,
        tone: "error",
      },
      headers: { "Retry-After": "10" },
    });
  // A toggle says which way it was going: the heart sends the state it showed.
  const sentIntent = readIntent(form, ["add", "remove", "toggle"]);
  const removing = sentIntent === "remove" || (sentIntent === "toggle" && form.get("wasFavorite") === "true");
  const user = await getUser(request, context).catch((error: unknown) => {
    logger.error("favorites: reading the signed-in user failed", { error });
    return undefined;
  });
  if (user === undefined) return unavailable(removing);
  if (!user) {
    return replyWithToast(request, context, {
      json,
      status: 401,
      to: `/auth?redirectTo=${encodeURIComponent(back)}`,
      toast: { title: FAVORITE_MESSAGES.signInRequired, tone: "info" },
    });
  }
  const parsed = parseSubmission(form, FavoriteFormSchema);
  if (!parsed.ok)
    return replyWithToast(request, context, {
      json,
      status: 400,
      to: back,
      toast: { title: FAVORITE_MESSAGES.addFailed, tone: "error" },
    });
  const { intent, productId } = parsed.value;
  let outcome: { change: FavoriteChange; name: string };
  try {
    // A toggle removes when the product is saved, else adds it.
    const removedName = intent === "add" ? null : await removeFavorite(context.db, user.id, productId);
    outcome =
      removedName !== null
        ? { change: "removed", name: removedName }
        : intent === "remove"
          ? { change: "absent", name: "" }
          : await addFromCatalogue(context, user.id, productId);
  } catch (error) {
    if (error instanceof ProductNotInCatalogue) {
      return replyWithToast(request, context, {
        json,
        status: 404,
        to: back,
        toast: { title: FAVORITE_MESSAGES.productNotFound, tone: "error" },
        extra: { isFavorite: false },
      });
    }
    logger.error("favorite change failed", { error });
    return unavailable(removing);
  }
  const { change, name } = outcome;
  const isFavorite = change === "added" || change === "duplicate";
  return replyWithToast(request, context, {
    json,
    status: change === "duplicate" ? 409 : 200,
    to: back,
    toast: toastOfChange(change, name),
    extra: { change, isFavorite },
  });
}

/** Most device favorites a visitor's page asks about at once. */
export const DEVICE_FAVORITES_LIMIT = 100;

export type FavoritesPageData = {
  signedIn: boolean;
  entries: FavoriteEntry[];
  /** The catalogue could not be read: entries show their saved names only. */
  catalogUnavailable: boolean;
  loadError: string | null;
  /** For a visitor's page: the catalogue's facts about the products kept on the device (`?device=` ids). */
  deviceProducts: FavoriteProductFacts[];
  /** The signed-in shopper's wishlist link and names; null when they could not be read. */
  share: WishlistShareState | null;
};

const PRIVATE = { "Cache-Control": "private, no-store" };

async function deviceProductsOf(request: Request, context: AppLoadContext): Promise<FavoriteProductFacts[]> {
  const ids = [...new Set(new URL(request.url).searchParams.getAll("device"))]
    .filter((id) => id.length > 0 && id.length <= 200)
    .slice(0, DEVICE_FAVORITES_LIMIT);
  if (ids.length === 0) return [];
  const found = await findFavoriteProducts(context, ids).catch((error: unknown) => {
    logger.error("favorites: reading the catalogue for device favorites failed", { error });
    return new Map<string, FavoriteProductFacts>();
  });
  return [...found.values()];
}

export async function loadFavoritesPage(request: Request, context: AppLoadContext) {
  const empty: FavoritesPageData = {
    signedIn: true,
    entries: [],
    catalogUnavailable: false,
    loadError: null,
    deviceProducts: [],
    share: null,
  };
  let user;
  try {
    user = await getUser(request, context);
  } catch (error) {
    logger.error("favorites: reading the signed-in user failed", { error });
    return data<FavoritesPageData>(
      { ...empty, loadError: FAVORITE_MESSAGES.loadUnavailable },
      { status: 503, headers: { ...PRIVATE, "Retry-After": "10" } },
    );
  }
  // Visitors keep favorites in the browser: their page lists those, with an offer to sign in.
  if (!user)
    return data<FavoritesPageData>(
      { ...empty, signedIn: false, deviceProducts: await deviceProductsOf(request, context) },
      { headers: PRIVATE },
    );
  let saved;
  try {
    saved = await listFavorites(context.db, user.id);
  } catch (error) {
    logger.error("favorites list failed", { error });
    return data<FavoritesPageData>(
      { ...empty, loadError: FAVORITE_MESSAGES.loadUnavailable },
      { status: 503, headers: { ...PRIVATE, "Retry-After": "10" } },
    );
  }
  let products: Map<string, FavoriteProductFacts> | null = null;
  if (saved.length > 0) {
    products = await findFavoriteProducts(
      context,
      saved.map((item) => item.productId),
    ).catch((error: unknown) => {
      logger.error("favorites: reading the catalogue failed", { error });
      return null;
    });
  }
  const share = await loadWishlistShareState(context, user.id).catch((error: unknown) => {
    logger.error("favorites: reading the wishlist link failed", { error });
    return null;
  });
  const entries = saved.map((item) => ({
    productId: item.productId,
    savedName: item.productName,
    product: products?.get(item.productId) ?? null,
  }));
  return data<FavoritesPageData>(
    {
      ...empty,
      entries,
      catalogUnavailable: saved.length > 0 && products === null,
      deviceProducts: await deviceProductsOf(request, context),
      share,
    },
    { headers: PRIVATE },
  );
}
