// /admin/config and /admin/newsletter through the built Worker: saving a setting
// changes the storefront (cart, JSON-LD, trust badge, analytics, geo, captcha),
// bad input is refused with field errors and nothing saved, every change is
// audited, and nobody but an admin changes anything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { errorOf, parseHtml, valueOf } from "../support/html";
import { Shopper, signedInAdmin, signedInShopper } from "../support/http-shopper";
import { saveSiteSettingsAs } from "../support/settings-form";

let stack: TestStack;
let admin: Shopper;
beforeAll(async () => {
  // Pages are read right after a save: the anonymous HTML cache (decision 073) would rightly serve what it has.
  // A Turnstile secret makes the captcha mode matter; no token is ever sent, so "always" must refuse.
  stack = await startTestStack({
    bindings: { HTML_CACHE: "off", TURNSTILE_SECRET_KEY: "test-secret", TURNSTILE_SITE_KEY: "test-site-key" },
  });
  admin = await signedInAdmin(stack);
});
afterAll(async () => {
  await stack?.close();
});

const OVERALLS_XS_BLUE = "gid://shopify/ProductVariant/4100693";

async function storedSettings(): Promise<Record<string, string>> {
  const rows = await stack.sql.execute("select key, value from site_settings order by key");
  return Object.fromEntries(rows.rows.map((row) => [String(row.key), String(row.value)]));
}

async function latestAudit(action: string): Promise<Record<string, any> | null> {
  const rows = await stack.sql.execute({
    sql: "select details, user_id from audit_log where action = ? order by created_at desc, id desc limit 1",
    args: [action],
  });
  return rows.rows[0] ? { ...JSON.parse(String(rows.rows[0].details)), userId: rows.rows[0].user_id } : null;
}

const page = (country: string, path = "/about") =>
  stack.miniflare.dispatchFetch(new URL(path, stack.url).href, {
    headers: { Accept: "text/html" },
    cf: { country },
    redirect: "manual",
  } as never);

