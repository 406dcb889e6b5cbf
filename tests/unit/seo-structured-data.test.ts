import { describe, expect, it } from "vitest";
import { breadcrumbBarCrumbs, breadcrumbTrail, titleCaseSegment } from "~/lib/seo/breadcrumbs";
import { pageMeta } from "~/lib/seo/page-meta";
import { parseStoredSetting } from "~/lib/settings/site-settings";
import { renderRobotsTxt, renderSitemapXml } from "~/lib/seo/sitemap-xml";
import { collectionPageJsonLd, webApplicationJsonLd, websiteJsonLd } from "~/lib/seo/structured-data";

const origin = "https://boutique.example";

describe("the breadcrumb bar", () => {
  it("is hidden on the home page", () => {
    expect(breadcrumbBarCrumbs("/")).toBeNull();
    expect(breadcrumbBarCrumbs("")).toBeNull();
  });

  it("shows crumbs only for the five listed paths, title-cased from the segments", () => {
    expect(breadcrumbBarCrumbs("/collections/chrome-hearts")).toEqual([
      { name: "Home", path: "/" },
      { name: "Collections", path: "/collections" },
      { name: "Chrome Hearts", path: "/collections/chrome-hearts" },
    ]);
    expect(breadcrumbBarCrumbs("/collections/tops")).toEqual([
      { name: "Home", path: "/" },
      { name: "Collections", path: "/collections" },
    ]);
    expect(breadcrumbBarCrumbs("/products/maxi-dress")).toEqual([
      { name: "Home", path: "/" },
      { name: "Products", path: "/products" },
    ]);
    expect(breadcrumbBarCrumbs("/about")).toEqual([{ name: "Home", path: "/" }]);
  });

  it("title-cases segments with hyphens as spaces and survives bad escapes", () => {
    expect(titleCaseSegment("home-decor")).toBe("Home Decor");
    expect(titleCaseSegment("lounge%20wear")).toBe("Lounge Wear");
    expect(titleCaseSegment("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("structured data", () => {
  it("gives the full trail to BreadcrumbList, with an optional name for the page itself", () => {
    expect(breadcrumbTrail("/size-guide/clothing", "Clothing").map((c) => c.name)).toEqual([
      "Home",
      "Size Guide",
      "Clothing",
    ]);
  });

  it("points the site search action at /products?q=", () => {
    const site = websiteJsonLd(origin) as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe("https://boutique.example/products?q={search_term_string}");
  });

  it("rates the app from the given rating", () => {
    expect(webApplicationJsonLd(origin, { ratingValue: 4.8, reviewCount: 127 })).toMatchObject({
      "@type": ["SoftwareApplication", "WebApplication"],
      aggregateRating: { ratingValue: 4.8, reviewCount: 127 },
    });
  });

  it("requires a name for collection structured data", () => {
    expect(collectionPageJsonLd(origin, { name: "  ", path: "/collections/x" })).toBeNull();
    expect(
      collectionPageJsonLd(origin, {
        name: "Goddess",
        path: "/collections/goddess",
        items: [{ name: "Dress", path: "/products/dress" }],
      }),
    ).toMatchObject({
      "@type": "CollectionPage",
      url: "https://boutique.example/collections/goddess",
      mainEntity: { itemListElement: [{ position: 1, url: "https://boutique.example/products/dress" }] },
    });
  });

  it("accepts only sane ratings from site settings", () => {
    expect(parseStoredSetting("appRating", { ratingValue: 4.8, reviewCount: 127 })).toEqual({
      ratingValue: 4.8,
      reviewCount: 127,
    });
    expect(parseStoredSetting("appRating", { ratingValue: 7, reviewCount: 1 })).toBeNull();
    expect(parseStoredSetting("appRating", "4.8")).toBeNull();
    expect(parseStoredSetting("appRating", null)).toBeNull();
  });
});

describe("page meta", () => {
  const meta = pageMeta(origin, "/about", { title: "About Us | Boho Boutique", description: "Our story." });
  const find = (predicate: (entry: Record<string, unknown>) => boolean) =>
    meta.find((entry) => predicate(entry as Record<string, unknown>)) as Record<string, unknown> | undefined;

  it("has an absolute canonical URL from the request origin", () => {
    expect(find((e) => e.rel === "canonical")?.href).toBe("https://boutique.example/about");
  });

  it("has Open Graph and Twitter cards with the 1200x630 social image", () => {
    expect(find((e) => e.property === "og:image")?.content).toBe(
      "https://boutique.example/images/social/boho-boutique-1200x630.png",
    );
    expect(find((e) => e.property === "og:image:width")?.content).toBe("1200");
    expect(find((e) => e.property === "og:image:height")?.content).toBe("630");
    expect(find((e) => e.name === "twitter:card")?.content).toBe("summary_large_image");
  });

  it("always states the organisation and website, and breadcrumbs below the home page", () => {
    const types = meta
      .filter((e) => "script:ld+json" in e)
      .map((e) => (e as Record<string, { "@type": string }>)["script:ld+json"]["@type"]);
    expect(types).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
    const home = pageMeta(origin, "/", { title: "t", description: "d" }).filter((e) => "script:ld+json" in e);
    expect(home).toHaveLength(2);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("escapes URLs, drops duplicates and writes W3C dates", () => {
    const xml = renderSitemapXml([
      { loc: "https://b.example/products/a&b", lastmod: "2026-11-01T10:00:00.000Z" },
      { loc: "https://b.example/products/a&b" },
      { loc: "https://b.example/about", lastmod: "not a date" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://b.example/products/a&amp;b</loc><lastmod>2026-11-01</lastmod></url>");
    expect(xml).toContain("<url><loc>https://b.example/about</loc></url>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("points robots at the sitemap and keeps private areas out", () => {
    const robots = renderRobotsTxt(origin);
    expect(robots).toContain("Sitemap: https://boutique.example/sitemap.xml");
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /account");
  });
});
