import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/platform/safe-redirect";

describe("the one safe-redirect check", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/favorites", "/")).toBe("/favorites");
    expect(safeRedirectPath("/products?q=maxi&page=2#top", "/")).toBe("/products?q=maxi&page=2#top");
    expect(safeRedirectPath("/products/x?Size=M", "/cart")).toBe("/products/x?Size=M");
  });

  // Each of these is a known way past prefix checks: browsers strip tabs and
  // newlines, read "\" as "/", and normalise dot segments before choosing a host.
  const bypasses = [
    "https://evil.com",
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
    "/.//evil.com",
    "/./\\evil.com",
    "/%2F%2Fevil.com/..//evil.com",
    "/a/../..//evil.com",
    " //evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.com",
    "products",
    "",
    "/" + "a".repeat(2000),
    // Encoded and look-alike variants.
    "%2F%2Fevil.com",
    "%2f%2fevil.com",
    "\u2215\u2215evil.com",
    "/\u0000/evil.com",
    "/\u000b/evil.com",
    "/\t\\evil.com",
    "\t//evil.com",
    "/\\/evil.com",
    "https:evil.com",
    "https:/evil.com",
    "vbscript:msgbox(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "/..//evil.com",
    "/./..//evil.com",
  ];

  // Encoded slashes stay inside the path (a browser never decodes them into a host), so these are same-site.
  it.each(["/%2F%2Fevil.com", "/%5Cevil.com", "/%09/evil.com", "/%0A/evil.com", "/.%2F/evil.com"])(
    "keeps %j on this site",
    (value) => {
      expect(new URL(safeRedirectPath(value, "/fallback"), "https://shop.example").origin).toBe("https://shop.example");
    },
  );
  it.each(bypasses)("refuses %j", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it("refuses values that are not strings", () => {
    for (const value of [null, undefined, 42, {}, ["/x"]]) expect(safeRedirectPath(value, "/account")).toBe("/account");
  });

  it("never returns a path a browser would read as another host", () => {
    for (const value of bypasses) {
      const result = safeRedirectPath(value, "/");
      expect(new URL(result, "https://shop.example").origin).toBe("https://shop.example");
    }
  });
});
