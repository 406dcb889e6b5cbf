// What the listing routes (/products, /collections/{handle}) do on the server,
// so both route modules stay a few lines: canonical URLs, the page data, the
// grid preferences, and the Refresh and grid-preference actions.
import { safeRedirectPath } from "~/lib/platform/safe-redirect";
import { recordSearchAfterResponse } from "~/lib/analytics/search-analytics.server";
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { CATEGORY_GRID_PREFERENCES, type GridPreferences, parseGridPreferences } from "./grid-preferences";
import { gridPreferencesSetCookie, readGridPreferences } from "./grid-preferences.server";
import { loadListingShopper, saveShopperGridPreferences } from "./listing-shopper.server";
import { parseListingParams } from "./listing-params";
import { CollectionNotFoundError, loadListingPage, refreshCatalog } from "./listing-page.server";
import { scopedSearchString, scopeOf } from "./listing-urls";

type Args = { request: Request; context: AppLoadContext };

export async function loadListingRoute({ request, context }: Args, collectionHandle: string | null) {
  const url = new URL(request.url);
  const scope = scopeOf(collectionHandle);
  const searchParams = new URLSearchParams(url.search);
  if (collectionHandle !== null) searchParams.set("category", collectionHandle.toLowerCase());
  // A plain GET form sends every field, defaults included; answer with the canonical URL (defaults omitted).
  // Compared as URLSearchParams encode them: single fetch re-encodes the URL it hands to loaders.
  const canonical = scopedSearchString(parseListingParams(searchParams), scope);
  if (new URLSearchParams(url.search).toString() !== new URLSearchParams(canonical).toString()) throw redirect(`${url.pathname}${canonical}`);

  let load;
  try {
    load = await loadListingPage(request, context, collectionHandle === null ? {} : { collectionHandle });
  } catch (error) {
    if (error instanceof CollectionNotFoundError) throw new Response("Not Found", { status: 404 });
    throw error;
  }
  if (load.data.status === "ok") recordSearchAfterResponse(request, context, load.data);
  const { shopper, grid } = await loadListingShopper(request, context);
  return data({ listing: load.data, grid, shopper, collectionHandle }, { status: load.httpStatus, headers: load.headers });
}

export async function listingRouteAction({ request, context }: Args, collectionHandle: string | null) {
  const form = await request.formData().catch(() => new FormData());
  const back = safeRedirectPath(form.get("redirectTo"), scopeOf(collectionHandle).basePath);
  const intent = form.get("intent");
  if (intent === "refresh") {
    await refreshCatalog(context);
    return redirect(back);
  }
  if (intent === "grid" || intent === "category-grid") {
    const current = await readGridPreferences(request);
    const preferences: GridPreferences =
      intent === "category-grid" ? CATEGORY_GRID_PREFERENCES : parseGridPreferences({ viewSize: form.get("viewSize"), columnCount: form.get("columnCount") }, current);
    await saveShopperGridPreferences(request, context, preferences);
    const headers = { "Set-Cookie": await gridPreferencesSetCookie(preferences) };
    // A fetcher sends no redirectTo and stays on the page; a plain form comes back to it.
    return form.has("redirectTo") ? redirect(back, { headers }) : Response.json({ ok: true, preferences }, { headers });
  }
  return Response.json({ error: "Unknown action" }, { status: 400 });
}