describe("/admin/config", () => {
  it("shows the spec's settings in the form", async () => {
    const html = await (await admin.get("/admin/config")).text();
    expect(html).not.toContain("Not built yet");
    const form = parseHtml(html);
    const shown = (name: string) => valueOf(form.querySelector(`[name="${name}"]`)!);
    expect(shown("freeShippingThreshold")).toBe("150");
    expect(shown("trustBadgeRating.reviewCount")).toBe("2847");
    expect(shown("geoAllowedCountries")).toBe("US, CA, GB, AU, DE, FR, JP");
  });

  it("changes the cart's free-shipping message and the home trust strip when the threshold changes, and audits it", async () => {
    const shopper = new Shopper(stack);
    expect((await shopper.post("/cart", { intent: "add", variantId: OVERALLS_XS_BLUE, quantity: "1" })).status).toBe(
      303,
    );
    expect(await (await shopper.get("/cart")).text()).toMatch(/more for free shipping on orders of \$150 or more\./);

    const saved = await saveSiteSettingsAs(admin, { freeShippingThreshold: "500" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/admin/config");
    expect(await (await shopper.get("/cart")).text()).toMatch(/more for free shipping on orders of \$500 or more\./);
    expect(await (await shopper.get("/")).text()).toContain("On orders of $500 or more, with 30-day returns.");
    // Every page that promises free shipping says the same amount: footer, product page, help pages, FAQ data, meta.
    // React separates text and values with <!-- --> in server HTML; read the text as a person does.
    const text = async (path: string) => (await (await shopper.get(path)).text()).replaceAll("<!-- -->", "");
    const shipping = await text("/shipping-info");
    expect(shipping).toContain("Free shipping on orders of $500 or more. Orders leave");
    expect(shipping).toContain("Under $500");
    expect(shipping).toMatch(/<footer[^]*Free shipping on orders of \$500 or more, 30-day returns/);
    expect(await text("/faq")).toContain('"text":"Yes, on every order of $500 or more."');
    expect(await text("/products/saffron-linen-overalls")).toContain("Free shipping on orders of $500 or more");
    for (const path of [
      "/",
      "/shipping-info",
      "/faq",
      "/about",
      "/contact",
      "/slow-living",
      "/products/saffron-linen-overalls",
    ]) {
      expect(await text(path), path).not.toContain("$150");
    }

    const audit = await latestAudit("site_settings_updated");
    expect(audit).toMatchObject({
      changed: ["freeShippingThreshold"],
      before: { freeShippingThreshold: 150 },
      after: { freeShippingThreshold: 500 },
    });
    expect(audit?.userId).toBeTruthy();
    await saveSiteSettingsAs(admin, {});
    expect(await (await shopper.get("/cart")).text()).toMatch(/orders of \$150 or more\./);
  });

  it("changes the product JSON-LD and the home page's trust badge when a rating changes, once sample ratings are on", async () => {
    // Off by default: a shop without reviews states no rating at all.
    expect(await (await admin.get("/")).text()).not.toContain('data-testid="trust-badge"');
    expect(
      (await admin.post("/admin/reviews", { intent: "sample-ratings", enabled: "on", from: "config" })).status,
    ).toBe(303);
    expect(await (await admin.get("/")).text()).toMatch(
      /data-testid="trust-badge"[^]*?<strong>4\.8<\/strong> from 2847 reviews/,
    );
    expect(
      (
        await saveSiteSettingsAs(admin, {
          "productRating.ratingValue": "4.9",
          "productRating.reviewCount": "31",
          "trustBadgeRating.ratingValue": "4.6",
          "trustBadgeRating.reviewCount": "3001",
        })
      ).status,
    ).toBe(303);
    try {
      const product = await (await stack.fetch("/products/saffron-linen-overalls")).text();
      expect(product).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.9,"reviewCount":31');
      expect(await (await stack.fetch("/")).text()).toMatch(/<strong>4\.6<\/strong> from 3001 reviews/);
      const audit = await latestAudit("site_settings_updated");
      expect(audit?.changed).toEqual(["productRating", "trustBadgeRating"]);
      expect(audit?.before.productRating).toEqual({ ratingValue: 4.7, reviewCount: 23 });
    } finally {
      await saveSiteSettingsAs(admin, {});
      await admin.post("/admin/reviews", { intent: "sample-ratings", from: "config" });
    }
  });

  it("loads the analytics tags with the admin's ids, and none once they are emptied again", async () => {
    await saveSiteSettingsAs(admin, { gaMeasurementId: "G-ADMIN123", metaPixelId: "998877665544" });
    try {
      const html = await (await stack.fetch("/about")).text();
      expect(html).toContain("https://www.googletagmanager.com/gtag/js?id=G-ADMIN123");
      expect(html).toContain('fbq("init","998877665544")');
    } finally {
      await saveSiteSettingsAs(admin, {});
    }
    expect(await (await stack.fetch("/about")).text()).not.toContain("googletagmanager");
  });

  it("blocks a country outside the allowed list once geo-blocking is switched on, but never sign-in or the admin", async () => {
    expect((await page("BR")).status).toBe(200);
    await saveSiteSettingsAs(admin, { geoBlocking: "on", geoAllowedCountries: "us, ca, gb, au, de, fr, jp, nz" });
    try {
      const blocked = await page("BR");
      expect(blocked.status).toBe(403);
      expect(await blocked.text()).toContain("Boho Boutique isn't available in your region yet");
      expect((await page("NZ")).status).toBe(200);
      expect((await page("US")).status).toBe(200);
      expect((await page("BR", "/auth")).status).toBe(200);
      expect((await page("BR", "/admin/config")).status).toBe(302);
      expect(JSON.parse((await storedSettings())["geo.allowedCountries"]!)).toEqual([
        "US",
        "CA",
        "GB",
        "AU",
        "DE",
        "FR",
        "JP",
        "NZ",
      ]);
    } finally {
      await saveSiteSettingsAs(admin, {});
    }
    expect((await page("BR")).status).toBe(200);
  });

  it("requires the captcha on every sign-in in mode always, and checks none in mode off", async () => {
    await saveSiteSettingsAs(admin, { captchaMode: "always" });
    try {
      const refused = await new Shopper(stack).signIn("shopper@boho.test", "Shopper#2026!");
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Please complete the CAPTCHA verification.");
      await saveSiteSettingsAs(admin, { captchaMode: "off" });
      expect(await (await new Shopper(stack).get("/auth")).text()).not.toContain("test-site-key");
      expect((await new Shopper(stack).signIn("shopper@boho.test", "Shopper#2026!")).status).toBe(303);
    } finally {
      await saveSiteSettingsAs(admin, {});
    }
    expect(await (await new Shopper(stack).get("/auth")).text()).toContain("test-site-key");
  });

  it("refuses bad input with 400, a message under each bad field, the typed text kept, and nothing saved", async () => {
    const before = await storedSettings();
    const auditsBefore = (
      await stack.sql.execute("select count(*) as n from audit_log where action = 'site_settings_updated'")
    ).rows[0]!.n;
    const response = await saveSiteSettingsAs(admin, {
      "appRating.ratingValue": "7",
      freeShippingThreshold: "lots",
      gaMeasurementId: "UA-1234",
      geoAllowedCountries: "US, Narnia",
      captchaMode: "sometimes",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const form = parseHtml(html);
    expect(errorOf(form.getElementById("setting-appRating-ratingValue")!)).toContain("Enter a rating from 0 to 5.");
    expect(html).toContain("Enter a rating from 0 to 5.");
    expect(html).toContain("Enter an amount in dollars, like 150.");
    expect(html).toContain("Enter a GA4 measurement id like G-ABC123XYZ, or leave it empty.");
    expect(html).toContain("Use two-letter country codes (like US, CA, GB), separated by commas.");
    expect(html).toContain("Choose a captcha mode.");
    expect(valueOf(form.querySelector('[name="freeShippingThreshold"]')!)).toBe("lots");
    expect(valueOf(form.querySelector('[name="geoAllowedCountries"]')!)).toBe("US, Narnia");
    expect(await storedSettings()).toEqual(before);
    expect(
      (await stack.sql.execute("select count(*) as n from audit_log where action = 'site_settings_updated'")).rows[0]!
        .n,
    ).toBe(auditsBefore);
  });

  it("answers a fetcher's bad save with 400 JSON field errors", async () => {
    const response = await admin.post("/admin/config.data", { _reply: "json", freeShippingThreshold: "-5" });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain("Enter an amount of $0 or more.");
    expect(body).toContain("Enter a rating from 0 to 5.");
  });

  it("lets no shopper or visitor change a setting", async () => {
    const before = await storedSettings();
    for (const who of [new Shopper(stack), await signedInShopper(stack)]) {
      const response = await saveSiteSettingsAs(who, { freeShippingThreshold: "1", geoBlocking: "on" });
      expect([302, 303]).toContain(response.status);
    }
    expect(await storedSettings()).toEqual(before);
  });
});

describe("/admin/newsletter", () => {
  const subscribers = [
    "ana@example.com",
    "bo@example.com",
    '=HYPERLINK("http://evil.example")@example.com',
    "cleo@example.com",
  ];
  beforeAll(async () => {
    for (const [index, email] of subscribers.entries()) {
      await stack.sql.execute({
        sql: "insert into newsletter_subscribers (id, email, source, created_at) values (?, ?, 'footer', ?)",
        args: [`sub-${index}`, email, new Date(Date.now() - index * 86_400_000).toISOString()],
      });
    }
  });

  it("lists subscribers, searches by email, and counts new ones per day", async () => {
    const html = await (await admin.get("/admin/newsletter?days=7")).text();
    expect(html).not.toContain("Not built yet");
    expect(html.match(/data-testid="subscriber-row"/g)).toHaveLength(4);
    expect(html).toContain("New subscribers per day, last 7 days");
    expect(html).toMatch(/<svg[^>]*role="img"/);
    // The chart's table: one row per day, today's new subscriber in the last one.
    const today = new Date().toISOString().slice(0, 10);
    expect(html).toMatch(new RegExp(`<td class="py-1">${today}</td><td class="py-1 text-right">1</td>`));
    const found = await (await admin.get("/admin/newsletter?q=BO%40")).text();
    expect(found.match(/data-testid="subscriber-row"/g)).toHaveLength(1);
    expect(found).toContain("bo@example.com");
  });

  it("unsubscribes one address with an audit entry, and filters by status", async () => {
    const response = await admin.post(
      "/admin/newsletter",
      { intent: "unsubscribe", id: "sub-1" },
      { Referer: `${stack.url}/admin/newsletter?q=bo` },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/newsletter?q=bo");
    expect(await admin.follow(response)).toContain("bo@example.com unsubscribed");
    const row = (await stack.sql.execute("select unsubscribed_at from newsletter_subscribers where id = 'sub-1'"))
      .rows[0]!;
    expect(row.unsubscribed_at).toBeTruthy();
    const audit = await latestAudit("newsletter_unsubscribed");
    expect(audit).toMatchObject({
      email: "bo@example.com",
      before: { unsubscribedAt: null },
      after: { unsubscribedAt: row.unsubscribed_at },
    });

    const unsubscribed = await (await admin.get("/admin/newsletter?status=unsubscribed")).text();
    expect(unsubscribed.match(/data-testid="subscriber-row"/g)).toHaveLength(1);
    expect(unsubscribed).toContain("bo@example.com");
    const subscribed = await (await admin.get("/admin/newsletter?status=subscribed")).text();
    expect(subscribed.match(/data-testid="subscriber-row"/g)).toHaveLength(3);
  });

  it("refuses an unknown or missing subscriber with a 4xx and changes nothing", async () => {
    const before = (
      await stack.sql.execute("select id, unsubscribed_at from newsletter_subscribers order by id")
    ).rows.map((row) => ({ ...row }));
    expect((await admin.post("/admin/newsletter", { intent: "unsubscribe", id: "nobody" })).status).toBe(404);
    const missing = await admin.post("/admin/newsletter", { intent: "unsubscribe" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose a subscriber to unsubscribe.");
    const shopper = await signedInShopper(stack);
    expect((await shopper.post("/admin/newsletter", { intent: "unsubscribe", id: "sub-0" })).status).toBe(302);
    expect(
      (await stack.sql.execute("select id, unsubscribed_at from newsletter_subscribers order by id")).rows.map(
        (row) => ({ ...row }),
      ),
    ).toEqual(before);
  });

  it("exports the filtered list as CSV with formula cells defused", async () => {
    const response = await admin.get("/admin/newsletter/export?q=example");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const csv = await response.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,status,source,subscribed_at,unsubscribed_at");
    expect(lines).toHaveLength(5);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")@example.com",subscribed`);
    expect(csv).toMatch(/bo@example\.com,unsubscribed,footer,/);
    expect((await new Shopper(stack).get("/admin/newsletter/export")).status).toBe(302);
  });
});
