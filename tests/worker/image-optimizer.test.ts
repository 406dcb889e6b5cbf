// The image optimizer through the built Worker: the WASM library runs inside
// workerd (photon resizes, the Squoosh codecs encode AVIF and WebP), variants
// are written to R2 beside the original, decode to the
// widths asked for (never upscaled), are smaller than the original, and the
// home hero serves them through srcset.
import { describe, expect, it } from "vitest";
import { decodedVariantDimensions, makeTestPhoto } from "../support/test-photos";
import { useTestStack, useSignedInAdmin } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

async function upload(bytes: Uint8Array, fileName: string, type: string): Promise<string> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);
  form.set("alt_text", fileName);
  const response = await admin.request("/admin/homepage-images", { method: "POST", body: form });
  expect(response.status).toBe(303);
  const rows = await stack.sql.execute({
    sql: "select file_path from homepage_images where file_name = ?",
    args: [fileName],
  });
  return String(rows.rows[0].file_path);
}

async function variantsOf(path: string) {
  const rows = await stack.sql.execute({
    sql: "select width, height, format, path, bytes, original_bytes, original_width from image_variants where source_path = ? order by width, format",
    args: [path],
  });
  return rows.rows.map((row) => ({ ...row })) as unknown as {
    width: number;
    height: number;
    format: string;
    path: string;
    bytes: number;
    original_bytes: number;
    original_width: number;
  }[];
}

/** Variants are built after the upload's answer (waitUntil): wait until they are in. */
async function waitForVariants(path: string, count: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const rows = await variantsOf(path);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`variants of ${path} never arrived`);
}

