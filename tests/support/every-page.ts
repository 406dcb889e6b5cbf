// Every page a person can open, by the route module that renders it: the
// valid-HTML Worker test and the accessibility browser test read the same list.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SEED_BLOG_POSTS, SEED_LOOKS } from "../../db/seed-data";
import { PROJECT_ROOT } from "../../scripts/local-stack";
import { ADMIN_PAGES } from "../../app/lib/admin/admin-pages";

/** Every admin page: the sidebar's list, one blog editor, and the session warning page. */
export const EVERY_ADMIN_PATH = [...ADMIN_PAGES.map((page) => page.path), "/admin/blog/x/edit", "/admin/session"];

/** Admin endpoints that are actions only (no page): the session keep-alive and the cover download. */
export const ADMIN_ACTION_ONLY_PATHS = ["/admin/session/activity", "/admin/facebook-cover/download"];

export type Role = "visitor" | "shopper" | "admin";
/** One page to check: who opens it, and the status it answers. */
export type PageVisit = { path: string; role: Role; status: number; method?: "POST" };

/**
 * Each page route module (a file in app/routes with a default export) and the
 * pages it renders here. `{product}`, `{collection}` and `{post}` stand for a
 * real product handle, collection handle and blog post id of the test's shop.
 */
export const PAGES_BY_ROUTE: Record<string, PageVisit[]> = {
  "$.tsx": [{ path: "/no-such-page", role: "visitor", status: 404 }],
  "2025-colors.tsx": [{ path: "/2025-colors", role: "visitor", status: 200 }],
  "_index.tsx": [
    { path: "/", role: "visitor", status: 200 },
    { path: "/", role: "shopper", status: 200 },
    { path: "/", role: "admin", status: 200 },
  ],
  "about.tsx": [{ path: "/about", role: "visitor", status: 200 }],
  "account.tsx": [
    { path: "/account", role: "shopper", status: 200 },
    { path: "/account", role: "admin", status: 200 },
  ],
  "admin.$.tsx": [{ path: "/admin/no-such-page", role: "admin", status: 404 }],
  "admin.blog.$id.edit.tsx": [{ path: "/admin/blog/{post}/edit", role: "admin", status: 200 }],
  "admin.session.tsx": [{ path: "/admin/session", role: "admin", status: 200 }],
  "admin.studio.$id/route.tsx": [
    { path: "/admin/studio/new", role: "admin", status: 200 },
    { path: "/admin/studio/{studioPiece}", role: "admin", status: 200 },
  ],
  "auth.tsx": [
    { path: "/auth", role: "visitor", status: 200 },
    { path: "/auth?mode=signup", role: "visitor", status: 200 },
  ],
  "auth_.reset.tsx": [{ path: "/auth/reset", role: "visitor", status: 200 }],
  "auth_.verify.tsx": [{ path: "/auth/verify", role: "visitor", status: 200 }],
  // The alert form's own page (a variant the catalogue does not have: the "not found" text), and the emailed links.
  "back-in-stock.tsx": [
    { path: "/back-in-stock?product={product}&variant=no-such-variant", role: "visitor", status: 404 },
  ],
  "back-in-stock_.confirm.tsx": [{ path: "/back-in-stock/confirm?token=no-such-token", role: "visitor", status: 404 }],
  "back-in-stock_.unsubscribe.tsx": [
    { path: "/back-in-stock/unsubscribe?token=no-such-token", role: "visitor", status: 400 },
  ],
  "blog.$slug.tsx": [{ path: `/blog/${SEED_BLOG_POSTS[0]!.slug}`, role: "visitor", status: 200 }],
  "blog._index.tsx": [{ path: "/blog", role: "visitor", status: 200 }],
  "cart.tsx": [
    { path: "/cart", role: "visitor", status: 200 },
    { path: "/cart", role: "shopper", status: 200 },
  ],
  "checkout.tsx": [{ path: "/checkout", role: "shopper", status: 200 }],
  "collections.$handle.tsx": [{ path: "/collections/{collection}", role: "visitor", status: 200 }],
  "collections._index.tsx": [{ path: "/collections", role: "visitor", status: 200 }],
  "contact.tsx": [{ path: "/contact", role: "visitor", status: 200 }],
  "dev.outbox.tsx": [{ path: "/dev/outbox", role: "visitor", status: 200 }],
  "faq.tsx": [{ path: "/faq", role: "visitor", status: 200 }],
  "favorites.tsx": [
    { path: "/favorites", role: "visitor", status: 200 },
    { path: "/favorites", role: "shopper", status: 200 },
  ],
  "home-2025.tsx": [{ path: "/home-2025", role: "visitor", status: 200 }],
  "lookbooks.$slug.tsx": [{ path: `/lookbooks/${SEED_LOOKS[0]!.slug}`, role: "visitor", status: 200 }],
  "lookbooks._index.tsx": [{ path: "/lookbooks", role: "visitor", status: 200 }],
  "muted-theme.tsx": [{ path: "/muted-theme", role: "visitor", status: 200 }],
  // Someone else's (or no) order: the route's "not found" page.
  "order-confirmation.$orderId.tsx": [{ path: "/order-confirmation/no-such-order", role: "shopper", status: 404 }],
  "orders.tsx": [{ path: "/orders", role: "shopper", status: 200 }],
  "products.$slug.tsx": [
    { path: "/products/{product}", role: "visitor", status: 200 },
    { path: "/products/no-such-product", role: "visitor", status: 404 },
  ],
  "products._index.tsx": [
    { path: "/products", role: "visitor", status: 200 },
    { path: "/products?q=dress&sort=price_asc", role: "visitor", status: 200 },
    // A misspelt search, answered in the catalogue's spelling ("Showing results for mala").
    { path: "/products?q=mlaa", role: "visitor", status: 200 },
    // The same as typed finds nothing: "Did you mean", popular searches and collections.
    { path: "/products?q=mlaa&asTyped=true", role: "visitor", status: 200 },
    { path: "/products", role: "shopper", status: 200 },
  ],
  "returns.tsx": [{ path: "/returns", role: "visitor", status: 200 }],
  "privacy.tsx": [{ path: "/privacy", role: "visitor", status: 200 }],
  "shipping-info.tsx": [{ path: "/shipping-info", role: "visitor", status: 200 }],
  "terms.tsx": [{ path: "/terms", role: "visitor", status: 200 }],
  "shopify-product.$handle.tsx": [{ path: "/shopify-product/{product}", role: "visitor", status: 200 }],
  "sitemap.tsx": [{ path: "/sitemap", role: "visitor", status: 200 }],
  "size-guide._index.tsx": [{ path: "/size-guide", role: "visitor", status: 200 }],
  "size-guide.accessories.tsx": [{ path: "/size-guide/accessories", role: "visitor", status: 200 }],
  "size-guide.clothing.tsx": [{ path: "/size-guide/clothing", role: "visitor", status: 200 }],
  "size-guide.jewelry.tsx": [{ path: "/size-guide/jewelry", role: "visitor", status: 200 }],
  "slow-living.tsx": [{ path: "/slow-living", role: "visitor", status: 200 }],
  "track-order.tsx": [{ path: "/track-order", role: "visitor", status: 200 }],
  "warm-theme.tsx": [{ path: "/warm-theme", role: "visitor", status: 200 }],
  // A shared list needs a token its owner made: tests/worker/shared-wishlist.test.ts checks one such page.
  "wishlist.$token.tsx": [{ path: "/wishlist/no-such-wishlist", role: "visitor", status: 404 }],
};

