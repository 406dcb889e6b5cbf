// Issue 16's remaining findings, through the built Worker in workerd:
// pre-registration takeover, email links from SITE_URL (not the Host header),
// visitor-session write caps and the daily retention job, and the
// reliability table's concurrency row (two tabs, one account, one cart line).
import { decode } from "turbo-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { emailWithSubject, pathOf, Shopper, uniqueEmail } from "../support/auth-helpers";
import { startTestStack, type TestStack } from "../support/worker-stack";

const SITE_URL = "https://shop.boho.test";
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ bindings: { SITE_URL, HTML_CACHE: "off" } });
});
afterAll(async () => {
  await stack?.close();
});

const VERIFY_SUBJECT = "Confirm your email for Boho Boutique";
const signUp = (email: string, password: string) => new Shopper(stack).post("/auth", { intent: "signup", email, password });
const rows = async (sql: string, ...args: string[]) => (await stack.sql.execute({ sql, args })).rows;
/** Email links point at SITE_URL; the test reaches the same Worker by path. */
const localPath = (link: string) => {
  expect(link.startsWith(`${SITE_URL}/`)).toBe(true);
  return pathOf(link);
};

describe("pre-registration takeover", () => {
  it("a second sign-up for an unverified email replaces the pending password, and the first link stops working", async () => {
    const email = uniqueEmail("victim");
    expect((await signUp(email, "Attacker@2026")).status).toBe(303);
    const attackerLink = await emailWithSubject(stack, email, VERIFY_SUBJECT);

    const owner = new Shopper(stack);
    const ownerSignUp = await owner.post("/auth", { intent: "signup", email, password: "Owner@2026real" });
    expect(ownerSignUp.status).toBe(303);
    expect(await owner.follow(ownerSignUp)).toContain("Please check your email to verify your account.");
    expect(await rows("select id from users where email = ?", email)).toHaveLength(1);

    // The link mailed for the earlier sign-up is dead; the owner's new one verifies.
    const stranger = new Shopper(stack);
    const stale = await stranger.get(localPath(attackerLink.link));
    expect(await stranger.follow(stale)).toContain("This link is invalid or has expired");
    const ownerLink = await emailWithSubject(stack, email, VERIFY_SUBJECT);
    expect(ownerLink.link).not.toBe(attackerLink.link);
    // The attacker's password does not verify the owner's link either.
    expect((await stranger.verifyEmail(localPath(ownerLink.link), "Attacker@2026")).status).toBe(400);
    const verified = await owner.verifyEmail(localPath(ownerLink.link), "Owner@2026real");
    expect(await owner.follow(verified)).toContain("Your email is confirmed");

    expect((await new Shopper(stack).signIn(email, "Attacker@2026")).status).toBe(401);
    expect((await new Shopper(stack).signIn(email, "Owner@2026real")).status).toBe(303);
  });

  it("a verification link followed by a mail scanner or a reader who never signed up activates nothing; guesses stop at five", async () => {
    const email = uniqueEmail("scanned");
    expect((await signUp(email, "Attacker@2026")).status).toBe(303);
    const link = localPath((await emailWithSubject(stack, email, VERIFY_SUBJECT)).link);
    const reader = new Shopper(stack);
    expect(await reader.follow(await reader.get(link))).toContain("Enter the password you chose for");
    for (let guess = 0; guess < 5; guess++) expect((await reader.post("/auth/verify", { password: `Guess@${guess}2026` })).status).toBe(400);
    const locked = await reader.post("/auth/verify", { password: "Attacker@2026" });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many attempts");
    const [row] = await rows("select email_verified_at from users where email = ?", email);
    expect(row.email_verified_at).toBeNull();
  });

  it("a sign-up with a verified email shows the usual success page and mails the owner a notice, changing nothing", async () => {
    const [before] = await rows("select password_hash, session_version from users where email = ?", DEMO_SHOPPER.email);
    const newcomer = new Shopper(stack);
    const taken = await newcomer.post("/auth", { intent: "signup", email: DEMO_SHOPPER.email, password: "Attacker@2026" });
    const fresh = await new Shopper(stack).post("/auth", { intent: "signup", email: uniqueEmail("fresh"), password: "Attacker@2026" });
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers.get("Location")).toBe(fresh.headers.get("Location"));
    const page = await newcomer.follow(taken);
    expect(page).toContain("Account created!");
    expect(page).not.toMatch(/already (exists|registered|have)/i);

    const notice = await emailWithSubject(stack, DEMO_SHOPPER.email, "You already have a Boho Boutique account");
    expect(notice.link).toBe(`${SITE_URL}/auth`);
    const [text] = await rows("select text_body from email_outbox where to_address = ? order by created_at desc limit 1", DEMO_SHOPPER.email);
    expect(String(text.text_body)).toContain("Someone tried to create an account with this email");
    expect(await rows("select password_hash, session_version from users where email = ?", DEMO_SHOPPER.email)).toEqual([before]);
    expect((await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  });
});

describe("links in emails", () => {
  it("come from SITE_URL even when the request names another host", async () => {
    // dispatchFetch lets the test send what a forged Host header would give the Worker: another request URL.
    const response = await stack.miniflare.dispatchFetch("http://evil.example/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "reset", email: DEMO_SHOPPER.email }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "evil.example" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    await response.arrayBuffer();
    const mail = await emailWithSubject(stack, DEMO_SHOPPER.email, "Reset your Boho Boutique password");
    expect(new URL(mail.link).origin).toBe(SITE_URL);
    expect(mail.link).not.toContain("evil.example");
  });
});

describe("visitor sessions and old rows", () => {
  const ping = (sessionId: string, currentPage: string, pageView = true) =>
    stack.fetch("/api/visitor-sessions", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ sessionId, currentPage, pageView }) });

  it("caps one session at 30 writes a minute; later pings answer 200 and write nothing", async () => {
    const sessionId = crypto.randomUUID();
    const results: string[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await ping(sessionId, `/products/saffron-linen-overalls-${i}`);
      expect(response.status).toBe(200);
      results.push(((await response.json()) as { result: string }).result);
    }
    expect(results.filter((result) => result !== "throttled")).toHaveLength(30);
    expect(results.slice(30)).toEqual(Array(10).fill("throttled"));
    expect(await rows("select count(*) as n from product_views where session_id = ?", sessionId)).toEqual([expect.objectContaining({ n: 30 })]);
    // Another session is not held back by this one.
    expect(await (await ping(crypto.randomUUID(), "/")).json()).toMatchObject({ result: "inserted" });
  });

  it("the daily Cron Trigger deletes old rate-limit rows and visitor sessions and keeps current ones", async () => {
    const now = Date.now();
    const oldSession = crypto.randomUUID();
    const recentSession = crypto.randomUUID();
    await stack.sql.batch([
      { sql: "insert into rate_limits (key, attempts, window_started_at) values ('old:row', 3, ?), ('current:row', 1, ?)", args: [now - 2 * 86_400_000, now] },
      { sql: "insert into user_sessions (session_id, current_page, last_seen, started_at, is_active) values (?, '/', ?, ?, 1), (?, '/', ?, ?, 1)", args: [oldSession, new Date(now - 31 * 86_400_000).toISOString(), new Date(now - 31 * 86_400_000).toISOString(), recentSession, new Date(now).toISOString(), new Date(now).toISOString()] },
    ]);
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "15 3 * * *", scheduledTime: new Date(now) });
    expect((await rows("select key from rate_limits where key in ('old:row', 'current:row')")).map((row) => row.key)).toEqual(["current:row"]);
    expect((await rows("select session_id from user_sessions where session_id in (?, ?)", oldSession, recentSession)).map((row) => row.session_id)).toEqual([recentSession]);
  });
});

