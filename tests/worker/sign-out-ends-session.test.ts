// Signing out ends the session on the server: a copy of the cookie taken
// before sign-out (a shared computer, a stolen cookie) no longer opens
// /account or /admin, for shoppers and for the admin's own Sign Out.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });

/** A second browser holding only the copied cookie. */
function replay(cookie: string, path: string) {
  return stack.fetch(path, { headers: { Cookie: cookie } });
}

async function signedIn(email: string, password: string): Promise<Shopper> {
  const who = new Shopper(stack);
  expect((await who.signIn(email, password)).status).toBe(303);
  return who;
}

describe("a cookie copied before sign-out", () => {
  it("is refused on /account and /admin after the shopper's and the admin's sign-out", async () => {
    const shopper = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const shopperCopy = shopper.cookie;
    expect((await replay(shopperCopy, "/account")).status).toBe(200);
    const out = await shopper.post("/sign-out", {});
    expect(out.status).toBe(303);
    const account = await replay(shopperCopy, "/account");
    expect(account.status).toBe(302);
    expect(account.headers.get("Location")).toBe("/auth?redirectTo=%2Faccount");
    // Signed out, not merely "not an admin" (which would send a shopper home).
    expect((await replay(shopperCopy, "/admin")).headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin");

    const admin = await signedIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminCopy = admin.cookie;
    expect((await replay(adminCopy, "/admin")).status).toBe(200);
    // The admin shell's Sign Out.
    const adminOut = await admin.post("/admin/session", { intent: "signout" });
    expect(adminOut.status).toBe(303);
    expect(adminOut.headers.get("Location")).toBe("/auth");
    for (const path of ["/admin", "/account"]) {
      const replayed = await replay(adminCopy, path);
      expect(replayed.status, path).toBe(302);
      expect(replayed.headers.get("Location"), path).toMatch(/^\/auth\?redirectTo=/);
    }
  });

  it("ends only that session: the same account signed in elsewhere stays signed in", async () => {
    const laptop = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const phone = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await laptop.post("/sign-out", {})).status).toBe(303);
    expect((await phone.get("/account")).status).toBe(200);
    // Signing out everywhere still ends every session, the ones never signed out included.
    const tablet = await signedIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await phone.post("/account", { intent: "sign-out-everywhere" })).status).toBe(303);
    expect((await tablet.get("/account")).status).toBe(302);
  });
});
