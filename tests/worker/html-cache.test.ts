// The anonymous HTML edge cache (decision 023) through the built Worker: two
// shoppers, one cached page. A visitor without cookies gets the cached page;
// a signed-in shopper never does, and their page is never stored for others.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "../../db/seed-data";
import { Shopper } from "../support/auth-helpers";
import { startTestStack, type TestStack } from "../support/worker-stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 60 });
});
afterAll(async () => {
  await stack?.close();
});

const cacheState = (response: Response) => response.headers.get("X-Html-Cache");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedInAdmin(): Promise<Shopper> {
  const admin = new Shopper(stack);
  expect((await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
  return admin;
}

describe("the anonymous HTML cache", () => {
  it("stores an anonymous page and serves the next anonymous visitor from it", async () => {
    const first = await stack.fetch("/products?sort=price_asc");
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe("miss");
    const firstHtml = await first.text();
    await sleep(200); // the store runs in waitUntil
    const second = await stack.fetch("/products?sort=price_asc");
    expect(cacheState(second)).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
  });

  it("never serves a signed-in shopper's page to another shopper, in either order", async () => {
    const admin = await signedInAdmin();
    // The signed-in shopper skips the cache and sees their own header.
    const personal = await admin.get("/products?sort=price_asc");
    expect(cacheState(personal)).toBeNull();
    expect(await personal.text()).toContain("Admin Dashboard");
    // The anonymous visitor still gets the anonymous page.
    const anonymous = await stack.fetch("/products?sort=price_asc");
    expect(cacheState(anonymous)).toBe("hit");
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).not.toContain("Admin Dashboard");
    expect(anonymousHtml).toContain("Sign In");

    // A page first rendered for the signed-in shopper is not stored for anyone.
    const personalFirst = await admin.get("/products?sort=newest");
    expect(await personalFirst.text()).toContain("Admin Dashboard");
    await sleep(200);
    const afterwards = await stack.fetch("/products?sort=newest");
    expect(cacheState(afterwards)).toBe("miss");
    expect(await afterwards.text()).not.toContain("Admin Dashboard");
  });

  it("leaves the cart, account and data requests alone, and starts over with a new catalogue version", async () => {
    for (const path of ["/cart", "/account", "/products.data"]) {
      const response = await stack.fetch(path);
      expect(cacheState(response), path).toBeNull();
    }
    // The listing's Refresh rebuilds the catalogue: a new snapshot version, so the cached page is not reused.
    const refreshed = await stack.fetch("/products?index", { method: "POST", body: new URLSearchParams({ intent: "refresh", redirectTo: "/products" }) });
    expect(refreshed.status).toBe(302);
    expect(cacheState(await stack.fetch("/products?sort=price_asc"))).toBe("miss");
  });
});
