// Every admin route and action, as anonymous, shopper and admin, through the built Worker.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper, signedInAdmin, signedInShopper } from "../support/http-shopper";
import { ADMIN_ACTION_ONLY_PATHS, EVERY_ADMIN_PATH } from "../support/every-page";
import { tableCounts } from "../support/worker-stack";

const stack = useTestStack({ productCount: 20 });

describe("admin access", () => {
  it("sends anonymous visitors of every admin page to /auth with the page and its query", async () => {
    const anonymous = new Shopper(stack);
    for (const path of EVERY_ADMIN_PATH) {
      const response = await anonymous.get(`${path}?page=2&q=boho`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe(
        `/auth?redirectTo=${encodeURIComponent(`${path}?page=2&q=boho`)}`,
      );
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("sends a signed-in shopper of every admin page to the home page", async () => {
    const shopper = await signedInShopper(stack);
    for (const path of EVERY_ADMIN_PATH) {
      const response = await shopper.get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/");
    }
  });

  it("shows every admin page to an admin, never cached", async () => {
    const admin = await signedInAdmin(stack);
    for (const path of EVERY_ADMIN_PATH) {
      const response = await admin.get(path);
      // The editor of a post that does not exist gets past the guard and answers the page's own 404.
      expect(response.status, path).toBe(path === "/admin/blog/x/edit" ? 404 : 200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      await response.text();
    }
  });

  it("changes nothing when anonymous visitors or shoppers post to any admin action", async () => {
    const before = await tableCounts(stack);
    const shopper = await signedInShopper(stack);
    const afterSignIn = await tableCounts(stack);
    const fields = {
      intent: "delete",
      id: "1",
      userId: "1",
      key: "auth:signin:x",
      role: "admin",
      value: "1",
      alt_text: "x",
      _reply: "json",
    };
    for (const who of [new Shopper(stack), shopper]) {
      for (const path of [...EVERY_ADMIN_PATH, ...ADMIN_ACTION_ONLY_PATHS]) {
        const response = await who.post(path, fields, { Origin: stack.url });
        expect([302, 303, 405], path).toContain(response.status);
        if (response.status !== 405) expect(response.headers.get("Location"), path).toMatch(/^\/(auth\?redirectTo=|$)/);
      }
    }
    expect(await tableCounts(stack)).toEqual(afterSignIn);
    expect(afterSignIn.audit_log).toBe(before.audit_log + 1); // the shopper's own sign-in, nothing else
  });
});
