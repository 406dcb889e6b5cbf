// What the listing routes (/products, /collections/{handle}) do on the server,
// so both route modules stay a few lines: canonical URLs, the page data, the
// shopper (auth, favorites, cart, grid), and the Refresh and grid actions.
// It lives outside app/lib/catalog because it wires several domains together;
// the catalogue itself knows nothing of carts or accounts.
import { recordSearchAfterResponse } from "../analytics/search-analytics.server";
import { awaitAll } from "../platform/await-all";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { claimedUserId, getUser } from "../auth/session.server";
import { readCartLines } from "../cart/cart-cookie.server";
import { gridForView, parseGridPreferences, type GridPreferences } from "../catalog/grid-preferences";
import {
  type CategoryGridView,
  categoryGridViewSetCookie,
  readCategoryGridView,
  readSavedGridPreferences,
  saveGridPreferences,
} from "../catalog/grid-preferences.server";
import { CollectionNotFoundError, loadListingPage, refreshCatalog } from "../catalog/listing-page.server";
import { listingSearchHelp } from "../search/search-help.server";
import { popularSearches } from "../analytics/popular-searches.server";
import { parseListingParams } from "../catalog/listing-params";
import type { ListingShopper } from "../catalog/listing-shopper";
import { toBrowserCard } from "../catalog/product-cards";
import { listingCardRatings, withCardRating } from "../reviews/card-ratings.server";
import { canonicalListingSearch, scopeOf } from "../catalog/listing-urls";
import { safeRedirectPath } from "../platform/safe-redirect";
import { readFormBody, replyFailure } from "../forms/form-body.server";
import { formFailure } from "../platform/reply";

type Args = { request: Request; context: AppLoadContext };

/** The category chosen in the /products view; a collection page is its own view, not a category choice. */
function chosenCategory(searchParams: URLSearchParams, collectionHandle: string | null): string {
  return collectionHandle === null ? parseListingParams(searchParams).category : "";
}

/** The grid a listing URL shows a shopper with this saved choice and category view (also the shared pages' key, decision 056). */
export function listingGridOf(
  url: URL,
  collectionHandle: string | null,
  saved: GridPreferences,
  categoryView: CategoryGridView | null,
): GridPreferences {
  return gridForView(saved, { category: chosenCategory(url.searchParams, collectionHandle), categoryView });
}

export async function loadListingRoute({ request, context }: Args, collectionHandle: string | null) {
  const url = new URL(request.url);
  // A plain GET form sends every field, defaults included; answer with the canonical URL (defaults omitted).
  const canonical = canonicalListingSearch(url, collectionHandle);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);

  let load;
  try {
    load = await loadListingPage(request, context, collectionHandle === null ? {} : { collectionHandle });
  } catch (error) {
    if (error instanceof CollectionNotFoundError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  if (load.data.status === "ok") recordSearchAfterResponse(request, context, load.data, load.headers);
  // An empty search's help (Did you mean, popular searches) is read only when there is nothing to show.
  if (load.data.status === "ok" && load.data.params.q && load.data.total === 0)
    load.data.searchHelp = await listingSearchHelp(context, load.data.params.q, await popularSearches(context));
  // One wave of database reads: the session check, the favorites and the saved grid run side by side, the
  // last two for the user the signed cookie names; they count only if the check confirms that user.
  const claimed = await claimedUserId(request, context);
  const listedIds = load.data.status === "ok" ? load.data.products.map((card) => card.id) : [];
  const [user, cartLines, claimedGrid, categoryView, claimedFavorites, ratings] = await awaitAll([
    getUser(request, context),
    readCartLines(request, context.config.SESSION_SECRETS),
    readSavedGridPreferences(request, context, claimed ? { id: claimed } : null),
    readCategoryGridView(request),
    // Hearts are a detail of the listing: read with the session check (decision 063); if they cannot be read the
    // products still show, hearts empty.
    claimed ? context.auth.extras().then((extras) => extras?.favoriteProductIds ?? []) : [],
    listingCardRatings(context.db, listedIds),
  ]);
  const confirmed = user !== null && user.id === claimed;
  const savedGrid =
    confirmed || claimed === null ? claimedGrid : await readSavedGridPreferences(request, context, null);
  const listed = load.data.status === "ok" ? load.data.products : [];
  // The copy of a page shared by signed-in shoppers with every heart filled (decision 056).
  const favoriteProductIds = context.shopperTemplate?.allFavorites
    ? listed.map((card) => card.id)
    : confirmed
      ? claimedFavorites
      : [];
  const cartVariantIds = new Set(cartLines.map((line) => line.variantId));
  const shopper: ListingShopper = {
    signedIn: user !== null,
    favoriteProductIds,
    cartProductIds: listed
      .filter((card) => card.variantIds.some((id) => cartVariantIds.has(id)))
      .map((card) => card.id),
  };
  const listing =
    load.data.status === "ok"
      ? { ...load.data, products: load.data.products.map((card) => withCardRating(toBrowserCard(card), ratings)) }
      : load.data;
  // The page's HTML renders the cards and the browser hydrates them from that markup, so a page load's
  // hydration data does not carry the 24 cards a second time; a client-side navigation's data does (decision 055).
  if (listing.status === "ok" && context.documentRequest) leaveOutOfHydrationData(listing, "products");
  const grid = context.shopperTemplate?.grid ?? listingGridOf(url, collectionHandle, savedGrid, categoryView);
  return data({ listing, grid, shopper, collectionHandle }, { status: load.httpStatus, headers: load.headers });
}

/**
 * Keeps a field readable by the server's render (the same object) but out of the data Remix serialises into
 * the page for hydration, which copies only enumerable properties.
 */
function leaveOutOfHydrationData<T extends object>(value: T, key: keyof T & string): void {
  Object.defineProperty(value, key, { enumerable: false });
}

export async function listingRouteAction({ request, context }: Args, collectionHandle: string | null) {
  const form = await readFormBody(request);
  const back = safeRedirectPath(form.get("redirectTo"), scopeOf(collectionHandle).basePath);
  const intent = form.get("intent");
  if (intent === "refresh") {
    await refreshCatalog(context);
    return redirect(back);
  }
  if (intent === "grid") {
    // The view the controls were used in: a chosen category keeps its grid to itself.
    const viewParams = new URL(back, request.url).searchParams;
    const category =
      chosenCategory(viewParams, collectionHandle) ||
      (typeof form.get("category") === "string" ? String(form.get("category")) : "");
    const user = await getUser(request, context);
    const [saved, categoryView] = await awaitAll([
      readSavedGridPreferences(request, context, user),
      readCategoryGridView(request),
    ]);
    const shown = gridForView(saved, { category, categoryView });
    const preferences = parseGridPreferences(
      { viewSize: form.get("viewSize"), columnCount: form.get("columnCount") },
      shown,
    );
    const setCookie =
      category === ""
        ? await saveGridPreferences(request, context, user, preferences)
        : await categoryGridViewSetCookie(request, { category, grid: preferences });
    const headers = { "Set-Cookie": setCookie };
    // A fetcher sends no redirectTo and stays on the page; a plain form comes back to it.
    return form.has("redirectTo") ? redirect(back, { headers }) : Response.json({ ok: true, preferences }, { headers });
  }
  return replyFailure(formFailure({ formError: "Unknown action" }), 400);
}
