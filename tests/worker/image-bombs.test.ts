// Image bombs through the built Worker (issue 41 §6): a 26 KB GIF with a 1x1 screen and one 8000x8000 frame
// passed the 8-megapixel check (it read the screen only) and the decode took the codecs Worker from 360 to
// 652 MB for good. Every upload path now reads every frame's size before storing, and every decode path
// before decoding; real photos, GIFs, WebPs and AVIFs still pass, their sizes read right.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "../../db/seed-data";
import { readImageSizes } from "../../app/lib/images/image-dimensions";
import { animatedWebpWithFrame, apngWithFrame, avifWithItems, gifWithFrame } from "../support/image-bombs";
import { makeTestPhoto } from "../support/test-photos";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { tableCounts } from "../support/worker-stack";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

const GIF_BOMB = gifWithFrame({ width: 1, height: 1 }, { width: 8000, height: 8000 });
const FRAME_OUTSIDE = "The image has frames larger than the picture itself.";

const asBlob = (bytes: Uint8Array, type: string) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type });

function uploadHomepageImage(bytes: Uint8Array, fileName: string, type: string) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", asBlob(bytes, type), fileName);
  form.set("alt_text", fileName);
  return admin.request("/admin/homepage-images", { method: "POST", body: form });
}

function saveBlogPostWithCover(slug: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  const fields = {
    title: `Bomb ${slug}`,
    slug,
    excerpt: "An image bomb.",
    body: "Body.",
    coverImage: "",
    author: "Studio",
    status: "draft",
    publishedAt: "",
    intent: "save",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("coverUpload", asBlob(bytes, type), "cover.gif");
  return admin.request("/admin/blog/new", { method: "POST", body: form });
}

async function variantRows(sourcePath: string) {
  const result = await stack.sql.execute({
    sql: "select width, height, path from image_variants where source_path = ?",
    args: [sourcePath],
  });
  return result.rows;
}

async function storedKeys(): Promise<string[]> {
  const bucket = await stack.miniflare.getR2Bucket("HOMEPAGE_IMAGES");
  return (await bucket.list()).objects.map((object) => object.key).sort();
}

describe("uploads", () => {
  it("refuse the GIF bomb and its APNG, WebP and AVIF kin on every upload path, storing nothing", async () => {
    const before = { keys: await storedKeys(), rows: await tableCounts(stack) };
    const huge = { width: 9000, height: 9000 };
    const small = { width: 100, height: 100 };
    for (const [bytes, type, message] of [
      [GIF_BOMB, "image/gif", FRAME_OUTSIDE],
      [apngWithFrame(small, huge), "image/png", FRAME_OUTSIDE],
      [animatedWebpWithFrame(small, huge), "image/webp", FRAME_OUTSIDE],
      [avifWithItems([small, huge]), "image/avif", "The image is larger than 50 megapixels."],
    ] as const) {
      const homepage = await uploadHomepageImage(bytes, "bomb", type);
      expect(homepage.status, type).toBe(422);
      expect(await homepage.text()).toContain(message);
    }
    // The blog cover (JPEG, PNG, WebP, AVIF) and a lookbook photo (through the homepage upload) likewise.
    const cover = await saveBlogPostWithCover("bomb-cover", apngWithFrame(small, huge), "image/png");
    expect(cover.status).toBe(400);
    expect(await cover.text()).toContain(FRAME_OUTSIDE);
    const screenshot = new FormData();
    for (const [name, value] of Object.entries({
      intent: "create",
      task: "Find a dress",
      participant: "P1",
      device: "phone",
      outcome: "success",
      timeTaken: "30",
      notes: "",
    }))
      screenshot.set(name, value);
    screenshot.set("screenshot", asBlob(GIF_BOMB, "image/gif"), "shot.gif");
    const ux = await admin.request("/admin/ux-testing", { method: "POST", body: screenshot });
    expect(ux.status).toBe(422);
    expect(await ux.text()).toContain(FRAME_OUTSIDE);

    expect(await storedKeys()).toEqual(before.keys);
    const after = await tableCounts(stack);
    // Only the admin's own audit of the page visits may differ: no image, post, session or variant row.
    for (const table of ["homepage_images", "blog_posts", "ux_test_sessions", "image_variants", "looks"])
      expect(after[table], table).toBe(before.rows[table]);
  });

  it("still take real images, and read their sizes right: a photo, a small GIF, and the WebP and AVIF variants built from it", async () => {
    const photo = makeTestPhoto(1100, 700, "jpeg");
    expect((await uploadHomepageImage(photo, "photo.jpg", "image/jpeg")).status).toBe(303);
    const [row] = (
      await stack.sql.execute({ sql: "select file_path from homepage_images where file_name = 'photo.jpg'" })
    ).rows;
    // The upload builds the variants after its answer (waitUntil).
    let variants = await variantRows(String(row.file_path));
    for (let attempt = 0; attempt < 300 && variants.length < 6; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      variants = await variantRows(String(row.file_path));
    }
    // 640 and 1024 px (the photo is 1100 wide), each as AVIF, WebP and JPEG.
    expect(variants).toHaveLength(6);
    for (const variant of variants) {
      const bytes = new Uint8Array(await (await stack.fetch(String(variant.path))).arrayBuffer());
      expect(readImageSizes(bytes)?.canvas, String(variant.path)).toEqual({
        width: Number(variant.width),
        height: Number(variant.height),
      });
    }
    // A one-pixel GIF is taken too, and (decoded after its answer) leaves the codecs able to build again.
    expect(
      (
        await uploadHomepageImage(
          gifWithFrame({ width: 1, height: 1 }, { width: 1, height: 1 }),
          "dot.gif",
          "image/gif",
        )
      ).status,
    ).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rebuilt = await admin.post("/admin/image-optimizer", { intent: "build", path: String(row.file_path) });
    expect(rebuilt.status).toBe(303);
  });
});

describe("decoding", () => {
  it("refuses a stored original whose frame is over 8 megapixels before the codecs see it: 413, no variant, no card", async () => {
    // An original stored before uploads were checked: straight into the bucket, with its row.
    const bucket = await stack.miniflare.getR2Bucket("HOMEPAGE_IMAGES");
    const name = `${crypto.randomUUID()}.gif`;
    await bucket.put(name, GIF_BOMB, { httpMetadata: { contentType: "image/gif" } });
    await stack.sql.execute({
      sql: "insert into homepage_images (id, user_id, file_name, file_path, display_order, is_active) select ?, id, 'old-bomb.gif', ?, 99, 0 from users where email = ?",
      args: [crypto.randomUUID(), `/homepage-images/${name}`, DEMO_ADMIN.email],
    });
    const build = await admin.post("/admin/image-optimizer", { intent: "build", path: `/homepage-images/${name}` });
    expect(build.status).toBe(413);
    expect(await build.text()).toContain("The original is too large to resize here (over 8 megapixels).");
    expect(await variantRows(`/homepage-images/${name}`)).toEqual([]);
    // The social card crops the same originals: refused the same way, and the site's card is unchanged.
    const card = await admin.post("/admin/facebook-cover", {
      intent: "use-social-card",
      image: `/homepage-images/${name}`,
      focalX: "50",
      focalY: "50",
    });
    expect(card.status).toBe(413);
    expect(await card.text()).toContain("The original is too large to crop here (over 8 megapixels).");
  });
});
