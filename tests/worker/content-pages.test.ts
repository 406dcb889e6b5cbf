// The shop around the catalogue through the real parts: the built Worker in
// workerd, the local libSQL server and the demo shop.
import { describe, expect, it } from "vitest";
import { SEED_BLOG_POSTS, SEED_PRODUCTS } from "../../db/seed-data";
import { DEFAULT_ACCESS_TOKEN } from "../../workers/demo-shop/server";
import { useTestStack } from "../support/test-stack-for-file";
import { errorOf, fieldByLabel, headings, htmlOf, valueOf } from "../support/html";
import { saveSiteSettingsAs } from "../support/settings-form";
import { signedInAdmin } from "../support/http-shopper";

// These tests edit rows and read the next page at once; the anonymous HTML cache (tested in html-cache.test.ts)
// would rightly serve the page it already has for up to a minute.
const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });

const OWNED_PAGES: [path: string, heading: string][] = [
  ["/about", "About Boho Boutique"],
  ["/contact", "Contact Us"],
  ["/blog", "Journal"],
  ["/slow-living", "Slow Living"],
  ["/size-guide", "Size Guide"],
  ["/size-guide/clothing", "Clothing Size Guide"],
  ["/size-guide/jewelry", "Jewelry Size Guide"],
  ["/size-guide/accessories", "Accessories Size Guide"],
  ["/shipping-info", "Shipping Info"],
  ["/returns", "Returns & Exchanges"],
  ["/faq", "Returns & FAQ"],
  ["/sitemap", "Sitemap"],
  ["/2025-colors", "2025 Colors"],
];

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": fields.__ip ?? "203.0.113.7" },
});

