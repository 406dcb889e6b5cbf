// Facebook cover and social card through the built Worker: crops made in workerd
// by the image library at the exact sizes, and the chosen card becoming every
// page's default og:image.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodedDimensions, makeTestPhoto } from "../support/test-photos";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { fieldByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { type Shopper, signedInAdmin } from "../support/http-shopper";

let stack: TestStack;
let admin: Shopper;
let photoPath = "";
beforeAll(async () => {
  stack = await startTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
  admin = await signedInAdmin(stack);
  const form = new FormData();
  form.set("intent", "upload");
  form.set(
    "file",
    new Blob([makeTestPhoto(1000, 800) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
    "market.jpg",
  );
  form.set("alt_text", "Market stall in the sun");
  expect((await admin.request("/admin/homepage-images", { method: "POST", body: form })).status).toBe(303);
  photoPath = String(
    (await stack.sql.execute("select file_path from homepage_images where file_name = 'market.jpg'")).rows[0].file_path,
  );
});
afterAll(async () => {
  await stack?.close();
});

describe("facebook cover", () => {
  it("offers the uploaded photo (not the SVG illustrations) with a preview of the crop", async () => {
    const html = await (
      await admin.get(`/admin/facebook-cover?image=${encodeURIComponent(photoPath)}&focalX=20&focalY=80`)
    ).text();
    const photo = fieldByLabel(parseHtml(html), "Homepage image");
    expect(valueOf(photo)).toBe(photoPath);
    expect(textOf(photo.querySelector("option[selected]"))).toBe("Market stall in the sun");
    expect(html).not.toContain("hero-1.svg</option>");
    expect(html).toMatch(/data-testid="cover-preview"[^>]*object-position:20% 80%/);
  });

  it("downloads an 820 x 312 JPEG cover and a 1200 x 630 social card, cropped on the server", async () => {
    for (const [kind, size] of [
      ["cover", { width: 820, height: 312 }],
      ["card", { width: 1200, height: 630 }],
    ] as const) {
      const response = await admin.post("/admin/facebook-cover/download", {
        image: photoPath,
        focalX: "30",
        focalY: "70",
        kind,
      });
      expect(response.status, kind).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/jpeg");
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${kind === "card" ? "social-card" : "facebook-cover"}-${size.width}x${size.height}.jpg"`,
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Uint8Array.from([0xff, 0xd8, 0xff]));
      expect(decodedDimensions(bytes)).toEqual(size);
    }
  });

  it("refuses an image that is not an uploaded homepage image", async () => {
    const response = await admin.post("/admin/facebook-cover/download", {
      image: "/images/hero/hero-1.svg",
      kind: "cover",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Choose one of the uploaded homepage images.");
  });

  it("makes the saved social card every page's default og:image, audited", async () => {
    const home = await (await stack.fetch("/about")).text();
    expect(home).toContain("/images/social/boho-boutique-1200x630.png");
    const response = await admin.post("/admin/facebook-cover", {
      intent: "use-social-card",
      image: photoPath,
      focalX: "50",
      focalY: "40",
    });
    expect(response.status).toBe(303);
    const setting = JSON.parse(
      String((await stack.sql.execute("select value from site_settings where key = 'seo.socialImage'")).rows[0].value),
    );
    expect(setting).toMatchObject({
      width: 1200,
      height: 630,
      sourcePath: photoPath,
      focalX: 50,
      focalY: 40,
      alt: "Market stall in the sun",
    });
    const about = await (await stack.fetch("/about")).text();
    expect(about).toContain(`<meta property="og:image" content="${stack.url.replace(/\/$/, "")}${setting.path}"`);
    const card = await stack.fetch(setting.path);
    expect(card.status).toBe(200);
    expect(decodedDimensions(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    const audit = await stack.sql.execute("select count(*) as n from audit_log where action = 'social_card_chosen'");
    expect(Number(audit.rows[0].n)).toBe(1);
  });
});