describe("a Storefront outage", () => {
  it("a cart change and the cart page answer the spec's message instead of a 500, and keep the cart's lines", async () => {
    const variantId = "gid://shopify/ProductVariant/4100693";
    const cartShopper = new Shopper(stack);
    const added = await cartShopper.post("/cart", { intent: "add", variantId, quantity: "1", redirectTo: "/cart" });
    expect(added.status).toBe(303);
    await stack.demoShop("/__demo/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ kind: "http503", count: 1000 }) });
    try {
      const change = await cartShopper.post("/cart", { intent: "add", variantId, quantity: "1", redirectTo: "/cart" });
      expect(change.status).toBe(303);
      const page = await cartShopper.follow(change);
      expect(page).toContain("Service temporarily unavailable");
      expect(page).not.toMatch(/Shopify HTTP|503 Service Unavailable/);
    } finally {
      await stack.demoShop("/__demo/faults", { method: "DELETE" });
    }
    // The line was neither lost nor doubled: the failed change left the cookie alone.
    const after = await cartShopper.get("/cart.data?_routes=routes/cart");
    const decoded = await decode(after.body!);
    await decoded.done;
    const route = (decoded.value as Record<string, { data: { cart: { lines: { variantId: string; quantity: number }[] }; unavailable: string | null } }>)["routes/cart"];
    expect(route.data.unavailable).toBeNull();
    expect(route.data.cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[variantId, 1]]);
  });
});

