import { describe, expect, it } from "vitest";
import {
  isOfflinePage,
  markSavedCopy,
  pageCacheName,
  savedCopyMessage,
  scopeOfHtml,
} from "../../app/lib/pwa/offline-pages";

const url = (path: string) => new URL(path, "https://boho.example");

describe("offline pages", () => {
  it("keeps home, the first /products page and product pages for everyone, favorites only for a signed-in shopper", () => {
    expect(
      ["/", "/products", "/products?page=1", "/products/saffron-linen-overalls"].map((path) =>
        isOfflinePage(url(path), "public"),
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ["/products?page=2", "/products?q=linen", "/cart", "/account", "/auth", "/favorites"].map((path) =>
        isOfflinePage(url(path), "public"),
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(isOfflinePage(url("/favorites"), "user-0123456789abcdef0123")).toBe(true);
  });

  it("reads the scope marker and names one cache per scope", () => {
    expect(scopeOfHtml('<head><meta name="boutique-cache-scope" content="public"/>')).toBe("public");
    expect(scopeOfHtml('<meta name="boutique-cache-scope" content="user-0123456789abcdef01234567"/>')).toBe(
      "user-0123456789abcdef01234567",
    );
    expect(scopeOfHtml('<meta name="boutique-cache-scope" content="../../etc"/>')).toBeNull();
    expect(scopeOfHtml("<html><body>no marker</body></html>")).toBeNull();
    expect(pageCacheName("public", "v2")).toBe("boutique-pages-v2");
    expect(pageCacheName("user-0123456789abcdef", "v2")).toBe("boutique-pages-user-0123456789abcdef-v2");
  });

  it("marks a saved copy on <html> and words the banner", () => {
    expect(markSavedCopy('<!DOCTYPE html><html lang="en" data-theme="dark">', "2026-11-23T12:15:00.000Z")).toBe(
      '<!DOCTYPE html><html data-saved-copy="2026-11-23T12:15:00.000Z" lang="en" data-theme="dark">',
    );
    expect(markSavedCopy("<html>", '"><script>')).toBe('<html data-saved-copy="">');
    expect(savedCopyMessage("2026-11-23T12:15:00.000Z")).toMatch(
      /^Offline, showing saved copy from Nov 23, 2026, \d{1,2}:15 [AP]M$/,
    );
  });
});
