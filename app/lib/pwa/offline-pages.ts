// Which pages the service worker keeps for offline reading, and how it tells
// shoppers apart. Shared by workers/service-worker.ts and the root layout (which
// renders the scope marker); pure, so it is unit-tested in Node.
//
// The server marks every page with <meta name="boutique-cache-scope">:
// "public" for a signed-out visitor, "user-<digest>" for a signed-in shopper.
// Public pages go in one cache; a shopper's pages go in their own cache, which
// is deleted as soon as a public page arrives again (they signed out).

export const CACHE_SCOPE_META = "boutique-cache-scope";
export const PUBLIC_SCOPE = "public";
export const SAVED_COPY_ATTRIBUTE = "data-saved-copy";

/** Offline-readable paths: home, the first page of /products, product pages, and (signed in) favorites. */
export function isOfflinePage(url: URL, scope: string): boolean {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (path === "/") return url.search === "";
  if (path === "/products") return url.search === "" || url.search === "?page=1";
  if (/^\/products\/[^/]+$/.test(path)) return url.search === "";
  if (path === "/favorites") return scope !== PUBLIC_SCOPE && url.search === "";
  return false;
}

/** The scope marker in a page's HTML, or null when it has none (an error page, a stand-alone page). */
export function scopeOfHtml(html: string): string | null {
  const match = new RegExp(`<meta name="${CACHE_SCOPE_META}" content="(public|user-[a-f0-9]{16,64})"`).exec(html);
  return match ? match[1] : null;
}

/** The cache that holds a scope's pages. */
export function pageCacheName(scope: string, version: string): string {
  return scope === PUBLIC_SCOPE ? `boutique-pages-${version}` : `boutique-pages-${scope}-${version}`;
}

/** Marks a saved copy on <html> with the time it was saved; the app shows the offline banner from it. */
export function markSavedCopy(html: string, savedAt: string): string {
  return html.replace(/<html\b/i, `<html ${SAVED_COPY_ATTRIBUTE}="${savedAt.replace(/[^0-9TZ:.-]/g, "")}"`);
}

/** The banner's text: "Offline, showing saved copy from Nov 23, 2026, 12:15 PM". */
export function savedCopyMessage(savedAt: string, locale = "en-US"): string {
  const date = new Date(savedAt);
  const time = Number.isNaN(date.getTime())
    ? "earlier"
    : date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });
  return `Offline, showing saved copy from ${time}`;
}
