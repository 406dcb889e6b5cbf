// Limits that must hold across Worker instances: the attempt counter lives in
// the database, so two separate Miniflare instances sharing it see one count.
// Also the Turnstile check (answered locally) and session-secret rotation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { LOCAL_SESSION_SECRET, startWorker } from "../../scripts/local-stack";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

const TURNSTILE_VERIFY_URL = "http://turnstile.test/siteverify";
const captchaBindings = {
  TURNSTILE_SECRET_KEY: "test-turnstile-secret",
  TURNSTILE_SITE_KEY: "test-site-key",
  TURNSTILE_VERIFY_URL,
};
let verifyCalls = 0;

// Answers Turnstile's siteverify locally; everything else (database, demo shop) passes through.
async function outboundService(request: Request): Promise<Response> {
  if (request.url.startsWith(TURNSTILE_VERIFY_URL)) {
    verifyCalls++;
    const form = await request.formData();
    const success = form.get("secret") === "test-turnstile-secret" && form.get("response") === "good-token";
    return Response.json({ success, "error-codes": success ? [] : ["invalid-input-response"] });
  }
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.delete("host");
  return fetch(request.url, { method: request.method, headers, body });
}

let stack: TestStack;
let second: Awaited<ReturnType<typeof startWorker>>;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 20, bindings: captchaBindings, outboundService });
  second = await startWorker({
    persistDir: mkdtempSync(join(tmpdir(), "boutique-second-worker-")),
    outboundService,
    bindings: {
      APP_ENV: "development",
      DATABASE_URL: stack.databaseUrl,
      DEMO_SHOP_URL: stack.demoShopUrl,
      // Rotation: a new secret first, the old one still accepted.
      SESSION_SECRETS: `rotated-newer-secret,${LOCAL_SESSION_SECRET}`,
      ...captchaBindings,
    },
  });
});
afterAll(async () => {
  await second?.close();
  await stack?.close();
});

describe("the sign-in attempt limit", () => {
  it("refuses a sixth wrong password within 15 minutes even when attempts alternate between two instances", async () => {
    const instances = [new Shopper(stack), new Shopper({ url: second.url })];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await instances[attempt % 2].signIn(DEMO_SHOPPER.email, "Wrong@Pass1");
      // From the fourth attempt on the server wants the captcha, whatever the form says.
      expect(response.status, `attempt ${attempt}`).toBe(attempt <= 3 ? 401 : 400);
    }
    const sixth = await instances[0].signIn(DEMO_SHOPPER.email, "Wrong@Pass1");
    expect(sixth.status).toBe(429);
    const html = await sixth.text();
    expect(html).toContain("Too many attempts");
    expect(html).toContain("Please wait before trying again.");
    // Even the right password waits out the window.
    expect((await instances[1].signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(429);
    const events = await stack.sql.execute(
      "select count(*) as n from security_events where event_type = 'rate_limit_exceeded'",
    );
    expect(Number(events.rows[0].n)).toBeGreaterThanOrEqual(2);
    const failed = await stack.sql.execute(
      "select count(*) as n from security_events where event_type = 'failed_login'",
    );
    expect(Number(failed.rows[0].n)).toBe(3);
  });

  it("limits the attacker's network and the pair, so the owner elsewhere can still sign in", async () => {
    const attacker = { "CF-Connecting-IP": "2001:db8:1:2::a" };
    for (let attempt = 1; attempt <= 6; attempt++)
      await new Shopper(stack).signIn(DEMO_ADMIN.email, "Wrong@Pass1", {}, attacker);
    // Another address in the attacker's /64 is the same network.
    const sameNetwork = await new Shopper(stack).signIn(
      DEMO_ADMIN.email,
      DEMO_ADMIN.password,
      { "cf-turnstile-response": "good-token" },
      { "CF-Connecting-IP": "2001:db8:1:2:ffff::1" },
    );
    expect(sameNetwork.status).toBe(429);
    const owner = await new Shopper(stack).signIn(
      DEMO_ADMIN.email,
      DEMO_ADMIN.password,
      {},
      { "CF-Connecting-IP": "198.51.100.7" },
    );
    expect(owner.status).toBe(303);
  });

  it("counts sign-ups and reset requests per network, before any work", async () => {
    const headers = { "CF-Connecting-IP": "203.0.113.9" };
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await new Shopper(stack).post(
        "/auth?mode=reset",
        { intent: "reset", email: `nobody-${attempt}@example.com` },
        headers,
      );
      statuses.push(response.status);
    }
    // Nine answer as usual; the tenth must pass the captcha (the server's call); the eleventh is refused.
    expect(statuses).toEqual([303, 303, 303, 303, 303, 303, 303, 303, 303, 400, 429]);
  });
});

describe("the captcha", () => {
  it("asks for the captcha when the widget rendered but no token came", async () => {
    const response = await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, {
      captchaMode: "required",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("CAPTCHA Required");
    expect(html).toContain("Please complete the CAPTCHA verification.");
  });

  it("verifies the token on the server through the configured verify URL", async () => {
    const before = verifyCalls;
    const bad = await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, {
      captchaMode: "required",
      "cf-turnstile-response": "forged",
    });
    expect(bad.status).toBe(400);
    const good = await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, {
      captchaMode: "required",
      "cf-turnstile-response": "good-token",
    });
    expect(good.status).toBe(303);
    expect(verifyCalls - before).toBe(2);
  });

  it("lets the optional mode through when the widget could not load", async () => {
    const response = await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, {
      captchaMode: "optional",
    });
    expect(response.status).toBe(303);
  });
});

describe("a production instance", () => {
  it("hides the development outbox", async () => {
    const production = await startWorker({
      persistDir: mkdtempSync(join(tmpdir(), "boutique-production-worker-")),
      bindings: {
        APP_ENV: "production",
        DATABASE_URL: stack.databaseUrl,
        DEMO_SHOP_URL: stack.demoShopUrl,
        SESSION_SECRETS: "a-production-secret-for-this-test",
      },
    });
    try {
      expect((await fetch(new URL("/dev/outbox", production.url))).status).toBe(404);
      expect((await stack.fetch("/dev/outbox")).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe("session secrets", () => {
  it("keeps sessions signed with the previous secret valid after rotation", async () => {
    const shopper = new Shopper(stack);
    expect((await shopper.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
    const onSecond = await fetch(new URL("/account", second.url), {
      headers: { Cookie: shopper.cookie },
      redirect: "manual",
    });
    expect(onSecond.status).toBe(200);
    expect(await onSecond.text()).toContain(DEMO_ADMIN.email);
  });
});
