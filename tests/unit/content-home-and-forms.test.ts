import { describe, expect, it } from "vitest";
import { formatPostDate, isPlausibleSlug } from "~/lib/blog/blog-text";
import { COLORS_2025, readableTextOn } from "~/lib/content/colors-2025";
import { ContactFormSchema, isHoneypotFilled } from "~/lib/contact/contact-form";
import { parseSubmission } from "~/lib/forms/parse-submission";
import { pickFeaturedCollections } from "~/lib/home/featured-collections";
import { headerSearchHref, sanitizeHeaderSearch } from "~/lib/navigation/header-search";
import { DEFAULT_HERO_IMAGE, heroObjectPosition, pickHeroImage } from "~/lib/home/hero-image";
import { hidesHeaderSearch } from "~/lib/navigation/navigation";
import { PAGE_VERSIONS } from "../../app/lib/analytics/page-versions";

describe("the header search", () => {
  it("trims, removes angle brackets, quotes and ampersands, and caps at 100 characters", () => {
    expect(sanitizeHeaderSearch("  <b>\"maxi\" & 'dress'</b> ")).toBe("bmaxi  dress/b");
    expect(sanitizeHeaderSearch("x".repeat(150))).toHaveLength(100);
  });

  it("refuses a query that is empty once cleaned", () => {
    expect(sanitizeHeaderSearch("   ")).toBeNull();
    expect(sanitizeHeaderSearch('<>"&')).toBeNull();
    expect(headerSearchHref(" ")).toBeNull();
  });

  it("URL-encodes the result into /products?q=", () => {
    expect(headerSearchHref("boho maxi/dress")).toBe("/products?q=boho%20maxi%2Fdress");
  });

  it("is hidden on product and collection pages only", () => {
    for (const path of [
      "/products",
      "/products/maxi",
      "/product/1",
      "/shopify-product/x",
      "/collections",
      "/collections/goddess",
    ])
      expect(hidesHeaderSearch(path)).toBe(true);
    for (const path of ["/", "/about", "/productsale", "/2025-colors"]) expect(hidesHeaderSearch(path)).toBe(false);
  });
});

describe("the hero image", () => {
  const rows = [
    { filePath: "/images/hero/hero-1.svg", altText: "One", caption: null, positioning: null },
    { filePath: "/images/hero/hero-2.svg", altText: null, caption: "Two", positioning: "top" },
  ];

  it("picks one active image at random", () => {
    expect(pickHeroImage(rows, () => 0).src).toBe("/images/hero/hero-1.svg");
    expect(pickHeroImage(rows, () => 0.99).src).toBe("/images/hero/hero-2.svg");
    expect(pickHeroImage(rows, () => 0.99).alt).toBe(DEFAULT_HERO_IMAGE.alt);
  });

  it("falls back to the default image when there is none or the path is unsafe", () => {
    expect(pickHeroImage([]).src).toBe(DEFAULT_HERO_IMAGE.src);
    expect(
      pickHeroImage([{ filePath: "javascript:alert(1)", altText: null, caption: null, positioning: null }]).src,
    ).toBe(DEFAULT_HERO_IMAGE.src);
    expect(
      pickHeroImage([{ filePath: "//evil.example/x.png", altText: null, caption: null, positioning: null }]).src,
    ).toBe(DEFAULT_HERO_IMAGE.src);
  });

  it("offers the AVIF and WebP variants as typed sources and the JPEG ones in the <img>, each with the original as the widest candidate", () => {
    const at = (format: "avif" | "webp" | "jpeg", ext: string) => ({
      format,
      variants: [640, 1024].map((width) => ({ width, path: `/image-variants/a-${width}.${ext}` })),
    });
    const hero = pickHeroImage([
      {
        filePath: "/homepage-images/a.jpg",
        altText: "A",
        caption: null,
        positioning: null,
        variants: { originalWidth: 1200, formats: [at("avif", "avif"), at("webp", "webp"), at("jpeg", "jpg")] },
      },
    ]);
    expect(hero.sources).toEqual([
      {
        type: "image/avif",
        srcSet: "/image-variants/a-640.avif 640w, /image-variants/a-1024.avif 1024w, /homepage-images/a.jpg 1200w",
      },
      {
        type: "image/webp",
        srcSet: "/image-variants/a-640.webp 640w, /image-variants/a-1024.webp 1024w, /homepage-images/a.jpg 1200w",
      },
    ]);
    expect(hero.srcSet).toBe(
      "/image-variants/a-640.jpg 640w, /image-variants/a-1024.jpg 1024w, /homepage-images/a.jpg 1200w",
    );
    expect(hero.sizes).toBe("100vw");
    // Without variants: the original alone, no sources.
    const plain = pickHeroImage([
      { filePath: "/homepage-images/a.jpg", altText: "A", caption: null, positioning: null, variants: null },
    ]);
    expect([plain.srcSet, plain.sources]).toEqual([null, []]);
  });

  it("lets only object-position keywords and percentages through", () => {
    expect(heroObjectPosition("top")).toBe("top");
    expect(heroObjectPosition("50% 20%")).toBe("50% 20%");
    expect(heroObjectPosition("url(x); color: red")).toBe("center");
    expect(heroObjectPosition(null)).toBe("center");
  });
});