describe("content pages", () => {
  it.each(OWNED_PAGES)("%s answers 200 with its heading and a canonical URL", async (path, heading) => {
    const response = await stack.fetch(path);
    expect(response.status).toBe(200);
    const page = await htmlOf(response);
    expect(headings(page, 1)).toEqual([heading]);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${stack.url.replace(/\/$/, "")}${path}`,
    );
  });

  it("redirects /returns-faq to /returns", async () => {
    const response = await stack.fetch("/returns-faq");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/returns");
  });

  it("shows published posts and answers 404 for an unknown slug", async () => {
    const post = SEED_BLOG_POSTS[0];
    const page = await stack.fetch(`/blog/${post.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(post.title);
    expect(jsonLdBlocks(html).map((b) => b["@type"])).toContain("BlogPosting");
    expect((await stack.fetch("/blog/no-such-post")).status).toBe(404);
    expect((await stack.fetch("/blog/..%2F..%2Fetc")).status).toBe(404);
  });

  it("lists every seeded collection and post on the HTML sitemap", async () => {
    const html = await (await stack.fetch("/sitemap")).text();
    for (const handle of ["goddess", "chrome-hearts", "home-decor", "sale", "one-pieces"])
      expect(html).toContain(`href="/collections/${handle}"`);
    for (const post of SEED_BLOG_POSTS) expect(html).toContain(`href="/blog/${post.slug}"`);
    expect(html).toContain('href="/track-order"');
  });
});

describe("the home page", () => {
  it("streams four featured products tagged featured and the featured collections in order", async () => {
    const html = await (await stack.fetch("/")).text();
    const featured = html.slice(html.indexOf('data-testid="storefront-products"'));
    const handles = [...featured.slice(0, featured.indexOf("</ul>")).matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map(
      (m) => m[1],
    );
    expect(handles).toHaveLength(4);
    const tagged = (await (
      await stack.demoShop("/api/2025-01/graphql.json", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": DEFAULT_ACCESS_TOKEN },
        body: JSON.stringify({ query: '{ products(first: 250, query: "tag:featured") { nodes { handle } } }' }),
      })
    ).json()) as { data: { products: { nodes: { handle: string }[] } } };
    const featuredHandles = new Set(tagged.data.products.nodes.map((n) => n.handle));
    for (const handle of handles) expect(featuredHandles.has(handle)).toBe(true);

    const collections = html.slice(html.indexOf('data-testid="featured-collections"'));
    const order = [
      ...collections.slice(0, collections.indexOf("</ul>")).matchAll(/href="\/collections\/([a-z-]+)"/g),
    ].map((m) => m[1]);
    expect(order).toEqual(["goddess", "chrome-hearts", "home-decor", "sale"]);
  });

  it("streams the sections behind skeletons for a browser known to run scripts", async () => {
    // A slow shop: the shell must not wait for it.
    await stack.demoShop("/__demo/faults", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "slow", delayMs: 1500, count: 2 }),
    });
    const browser = {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
    };
    const response = await stack.fetch("/", { headers: { ...browser, Cookie: "other=1; boutique_js=1" } });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    // The shell arrives in as many network chunks as its size takes: read up to the skeleton, and by then
    // the products must not have come (the shop is slow); they come later in the same response.
    let first = "";
    while (!first.includes("Loading featured pieces…")) {
      const chunk = await reader.read();
      if (chunk.done) break;
      first += decoder.decode(chunk.value, { stream: true });
    }
    expect(first).toContain("Handcrafted Quality");
    expect(first).toContain("Loading featured pieces…");
    expect(first).not.toContain('data-testid="storefront-products"');
    let html = first;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      html += decoder.decode(chunk.value, { stream: true });
    const skeleton = html.indexOf("Loading featured pieces…");
    expect(skeleton).toBeGreaterThan(0);
    // The streamed content arrives after the skeleton, in the same response.
    expect(html.indexOf('data-testid="storefront-products"')).toBeGreaterThan(skeleton);
    // Without the cookie the sections are in place and there is no skeleton.
    expect(await (await stack.fetch("/", { headers: browser })).text()).not.toContain("Loading featured pieces…");
  });

  /** The owner's switch on /admin/config: the spec's sample figures are shown only while it is on (off by default). */
  async function showSampleRatings(on: boolean) {
    const admin = await signedInAdmin(stack);
    const fields: Record<string, string> = { intent: "sample-ratings", from: "config" };
    if (on) fields.enabled = "on";
    expect((await admin.post("/admin/reviews", fields)).status).toBe(303);
    return admin;
  }

  it("preloads an active hero image and states the app, with no rating while the shop has no sample figures on", async () => {
    const html = await (await stack.fetch("/")).text();
    const preload = html.match(/<link rel="preload" as="image" href="([^"]+)"/);
    expect(["/images/hero/hero-1.svg", "/images/hero/hero-2.svg"]).toContain(preload?.[1]);
    const types = jsonLdBlocks(html).map((b) => b["@type"]);
    expect(types).toEqual(
      expect.arrayContaining(["Organization", "WebSite", ["SoftwareApplication", "WebApplication"]]),
    );
    const app = jsonLdBlocks(html).find((b) => Array.isArray(b["@type"]))!;
    expect(app.aggregateRating).toBeUndefined();
    expect(html).not.toContain('data-testid="trust-badge"');
    expect(html).toContain("home 2.1.0");
    expect(await (await stack.fetch("/about")).text()).not.toContain('rel="preload" as="image"');
  });

  it("shows the sample trust badge from its site setting once the owner turns samples on, and the products page its version", async () => {
    const admin = await showSampleRatings(true);
    try {
      expect(await (await stack.fetch("/")).text()).toMatch(
        /data-testid="trust-badge"[^]*?<strong>4\.8<\/strong> from 2847 reviews/,
      );
      // Changed as an admin does it (/admin/config), which refreshes the isolate's one-minute settings cache.
      await saveSiteSettingsAs(admin, {
        "trustBadgeRating.ratingValue": "4.9",
        "trustBadgeRating.reviewCount": "3001",
      });
      expect(await (await stack.fetch("/")).text()).toMatch(/<strong>4\.9<\/strong> from 3001 reviews/);
    } finally {
      await saveSiteSettingsAs(admin, {});
      await showSampleRatings(false);
    }
    expect(await (await stack.fetch("/products")).text()).toContain("products 2.0.0");
  });

  it("falls back to the default hero image when no image is active", async () => {
    // Deactivated as an admin does it: the admin change clears the hero's 2-minute cache.
    const admin = await signedInAdmin(stack);
    const active = (await stack.sql.execute("select id from homepage_images where is_active = 1")).rows.map((row) =>
      String(row.id),
    );
    const setActive = (id: string, on: boolean) =>
      admin.post("/admin/homepage-images", { intent: "status", id, is_active: String(on) });
    for (const id of active) expect((await setActive(id, false)).status).toBe(303);
    try {
      const html = await (await stack.fetch("/home-2025")).text();
      expect(html).toContain('<link rel="preload" as="image" href="/images/hero/default.svg"');
    } finally {
      for (const id of active) await setActive(id, true);
    }
  });

  it("reads the app's sample rating from site settings while samples are on", async () => {
    const admin = await showSampleRatings(true);
    await saveSiteSettingsAs(admin, { "appRating.ratingValue": "4.6", "appRating.reviewCount": "200" });
    try {
      const html = await (await stack.fetch("/warm-theme")).text();
      expect(html).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.6,"reviewCount":200');
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"\/>/);
    } finally {
      await saveSiteSettingsAs(admin, {});
      await showSampleRatings(false);
    }
  });

  it("still paints when the shop is down, with a clear message instead of products", async () => {
    await stack.demoShop("/__demo/faults", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "http500", count: 20 }),
    });
    try {
      const response = await stack.fetch("/muted-theme");
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("Products temporarily unavailable");
      expect(html).toContain("Made in our studio");
    } finally {
      await stack.demoShop("/__demo/faults", { method: "DELETE" });
    }
  });
});

