// The codecs run in a Worker of their own (workers/image-codecs), reached over
// the IMAGE_CODECS service binding: a photo whose header reads but whose pixels
// do not decode comes back as the admin's message, never a 500, and the
// storefront without the binding says what is missing.
import { describe, expect, it } from "vitest";
import { makeTestPhoto } from "../support/test-photos";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

/** A PNG with a valid header (so the upload's sniffing and size check pass) whose compressed pixels are noise. */
function pngWithBrokenPixels(): Uint8Array {
  const bytes = makeTestPhoto(800, 600, "png");
  for (let offset = 120; offset < bytes.length - 40; offset += 7) bytes[offset] ^= 0x5a;
  return bytes;
}

async function upload(bytes: Uint8Array, fileName: string): Promise<string> {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" }), fileName);
  form.set("alt_text", fileName);
  expect((await admin.request("/admin/homepage-images", { method: "POST", body: form })).status).toBe(303);
  const rows = await stack.sql.execute({
    sql: "select file_path from homepage_images where file_name = ?",
    args: [fileName],
  });
  return String(rows.rows[0].file_path);
}

describe("the image-codecs Worker behind the storefront", () => {
  it("answers an undecodable original with the admin's message and a 422, and writes no variant", async () => {
    const path = await upload(pngWithBrokenPixels(), "broken-pixels.png");
    const response = await admin.post("/admin/image-optimizer", { intent: "build", path });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("The image could not be read. Upload a JPEG, PNG or WebP photo.");
    const rows = await stack.sql.execute({
      sql: "select count(*) as n from image_variants where source_path = ?",
      args: [path],
    });
    expect(Number(rows.rows[0].n)).toBe(0);
  });

  it("builds a good photo's variants through the binding", async () => {
    const path = await upload(makeTestPhoto(900, 600, "png"), "good-pixels.png");
    const response = await admin.post("/admin/image-optimizer", { intent: "build", path });
    expect(response.status).toBe(303);
    const rows = await stack.sql.execute({
      sql: "select width, format from image_variants where source_path = ? order by format",
      args: [path],
    });
    expect(rows.rows.map((row) => `${row.width} ${row.format}`)).toEqual(["640 avif", "640 jpeg", "640 webp"]);
  });
});
