// Signed-in listing pages from a page rendered once for every signed-in shopper (decision 056).
//
// A listing page differs between signed-in shoppers only in the account's address (header, phone menu,
// footer), the hearts, the cart, the grid and the theme. So the Worker renders it once for a stand-in shopper
// with the same grid, theme and an empty cart (and, when needed, once more with every heart filled), keeps
// those renders in the Cache API like anonymous pages, and answers each shopper with a copy in which the
// stand-in's address becomes theirs, each heart on the page is the filled or empty one React drew, and the
// loader data says who they are. The shopper's session, favorites and profile are read in one database query.
//
// What is kept contains nothing of any shopper; a page is personal only on its way out. The session is
// checked against the database on every request, so a signed-out cookie is refused at once. Anything this
// does not know how to put in (a toast, a session refresh, a cart, an admin, a theme only the profile knows)
// falls back to rendering the page as before.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sessionClaimOf } from "../auth/session.server";
import type { SessionUser } from "../auth/session-user";
import { getSession } from "../auth/session-cookie.server";
import { shellSessionChanges } from "../auth/shell-session.server";
import { readCartLines } from "../cart/cart-cookie.server";
import { DEFAULT_GRID_PREFERENCES, type GridPreferences } from "../catalog/grid-preferences";
import { GridPreferencesSchema } from "../catalog/grid-preferences-schema.server";
import { readCategoryGridView, readCookieGridPreferences } from "../catalog/grid-preferences.server";
import { listingGridOf } from "../routes/listing.server";
import { createCspNonce } from "../security/content-security-policy";
import { logger } from "../platform/logger";
import { DEFAULT_THEME, isTheme, themeFromCookieHeader, type Theme } from "../theme/theme";
import { cacheScopeOf } from "./cache-scope.server";
import type { ShopperTemplate } from "./context.server";
import { heldPage, holdPage } from "./held-pages";
import { copyOf, sliced, takeApart, type KeptPageParts, type StandIn } from "../framework-internals/kept-page-copy";
import {
  ageOf,
  headersAsRendered,
  HTML_FRESH_MS,
  HTML_STALE_MS,
  isStorable,
  openCache,
  store,
} from "./html-cache.server";
import { awaitAll } from "../platform/await-all";

const CACHE_NAME = "signed-in-pages";
/** Says how a signed-in page was answered: from a kept render (hit, stale) or a render made for it (miss). */
export const SIGNED_IN_PAGE_HEADER = "X-Signed-In-Page";

const LISTING_PATH = /^\/(?:products|collections\/([^/]+))$/;

/** Nobody: no account has this id or address, so the copy is the only place they can come from. */
const STAND_IN: SessionUser = { id: "stand-in-shopper", email: "stand-in@signed-in-page.invalid", isAdmin: false };

/** The stand-in's cache scope (a digest of its id): plain data, worked out once per isolate. */
let standInScope: string | null = null;

/** Re-renders of stale kept pages running in this isolate, by key (plain strings, decision 015). */
const revalidating = new Set<string>();

type SignedInPageOptions = {
  /** False when the HTML_CACHE or SIGNED_IN_PAGES binding is "off". */
  enabled: boolean;
  /** The HTML cache's version (catalogue snapshot and page generation); null before one is known. */
  version: () => string | null;
  /** Renders `page` for the stand-in shopper, in a context of its own. */
  render: (page: Request, template: ShopperTemplate) => Promise<Response>;
  waitUntil: (promise: Promise<unknown>) => void;
  /** Told of the kept page an answer was made from, for what the loaders would have recorded. */
  onKeptAnswer?: (kept: Response) => void;
};

type Shopper = { user: SessionUser; favoriteIds: string[]; grid: GridPreferences; theme: Theme };

/**
 * The signed-in shopper's listing page made from the kept render, or null when this request is not one
 * (anonymous, not a listing, a toast to show, an admin, a cart, the database unreachable...): then the
 * page is rendered as before.
 */