describe("a database outage", () => {
  it("keeps catalogue pages for signed-in shoppers, answers sign-in and newsletter with clear messages, and loses nothing", async () => {
    const shopper = new Shopper(stack);
    expect((await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
    await (await shopper.get("/products")).arrayBuffer(); // the catalogue is warm
    await stack.stopDatabase();
    try {
      const listing = await shopper.get("/products");
      expect(listing.status).toBe(200);
      expect(await listing.text()).toContain(DEMO_SHOPPER.email);
      const visitor = new Shopper(stack);
      const signIn = await visitor.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
      expect(signIn.status).toBe(503);
      expect(await signIn.text()).toContain("Service temporarily unavailable");
      const newsletter = await shopper.post("/newsletter", { redirectTo: "/", _reply: "json" });
      expect(newsletter.status).toBe(503);
      expect(await newsletter.text()).toContain("Subscription failed");
      const favorites = await shopper.get("/favorites");
      expect(favorites.status).toBe(503);
      expect(await favorites.text()).toContain("Unable to load favorites");
    } finally {
      await stack.startDatabase();
    }
    expect((await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  });
});

describe("concurrency: one consistent result each", () => {
  it("two tabs favoriting the same product at once store one row; two toggles at once leave at most one", async () => {
    const email = DEMO_SHOPPER.email;
    const tab = new Shopper(stack);
    expect((await tab.signIn(email, DEMO_SHOPPER.password)).status).toBe(303);
    // A product the catalogue holds: a favorite names the product, the server reads the rest.
    const vase = await stack.sql.execute("select id from products where slug = 'terracotta-sun-ceramic-vase'");
    const productId = `db_${vase.rows[0]!.id}`;
    await stack.sql.execute({ sql: "delete from favorites where product_id = ?", args: [productId] });
    const favorite = { productId, redirectTo: "/favorites" };
    const added = await Promise.all([tab.post("/favorites", { intent: "add", ...favorite }), tab.post("/favorites", { intent: "add", ...favorite })]);
    expect(added.map((response) => response.status)).toEqual([303, 303]);
    const count = async () => Number((await rows("select count(*) as n from favorites f join users u on u.id = f.user_id where u.email = ? and f.product_id = ?", email, productId))[0].n);
    expect(await count()).toBe(1);
    const toggled = await Promise.all([tab.post("/favorites", { intent: "toggle", ...favorite }), tab.post("/favorites", { intent: "toggle", ...favorite })]);
    expect(toggled.every((response) => response.status < 500)).toBe(true);
    expect(await count()).toBeLessThanOrEqual(1);
  });

  it("the same cart line changed twice at once: each answer is one whole cart with one line for the variant", async () => {
    const variantId = "gid://shopify/ProductVariant/4100693";
    const cartPost = (fields: Record<string, string>, cookie = "") =>
      stack.fetch("/cart.data", { method: "POST", body: new URLSearchParams({ ...fields, _reply: "json" }), headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) } });
    const first = await cartPost({ intent: "add", variantId, quantity: "1" });
    const cookie = (first.headers.get("Set-Cookie") ?? "").split(";")[0];
    await first.arrayBuffer();
    const answers = await Promise.all([cartPost({ intent: "update", variantId, quantity: "3" }, cookie), cartPost({ intent: "update", variantId, quantity: "5" }, cookie)]);
    const carts = await Promise.all(
      answers.map(async (response) => {
        expect(response.status).toBe(200);
        const decoded = await decode(response.body!);
        await decoded.done;
        const value = decoded.value as { data?: { cart: { lines: { variantId: string; quantity: number }[] } } };
        return value.data!.cart.lines;
      }),
    );
    expect(carts.map((lines) => lines.map((line) => [line.variantId, line.quantity])).sort()).toEqual([[[variantId, 3]], [[variantId, 5]]]);
  });

  it("two sign-ups with one email at once make one account and no error", async () => {
    const email = uniqueEmail("twice");
    const answers = await Promise.all([signUp(email, "First@2026pass"), signUp(email, "Second@2026pass")]);
    expect(answers.map((response) => response.status)).toEqual([303, 303]);
    expect(await rows("select id from users where email = ?", email)).toHaveLength(1);
    expect(await rows("select p.id from profiles p join users u on u.id = p.id where u.email = ?", email)).toHaveLength(1);
  });
});