describe("image optimizer", () => {
  let photoPath = "";

  it("builds 640, 1024 and 1600 px AVIF, lossy WebP and JPEG variants after an upload, each decoding at its width, AVIF and WebP smaller than the original", async () => {
    const original = makeTestPhoto(1700, 1050);
    photoPath = await upload(original, "canyon.jpg", "image/jpeg");
    const rows = await waitForVariants(photoPath, 9);
    expect(rows.map((row) => `${row.width} ${row.format}`)).toEqual([
      "640 avif",
      "640 jpeg",
      "640 webp",
      "1024 avif",
      "1024 jpeg",
      "1024 webp",
      "1600 avif",
      "1600 jpeg",
      "1600 webp",
    ]);
    const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as Record<string, string>;
    for (const row of rows) {
      const served = await stack.fetch(row.path);
      expect(served.status, row.path).toBe(200);
      expect(served.headers.get("Content-Type")).toBe(types[row.format]);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(bytes.byteLength).toBe(row.bytes);
      expect(await decodedVariantDimensions(bytes, row.format as "avif" | "webp" | "jpeg"), row.path).toEqual({
        width: row.width,
        height: Math.round((1050 * row.width) / 1700),
      });
      if (row.format !== "jpeg") expect(row.bytes, `${row.width} px ${row.format}`).toBeLessThan(original.byteLength);
    }
    // Lossy now: even the 1600 px WebP is well under the original (photon's lossless WebP was larger than it).
    for (const format of ["avif", "webp"]) {
      const largest = rows.find((row) => row.width === 1600 && row.format === format)!;
      expect(largest.bytes, format).toBeLessThan(original.byteLength / 2);
    }
    expect(rows[0].original_bytes).toBe(original.byteLength);
  });

  it("shows each image's original and variant sizes with the saving per format, and the hero offers AVIF and WebP sources with the JPEG variants in the <img>", async () => {
    const page = await (await admin.get("/admin/image-optimizer")).text();
    expect(page).toContain("Original: 1700 × 1050 px");
    for (const label of ["AVIF", "WebP", "JPEG"])
      expect(page).toMatch(
        new RegExp(`${label} conversion savings: [\\d.]+ KiB \\(\\d+(\\.\\d)?%\\) over the variants`),
      );
    expect(page).toContain("Vector (SVG): sharp at every width, no variants needed");
    // Only this photo active, so the hero must pick it.
    await stack.sql.execute({
      sql: "update homepage_images set is_active = case when file_path = ? then 1 else 0 end",
      args: [photoPath],
    });
    const served = await variantsOf(photoPath);
    const home = await (await admin.get("/")).text();
    const picture = /<picture>.*?<\/picture>/s.exec(home)?.[0] ?? "";
    const sources = [...picture.matchAll(/<source[^>]*>/g)].map((match) => match[0]);
    expect(sources.map((source) => /type="([^"]+)"/.exec(source)?.[1])).toEqual(["image/avif", "image/webp"]);
    const img = /<img[^>]*data-testid="hero-image"[^>]*>/.exec(picture)?.[0] ?? "";
    for (const [tag, format] of [
      [sources[0], "avif"],
      [sources[1], "webp"],
      [img, "jpeg"],
    ] as const) {
      for (const width of [640, 1024, 1600])
        expect(tag).toContain(`${served.find((row) => row.width === width && row.format === format)!.path} ${width}w`);
      expect(tag, format).toContain(`${photoPath} 1700w`);
      expect(tag).toContain('sizes="100vw"');
    }
    // The preload names the AVIF source with its type, so only a browser that takes AVIF fetches it early.
    const preload = /<link[^>]*rel="preload"[^>]*as="image"[^>]*>/.exec(home)?.[0] ?? "";
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain(`${served.find((row) => row.width === 640 && row.format === "avif")!.path} 640w`);
  });

  it("never upscales: a 900 px original gets only a 640 px variant; rebuilding from the page replaces them", async () => {
    const path = await upload(makeTestPhoto(900, 600, "png"), "small.png", "image/png");
    await waitForVariants(path, 3);
    const response = await admin.post("/admin/image-optimizer", { intent: "build", path });
    expect(response.status).toBe(303);
    const rows = await variantsOf(path);
    expect(rows.map((row) => `${row.width} ${row.format}`)).toEqual(["640 avif", "640 jpeg", "640 webp"]);
    const audit = await stack.sql.execute("select count(*) as n from audit_log where action = 'image_variants_built'");
    expect(Number(audit.rows[0].n)).toBe(1);
  });

  it("a blog cover's variants are built after the upload and served on /blog and the post as a <picture>: AVIF and WebP sources, JPEG variants in the <img>", async () => {
    const form = new FormData();
    const fields = {
      title: "Cover light",
      slug: "cover-light",
      excerpt: "Morning light on linen.",
      body: "Soft light.",
      coverImage: "",
      author: "Studio",
      status: "published",
      publishedAt: "",
      intent: "save",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set(
      "coverUpload",
      new Blob([makeTestPhoto(1400, 788, "jpeg") as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }),
      "cover.jpg",
    );
    expect((await admin.request("/admin/blog/new", { method: "POST", body: form })).status).toBe(303);
    const cover = String(
      (await stack.sql.execute("select cover_image from blog_posts where slug = 'cover-light'")).rows[0].cover_image,
    );
    expect(cover).toMatch(/^\/blog-covers\/[0-9a-f-]{36}\.jpg$/);
    // The variants are built after the editor's answer, as a homepage image's are.
    const built = await waitForVariants(cover, 6);
    expect(new Set(built.map((row) => row.width))).toEqual(new Set([640, 1024]));
    for (const page of ["/blog/cover-light", "/blog"]) {
      const html = await (await stack.fetch(page)).text();
      const picture =
        [...html.matchAll(/<picture>.*?<\/picture>/gs)]
          .map((match) => match[0])
          .find((candidate) => candidate.includes(cover)) ?? "";
      const sources = [...picture.matchAll(/<source[^>]*>/g)].map((match) => match[0]);
      expect(
        sources.map((source) => /type="([^"]+)"/.exec(source)?.[1]),
        page,
      ).toEqual(["image/avif", "image/webp"]);
      expect(sources[0]).toContain(`${built.find((row) => row.format === "avif" && row.width === 640)!.path} 640w`);
      const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
      expect(img).toContain(`${built.find((row) => row.format === "jpeg" && row.width === 1024)!.path} 1024w`);
      expect(img).toContain(`${cover} 1400w`);
      expect(img).toMatch(/sizes="[^"]+"/);
    }
  });

  it("refuses to build an image that is not a homepage image or cover, and one that is not resizable", async () => {
    expect(
      (await admin.post("/admin/image-optimizer", { intent: "build", path: "/homepage-images/../../etc" })).status,
    ).toBe(404);
    expect(
      (await admin.post("/admin/image-optimizer", { intent: "build", path: "/images/hero/hero-1.svg" })).status,
    ).toBe(400);
  });

  it("deleting a homepage image deletes its variants", async () => {
    const before = await variantsOf(photoPath);
    const [{ id }] = (
      await stack.sql.execute({ sql: "select id from homepage_images where file_path = ?", args: [photoPath] })
    ).rows as unknown as { id: string }[];
    expect((await admin.post("/admin/homepage-images", { intent: "delete", id })).status).toBe(303);
    expect(await variantsOf(photoPath)).toEqual([]);
    expect((await stack.fetch(before[0].path)).status).toBe(404);
  });
});