export async function serveSignedInPage(
  request: Request,
  context: AppLoadContext,
  options: SignedInPageOptions,
): Promise<Response | null> {
  if (!options.enabled || request.method !== "GET") return null;
  const url = new URL(request.url);
  const listing = LISTING_PATH.exec(url.pathname);
  if (!listing || !request.headers.has("Cookie")) return null;
  const version = options.version();
  if (!version) return null;
  const collectionHandle = listing[1] === undefined ? null : decodedSegment(listing[1]);
  if (collectionHandle === "") return null;
  const shopper = await readShopper(request, context, collectionHandle);
  if (!shopper) return null;

  const variant = (allFavorites: boolean): ShopperTemplate => ({
    user: STAND_IN,
    allFavorites,
    grid: shopper.grid,
    theme: shopper.theme,
  });
  standInScope ??= await cacheScopeOf(STAND_IN.id);
  const standIn: StandIn = { id: STAND_IN.id, email: STAND_IN.email, scope: standInScope };
  const plain = await keptParts(request, version, variant(false), standIn, options);
  if (!plain) return null;
  const favorite = new Set(shopper.favoriteIds);
  // Only a page showing one of the shopper's favorites needs the render with every heart filled.
  const filled = plain.parts.cards.some((card) => favorite.has(card.productId))
    ? await keptParts(request, version, variant(true), standIn, options)
    : null;
  const nonce = createCspNonce();
  const body = copyOf(plain.parts, filled?.parts ?? null, {
    id: shopper.user.id,
    email: shopper.user.email,
    scope: await shopperScope(shopper.user.id),
    favoriteIds: shopper.favoriteIds,
    nonce,
  });
  if (!body) {
    logger.warn("A signed-in page could not be made from its kept render", { path: url.pathname });
    return null;
  }
  options.onKeptAnswer?.(new Response(null, { headers: plain.headers }));
  const headers = new Headers(plain.headers);
  const policy = headers.get("Content-Security-Policy");
  if (policy) headers.set("Content-Security-Policy", policy.replace(/'nonce-[^']+'/g, `'nonce-${nonce}'`));
  headers.set(SIGNED_IN_PAGE_HEADER, plain.state);
  headers.set("Server-Timing", `signed-in-page;desc="${plain.state}"`);
  headers.delete("Content-Length");
  return new Response(sliced(body), { status: 200, headers });
}

/** A path segment decoded; "" when it is not valid percent-encoding (the page's own render answers that). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

/** Shoppers' cache scopes (a digest of the id each), a few thousand at most: plain strings. */
const shopperScopes = new Map<string, string>();

async function shopperScope(userId: string): Promise<string> {
  let scope = shopperScopes.get(userId);
  if (scope === undefined) {
    scope = await cacheScopeOf(userId);
    if (shopperScopes.size >= 5_000) shopperScopes.delete(shopperScopes.keys().next().value!);
    shopperScopes.set(userId, scope);
  }
  return scope;
}

/**
 * Who is signed in, with their favorites, grid and theme: the session check's one query (decision 063), which the
 * page's render reuses if it comes to one. Null when the page should be rendered.
 */
async function readShopper(
  request: Request,
  context: AppLoadContext,
  collectionHandle: string | null,
): Promise<Shopper | null> {
  const claim = await sessionClaimOf(request, context);
  if (!claim || shellSessionChanges(await getSession(request, context))) return null;
  const [cartLines, cookieGrid, categoryView, user, extras] = await awaitAll([
    readCartLines(request, context.config.SESSION_SECRETS),
    readCookieGridPreferences(request),
    readCategoryGridView(request),
    context.auth.user(),
    context.auth.extras(),
  ]);
  if (cartLines.length > 0) return null;
  // No extras: the database could not confirm the session (the rendered page has its own answers for that).
  if (!user || user.isAdmin || !extras || extras.userId !== user.id) return null;
  const cookieTheme = themeFromCookieHeader(request.headers.get("Cookie"));
  // A theme only the profile knows is sent back as a cookie by the rendered page.
  if (!cookieTheme && isTheme(extras.preferences.theme)) return null;
  const profileGrid = GridPreferencesSchema.safeParse(extras.preferences.productGrid);
  const saved = profileGrid.success ? profileGrid.data : (cookieGrid ?? DEFAULT_GRID_PREFERENCES);
  return {
    user,
    favoriteIds: extras.favoriteProductIds,
    grid: listingGridOf(new URL(request.url), collectionHandle, saved, categoryView),
    theme: cookieTheme ?? DEFAULT_THEME,
  };
}

type Kept = { parts: KeptPageParts; headers: Headers; state: "hit" | "stale" | "miss" };

/** The stand-in's render of this page, taken apart: held in the isolate, kept in the cache, or rendered now. */
async function keptParts(
  request: Request,
  version: string,
  template: ShopperTemplate,
  standIn: StandIn,
  options: SignedInPageOptions,
): Promise<Kept | null> {
  const key = keyOf(request, version, template);
  const held = heldPage<KeptPageParts>(`signed-in ${key.url}`, HTML_FRESH_MS);
  if (held) return { parts: held.parts, headers: new Headers(held.headers), state: "hit" };
  const kept = await keptPage(request, key, template, options);
  if (!kept) return null;
  const parts = takeApart(kept.html, standIn);
  if (!parts) {
    logger.warn("A kept signed-in page could not be taken apart", { path: new URL(request.url).pathname });
    return null;
  }
  if (kept.state !== "stale")
    holdPage(`signed-in ${key.url}`, {
      parts,
      size: parts.size,
      headers: [...kept.headers],
      renderedAt: kept.renderedAt,
    });
  return { parts, headers: kept.headers, state: kept.state };
}

type KeptPage = { html: string; headers: Headers; renderedAt: number; state: "hit" | "stale" | "miss" };

/** The stand-in's render of this page from the cache, or rendered now and kept. */
async function keptPage(
  request: Request,
  key: Request,
  template: ShopperTemplate,
  options: SignedInPageOptions,
): Promise<KeptPage | null> {
  const cache = await openCache(CACHE_NAME);
  if (!cache) return null;
  const cached = await cache.match(key).catch(() => undefined);
  if (cached) {
    const age = ageOf(cached);
    if (age <= HTML_STALE_MS) {
      const state = age <= HTML_FRESH_MS ? "hit" : "stale";
      if (state === "stale" && !revalidating.has(key.url)) {
        revalidating.add(key.url);
        const rerender = async () => {
          const fresh = await options.render(standInRequest(request), template);
          if (isStorable(fresh)) await store(cache, key, fresh);
          else await fresh.body?.cancel();
        };
        options.waitUntil(
          rerender()
            .catch((error) => logger.error("Failed to re-render a kept signed-in page", { error }))
            .finally(() => revalidating.delete(key.url)),
        );
      }
      return { html: await cached.text(), headers: headersAsRendered(cached), renderedAt: Date.now() - age, state };
    }
    await cached.body?.cancel();
  }
  const rendered = await options.render(standInRequest(request), template);
  if (!isStorable(rendered)) {
    await rendered.body?.cancel();
    return null;
  }
  const html = await rendered.text();
  options.waitUntil(
    store(cache, key, new Response(html, rendered)).catch((error) =>
      logger.error("Failed to keep a signed-in page", { error }),
    ),
  );
  return { html, headers: new Headers(rendered.headers), renderedAt: Date.now(), state: "miss" };
}

/** The cache key: the page, the HTML cache's version and what the stand-in was rendered with. */
function keyOf(request: Request, version: string, template: ShopperTemplate): Request {
  const url = new URL(request.url);
  url.searchParams.set("__catalog", version);
  url.searchParams.set(
    "__shopper",
    `${template.grid.viewSize}-${template.grid.columnCount}-${template.theme}-${template.allFavorites ? "all" : "none"}`,
  );
  return new Request(url.toString(), { method: "GET" });
}

/** The shopper's request without anything of the shopper: their headers, no cookies. */
function standInRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  headers.delete("Authorization");
  return new Request(request.url, { method: "GET", headers });
}
