// Unknown admin addresses through the built Worker: the guard answers first (a visitor learns nothing
// about which admin addresses exist), then an admin gets a 404 inside the admin, never cached.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper, signedInAdmin, signedInShopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });

const UNKNOWN = "/admin/suppliers/no-such-supplier";

describe("an admin address that does not exist", () => {
  it("sends anonymous visitors to sign in and shoppers home, as every admin page does", async () => {
    const anonymous = await new Shopper(stack).get(UNKNOWN);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(UNKNOWN)}`);
    const shopper = await (await signedInShopper(stack)).get(UNKNOWN);
    expect(shopper.status).toBe(302);
    expect(shopper.headers.get("Location")).toBe("/");
  });

  it("answers an admin 404 inside the admin shell, not the shop's not-found page", async () => {
    const admin = await signedInAdmin(stack);
    for (const path of [UNKNOWN, "/admin/suppliers?supplier=no-such-supplier", "/admin/no-such-page"]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      const html = await response.text();
      expect(html, path).toContain('data-testid="admin-top-bar"');
      expect(html, path).toContain("Not found in the admin");
      expect(html, path).not.toContain("Page not found");
    }
  });
});