/** The error page: a form posted to a page that takes none (405, the root error boundary's global error page). */
export const ERROR_PAGE: PageVisit = { path: "/about", role: "visitor", status: 405, method: "POST" };

/** Admin pages are listed once, from the sidebar's list (every child route of admin.tsx). */
export const ADMIN_PAGE_VISITS: PageVisit[] = EVERY_ADMIN_PATH.filter(
  (path) => path !== "/admin/session" && !path.startsWith("/admin/blog/x/"),
).map((path) => ({
  path,
  role: "admin" as const,
  status: 200,
}));

/**
 * Route modules that render a page: a default export (the rest are resource routes, redirects and actions). A
 * route folder's module is named by its `route.tsx` ("admin.studio.$id/route.tsx").
 */
export function pageRouteFiles(): string[] {
  const routes = join(PROJECT_ROOT, "app", "routes");
  return readdirSync(routes, { withFileTypes: true }).flatMap((entry) => {
    const file = entry.isDirectory() ? `${entry.name}/route.tsx` : entry.name;
    if (!file.endsWith(".tsx") || !existsSync(join(routes, file))) return [];
    return /^export default /m.test(readFileSync(join(routes, file), "utf8")) ? [file] : [];
  });
}

/** The route module an admin path comes from ("/admin/backup/manual" is admin.backup.manual.tsx, its _index, or either's folder). */
export function adminRouteFileOf(path: string): string[] {
  const name = path.slice(1).replace(/\//g, ".");
  return [`${name}.tsx`, `${name}._index.tsx`, `${name}/route.tsx`, `${name}._index/route.tsx`];
}