describe("featured collections", () => {
  it("keeps goddess, chrome-hearts, home-decor, then Sale, skipping missing ones", () => {
    const collections = ["tops", "sale", "goddess", "home-decor", "bags"].map((handle) => ({
      handle,
      title: handle.toUpperCase(),
      image: null,
    }));
    expect(pickFeaturedCollections(collections).map((c) => c.handle)).toEqual(["goddess", "home-decor", "sale"]);
    expect(pickFeaturedCollections(collections)[0]).toMatchObject({
      href: "/collections/goddess",
      imageUrl: null,
      imageAlt: "GODDESS",
    });
  });
});

describe("the contact form", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  it("accepts a complete message and trims it", () => {
    const sent = form({
      name: " Ada ",
      email: "ada@example.com",
      subject: "Sizing",
      message: "Does the maxi run long?",
    });
    expect(isHoneypotFilled(sent)).toBe(false);
    const parsed = parseSubmission(sent, ContactFormSchema);
    expect(parsed.ok && parsed.value).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subject: "Sizing",
      message: "Does the maxi run long?",
    });
  });

  it("reports one error per invalid field", () => {
    const result = parseSubmission(
      form({ name: "", email: "not-an-email", subject: "Hi", message: "short" }),
      ContactFormSchema,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.failure.fieldErrors).sort()).toEqual(["email", "message", "name"]);
    expect(result.failure.fieldErrors.email).toEqual(["Please enter a valid email address."]);
  });

  it("treats missing fields as empty and notices a filled honeypot", () => {
    const sent = form({ website: "http://spam.example" });
    const result = parseSubmission(sent, ContactFormSchema);
    expect(!result.ok && result.failure.fieldErrors).toEqual({
      name: ["Please tell us your name."],
      email: ["Please enter your email address."],
      subject: ["Please add a subject."],
      message: ["Please write at least 10 characters so we can help."],
    });
    expect(isHoneypotFilled(sent)).toBe(true);
  });

  it("rejects an email over 254 characters", () => {
    const result = parseSubmission(
      form({ name: "A", email: `${"a".repeat(250)}@b.co`, subject: "S", message: "A long enough message." }),
      ContactFormSchema,
    );
    expect(result.ok).toBe(false);
  });
});

describe("journal text", () => {
  it("formats dates and rejects implausible slugs", () => {
    expect(formatPostDate("2026-10-03T09:00:00.000Z")).toBe("October 3, 2026");
    expect(formatPostDate("nope")).toBeNull();
    expect(isPlausibleSlug("the-slow-living-home")).toBe(true);
    expect(isPlausibleSlug("../etc")).toBe(false);
    expect(isPlausibleSlug("Upper")).toBe(false);
  });
});

describe("the 2025 colours and page versions", () => {
  it("has 12 named swatches with hex codes, two badged", () => {
    expect(COLORS_2025).toHaveLength(12);
    expect(new Set(COLORS_2025.map((c) => c.name)).size).toBe(12);
    for (const swatch of COLORS_2025) expect(swatch.hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(COLORS_2025.filter((c) => c.badge).map((c) => c.badge)).toEqual(["Pantone 2025", "Coloro 2025"]);
  });

  it("chooses readable text on each swatch", () => {
    expect(readableTextOn("#F2EBDD")).toBe("#000000");
    expect(readableTextOn("#4B4E6D")).toBe("#ffffff");
  });

  it("labels the home page 2.1.0", () => {
    expect(PAGE_VERSIONS.home.version).toBe("2.1.0");
  });
});
