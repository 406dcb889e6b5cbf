// No visitor can lock an owner out: limits fall on what an attacker controls
// (their network, and their network with the account), refused attempts count
// for nothing else, the account-wide ceiling asks for the captcha instead of
// refusing, and reset emails to one address are capped without a word to the requester.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const TURNSTILE_VERIFY_URL = "http://turnstile.test/siteverify";

// Answers Turnstile's siteverify locally; everything else (database, demo shop) passes through.
async function outboundService(request: Request): Promise<Response> {
  if (request.url.startsWith(TURNSTILE_VERIFY_URL)) {
    const form = await request.formData();
    return Response.json({ success: form.get("response") === "good-token" });
  }
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.delete("host");
  return fetch(request.url, { method: request.method, headers, body });
}

const stack = useTestStack({
  productCount: 20,
  bindings: {
    TURNSTILE_SECRET_KEY: "test-turnstile-secret",
    TURNSTILE_SITE_KEY: "test-site-key",
    TURNSTILE_VERIFY_URL,
  },
  outboundService,
});

const from = (ip: string) => ({ "CF-Connecting-IP": ip });

async function resetEmailsTo(email: string): Promise<number> {
  const result = await stack.sql.execute({
    sql: "select count(*) as n from email_outbox where to_address = ? and subject = 'Reset your Boho Boutique password'",
    args: [email],
  });
  return Number(result.rows[0].n);
}

describe("an attacker on one network", () => {
  it("cannot lock the owner out with 50 wrong passwords: the owner signs in from another network", async () => {
    const statuses = new Set<number>();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const response = await new Shopper(stack).signIn(DEMO_ADMIN.email, "Wrong@Pass1", {}, from("203.0.113.50"));
      statuses.add(response.status);
      await response.body?.cancel();
    }
    expect(statuses.has(429)).toBe(true);
    // The attacker's own network stays refused, even with the right password.
    expect(
      (
        await new Shopper(stack).signIn(
          DEMO_ADMIN.email,
          DEMO_ADMIN.password,
          { "cf-turnstile-response": "good-token" },
          from("203.0.113.50"),
        )
      ).status,
    ).toBe(429);
    const owner = await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, {}, from("198.51.100.20"));
    expect(owner.status).toBe(303);
    expect(owner.headers.get("Location")).toBe("/account");
  });
});

describe("attempts on one account from many networks", () => {
  it("past the account's ceiling ask the owner for the captcha, never refuse them", async () => {
    for (let network = 1; network <= 51; network++) {
      const response = await new Shopper(stack).signIn(
        DEMO_SHOPPER.email,
        "Wrong@Pass1",
        {},
        from(`198.18.${network}.1`),
      );
      await response.body?.cancel();
      expect(response.status, `network ${network}`).not.toBe(429);
    }
    const withoutCaptcha = await new Shopper(stack).signIn(
      DEMO_SHOPPER.email,
      DEMO_SHOPPER.password,
      {},
      from("192.0.2.77"),
    );
    expect(withoutCaptcha.status).toBe(400);
    expect(await withoutCaptcha.text()).toContain("Please complete the CAPTCHA verification.");
    const withCaptcha = await new Shopper(stack).signIn(
      DEMO_SHOPPER.email,
      DEMO_SHOPPER.password,
      { "cf-turnstile-response": "good-token" },
      from("192.0.2.77"),
    );
    expect(withCaptcha.status).toBe(303);
  });
});

describe("password reset requests", () => {
  it("from 5 networks × 10 send at most 3 emails to the address and never refuse the owner", async () => {
    for (let network = 1; network <= 5; network++) {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await new Shopper(stack).post(
          "/auth?mode=reset",
          { intent: "reset", email: DEMO_ADMIN.email },
          from(`203.0.113.${network}`),
        );
        await response.body?.cancel();
      }
    }
    // The emails go after the answer: wait for the first few, then for the owner's own request.
    await expect.poll(() => resetEmailsTo(DEMO_ADMIN.email)).toBeGreaterThanOrEqual(3);
    const owner = new Shopper(stack);
    const response = await owner.post(
      "/auth?mode=reset",
      { intent: "reset", email: DEMO_ADMIN.email },
      from("192.0.2.88"),
    );
    expect(response.status).toBe(303);
    expect(await owner.follow(response)).toContain("Check your email for password reset instructions.");
    // Every request's after-answer work has run once a later request's has (one waitUntil queue per request, polled).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await resetEmailsTo(DEMO_ADMIN.email)).toBe(3);
  });
});