describe("the contact form", () => {
  const valid = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Sizing question",
    message: "Does the Luna maxi dress run long?",
  };

  it("stores a message and redirects to the confirmation", async () => {
    const response = await stack.fetch("/contact", form({ ...valid, __ip: "203.0.113.10" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact?sent=1");
    const rows = await stack.sql.execute({
      sql: "select name, email, subject, message from contact_messages where email = ?",
      args: [valid.email],
    });
    expect(rows.rows).toEqual([expect.objectContaining({ name: "Ada Lovelace", subject: "Sizing question" })]);
    expect(await (await stack.fetch("/contact?sent=1")).text()).toContain("Thank you, your message is on its way");
  });

  it("answers invalid input with 400, field errors and the input kept", async () => {
    const response = await stack.fetch(
      "/contact",
      form({ name: "", email: "nope", subject: "Hello <there>", message: "hi", __ip: "203.0.113.11" }),
    );
    expect(response.status).toBe(400);
    const page = await htmlOf(response);
    expect(errorOf(fieldByLabel(page, "Your name"))).toContain("Please tell us your name.");
    expect(valueOf(fieldByLabel(page, "Subject"))).toBe("Hello <there>");
  });

  it("quietly drops messages that fill the honeypot", async () => {
    const response = await stack.fetch(
      "/contact",
      form({ ...valid, email: "bot@example.com", website: "http://spam.example", __ip: "203.0.113.12" }),
    );
    expect(response.status).toBe(302);
    const rows = await stack.sql.execute({
      sql: "select count(*) as n from contact_messages where email = ?",
      args: ["bot@example.com"],
    });
    expect(Number(rows.rows[0].n)).toBe(0);
  });

  it("limits one address to 5 messages in 5 minutes with a 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await stack.fetch("/contact", form({ ...valid, email: `limit${i}@example.com`, __ip: "203.0.113.99" })))
          .status,
      );
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    // Another address is not affected.
    expect((await stack.fetch("/contact", form({ ...valid, __ip: "203.0.113.100" }))).status).toBe(302);
  });

  it("never answers a malformed post with a 500", async () => {
    const response = await stack.fetch("/contact", {
      method: "POST",
      body: "%%%not-a-form",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(response.status).toBeLessThan(500);
  });
});

describe("search engines", () => {
  it("lists pages, collections, every product and posts in /sitemap.xml", async () => {
    const response = await stack.fetch("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    const origin = stack.url.replace(/\/$/, "");
    expect(xml).toContain(`<loc>${origin}/about</loc>`);
    expect(xml).toContain(`<loc>${origin}/collections/goddess</loc>`);
    const productLocs = xml.match(/<loc>[^<]+\/products\/[^<]+<\/loc>/g) ?? [];
    const activeSeedProducts = SEED_PRODUCTS.filter((p) => p.isActive !== false);
    expect(productLocs.length).toBe(120 + activeSeedProducts.length);
    expect(xml).toContain(`<loc>${origin}/products/${activeSeedProducts[0].slug}</loc>`);
    for (const post of SEED_BLOG_POSTS) expect(xml).toContain(`<loc>${origin}/blog/${post.slug}</loc>`);
  });

  it("points robots.txt at the sitemap", async () => {
    const response = await stack.fetch("/robots.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${stack.url.replace(/\/$/, "")}/sitemap.xml`);
  });

  it("serves the web app manifest and the social image", async () => {
    const manifest = (await (await stack.fetch("/manifest.webmanifest")).json()) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: "Boho Boutique", short_name: "Boho", theme_color: "#b3603a" });
    for (const icon of manifest.icons) expect((await stack.fetch(icon.src)).status).toBe(200);
    const image = await stack.fetch("/images/social/boho-boutique-1200x630.png");
    expect(image.status).toBe(200);
    const bytes = new Uint8Array(await image.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
