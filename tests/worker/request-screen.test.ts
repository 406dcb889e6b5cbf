// What the Worker checks before any route runs (cross-site
// requests, body size and type), cookie names over HTTPS, and the
// development outbox staying out of production.
import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../support/html";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCAL_SESSION_SECRET, startWorker } from "../../scripts/local-stack";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";
import { SESSION_COOKIE } from "../support/session-cookie";

const stack = useTestStack({ productCount: 20 });

const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
});

async function signedInShopper(): Promise<Shopper> {
  const shopper = new Shopper(stack);
  expect((await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  return shopper;
}

describe("cross-site requests", () => {
  it("refuses a sign-out posted from another site with a clear 403 page, and the shopper stays signed in", async () => {
    const shopper = await signedInShopper();
    const response = await shopper.request("/sign-out", form({}, { Origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain("This form came from another site");
    const account = await shopper.get("/account");
    expect(account.status).toBe(200);
  });

  it("refuses by Sec-Fetch-Site, by an Origin of null, and on Remix data POSTs (a 403, not Remix's 500)", async () => {
    const shopper = await signedInShopper();
    const crossSite = await shopper.request(
      "/favorites",
      form({ intent: "toggle", productId: "db_terracotta" }, { "Sec-Fetch-Site": "cross-site" }),
    );
    expect(crossSite.status).toBe(403);
    const nullOrigin = await shopper.request("/newsletter", form({}, { Origin: "null" }));
    expect(nullOrigin.status).toBe(403);
    const data = await shopper.request(
      "/auth.data",
      form({ intent: "signin", email: DEMO_SHOPPER.email, password: "x" }, { Origin: "https://evil.example" }),
    );
    expect(data.status).toBe(403);
  });

  it("trusts Sec-Fetch-Site: same-origin over Origin: null (a no-referrer page's own form)", async () => {
    const shopper = await signedInShopper();
    const response = await shopper.request(
      "/newsletter",
      form({ redirectTo: "/" }, { Origin: "null", "Sec-Fetch-Site": "same-origin" }),
    );
    expect(response.status).toBeLessThan(400);
    // A Remix page action too (Remix itself would throw a 500 on Origin: null).
    const page = await shopper.request(
      "/account",
      form({ viewSize: "small", columnCount: "4" }, { Origin: "null", "Sec-Fetch-Site": "same-origin" }),
    );
    expect(page.status).toBe(303);
  });

  it("lets same-origin forms and the Shopify webhook (another origin by nature) through", async () => {
    const shopper = await signedInShopper();
    const sameOrigin = await shopper.request(
      "/newsletter",
      form({ redirectTo: "/" }, { Origin: stack.url, "Sec-Fetch-Site": "same-origin" }),
    );
    expect(sameOrigin.status).toBeLessThan(400);
    const webhook = await stack.fetch("/webhooks/shopify/orders-create", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json", Origin: "https://shopify.example" },
    });
    // Reached the route, which refuses every delivery while no secret is configured (nothing is signed with an empty key).
    expect(webhook.status).toBe(503);
    expect(await webhook.json()).toEqual({ error: "Webhooks are not configured: SHOPIFY_WEBHOOK_SECRET is empty" });
    const productWebhook = await stack.fetch("/webhooks/shopify/products-update", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(productWebhook.status).toBe(503);
  });
});

describe("opaque origins", () => {
  it("serves a form posted with Origin: null and Sec-Fetch-Site: none instead of Remix's 500 (the 10k fuzz found it)", async () => {
    const response = await stack.fetch(
      "/track-order",
      form({ orderNumber: "1", email: "a@b.example" }, { Origin: "null", "Sec-Fetch-Site": "none" }),
    );
    expect(response.status).toBe(404);
    expect(textOf(await htmlOf(response))).toContain("We couldn't find an order with that number and email.");
  });
});

describe("forwarded hosts", () => {
  // Remix compares Origin with X-Forwarded-Host (or Host), which the client sets: a same-origin post naming another
  // forwarded host threw a bare 500 from Remix's own check. Ours has decided by then (issue 41's "no 500" rule).
  it("serves a same-origin post that names another X-Forwarded-Host, page action and data request alike", async () => {
    const shopper = await signedInShopper();
    const forged = { Origin: stack.url, "Sec-Fetch-Site": "same-origin", "X-Forwarded-Host": "elsewhere.example" };
    const page = await shopper.request("/account", form({ viewSize: "small", columnCount: "4" }, forged));
    expect(page.status).toBe(303);
    const data = await shopper.request("/account.data", form({ viewSize: "large", columnCount: "3" }, forged));
    expect(data.status).toBeLessThan(400);
    // Another site's Origin is still refused, whatever host it names.
    const crossSite = await shopper.request(
      "/account",
      form(
        { viewSize: "small", columnCount: "4" },
        { Origin: "https://elsewhere.example", "X-Forwarded-Host": "elsewhere.example" },
      ),
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("data requests", () => {
  it("answers a HEAD on a .data URL with 405, even with another site's Origin (it threw a 500 inside Remix)", async () => {
    for (const headers of [{}, { Origin: "https://evil.example" }] as Record<string, string>[]) {
      const response = await stack.fetch("/track-order.data?mode=x", { method: "HEAD", headers });
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, POST");
    }
    expect((await stack.fetch("/track-order.data")).status).toBe(200);
  });
});

describe("request bodies", () => {
  it("refuses an oversized form with 413 before reading it all", async () => {
    const response = await stack.fetch(
      "/auth",
      form({ intent: "signin", email: "a@b.example", password: "x".repeat(40_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("too much to send");
  });

  it("refuses JSON or text sent to a form with 415, and a damaged form with 400", async () => {
    for (const [type, body] of [
      ["application/json", '{"intent":"toggle"}'],
      ["text/plain", "intent=toggle"],
    ]) {
      const response = await stack.fetch("/favorites", { method: "POST", body, headers: { "Content-Type": type } });
      expect(response.status).toBe(415);
    }
    const utf7 = await stack.fetch("/newsletter", {
      method: "POST",
      body: "redirectTo=%2F",
      headers: { "Content-Type": "application/x-www-form-urlencoded; charset=utf-7" },
    });
    expect(utf7.status).toBe(400);
    const multipart = await stack.fetch("/auth", {
      method: "POST",
      body: "garbage",
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
    });
    expect(multipart.status).toBe(400);
  });
});

describe("cookies over HTTPS", () => {
  it("names the session and cart cookies with the __Host- prefix, Secure and Path=/", async () => {
    const signIn = await stack.miniflare.dispatchFetch("https://shop.example/auth", {
      method: "POST",
      body: new URLSearchParams({
        intent: "signin",
        email: DEMO_SHOPPER.email,
        password: DEMO_SHOPPER.password,
      }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(signIn.status).toBe(303);
    const session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-boho_session="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).not.toMatch(/Domain=/i);
    // Over local http the plain name stays (browsers refuse __Host- without https).
    const local = await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect(local.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
  });
});

describe("the development outbox", () => {
  it("is there in development only: APP_ENV test (or anything else) answers 404 too", async () => {
    expect((await stack.fetch("/dev/outbox")).status).toBe(200);
    const other = await startWorker({
      persistDir: mkdtempSync(join(tmpdir(), "boutique-test-env-worker-")),
      bindings: {
        APP_ENV: "test",
        DATABASE_URL: stack.databaseUrl,
        DEMO_SHOP_URL: stack.demoShopUrl,
        SESSION_SECRETS: LOCAL_SESSION_SECRET,
      },
    });
    try {
      const hidden = await fetch(new URL("/dev/outbox", other.url));
      expect(hidden.status).toBe(404);
      expect(await hidden.text()).not.toContain("Email outbox");
    } finally {
      await other.close();
    }
  });
});
