// The homepage images admin through the built Worker: upload to R2, status,
// order, details, delete, and the home page's hero following along.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { fieldsByLabel, parseHtml, valueOf } from "../support/html";
import { signedInAdmin, type Shopper } from "../support/http-shopper";
import { gifWithFrame } from "../support/image-bombs";

let stack: TestStack;
let admin: Shopper;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 20 });
  admin = await signedInAdmin(stack);
  // Start from an empty list: the seed's demo hero images are not under test.
  await stack.sql.execute("delete from homepage_images");
});

/** What a hydrated fetcher sends: the single-fetch data URL and `_reply=json`; the reply is turbo-stream text. */
async function fetcherPost(fields: Record<string, string>): Promise<{ status: number; text: string }> {
  const response = await admin.post("/admin/homepage-images.data", { ...fields, _reply: "json" });
  return { status: response.status, text: await response.text() };
}
afterAll(async () => {
  await stack?.close();
});

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);
// A real 1x1 GIF with its one frame: a GIF with no frame at all is refused since every frame is measured (issue 41 §6).
const GIF = gifWithFrame({ width: 1, height: 1 }, { width: 1, height: 1 });

function upload(file: Blob, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("file", file, fileName);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return admin.request("/admin/homepage-images", { method: "POST", body: form });
}

async function images() {
  const result = await stack.sql.execute(
    "select id, file_name, file_path, display_order, is_active, alt_text, caption, positioning from homepage_images order by display_order",
  );
  return result.rows.map((row) => ({ ...row }));
}

describe("homepage images admin", () => {
  it("uploads an image to the bucket under a random name keeping the extension, first at order 0 then one above", async () => {
    const first = await upload(new Blob([PNG], { type: "image/png" }), "Desert Dawn.PNG", {
      alt_text: "Sand dunes at dawn",
      caption: "Morning light",
    });
    expect(first.status).toBe(303);
    expect(await admin.follow(first)).toContain("Image uploaded successfully");
    const second = await upload(new Blob([GIF as Uint8Array<ArrayBuffer>], { type: "image/gif" }), "loop.gif");
    expect(second.status).toBe(303);
    const rows = await images();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      file_name: "Desert Dawn.PNG",
      display_order: 0,
      is_active: 1,
      alt_text: "Sand dunes at dawn",
      caption: "Morning light",
    });
    expect(String(rows[0].file_path)).toMatch(/^\/homepage-images\/[0-9a-f-]{36}\.png$/);
    expect(rows[1]).toMatchObject({ display_order: 1 });
    expect(String(rows[1].file_path)).toMatch(/\.gif$/);
    const served = await stack.fetch(String(rows[0].file_path));
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const audit = await stack.sql.execute(
      "select count(*) as n from audit_log where action = 'homepage_image_uploaded'",
    );
    expect(Number(audit.rows[0].n)).toBe(2);
  });

  it("refuses a file whose bytes are not an image, whatever its name, and keeps what was typed", async () => {
    const response = await upload(new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "evil.png", {
      alt_text: "Kept alt",
      caption: "Kept caption",
    });
    expect(response.status).toBe(415);
    const html = await response.text();
    expect(html).toContain("Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.");
    const form = parseHtml(html);
    expect(fieldsByLabel(form, "Alt text").map(valueOf)).toContain("Kept alt");
    expect(fieldsByLabel(form, "Caption").map(valueOf)).toContain("Kept caption");
    const json = await (async () => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("_reply", "json");
      // One byte over 10 MB: under the request screen's cap for the whole body, over the image limit.
      form.set(
        "file",
        new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(10 * 1024 * 1024 - 2)]),
        "huge.jpg",
      );
      return admin.request("/admin/homepage-images.data", { method: "POST", body: form });
    })();
    expect(json.status).toBe(413);
    expect(await images()).toHaveLength(2);
  });

  it("deactivates and activates, edits details with validation, and reorders", async () => {
    const [first, second] = await images();
    const off = await fetcherPost({ intent: "status", id: String(first.id), is_active: "false" });
    expect(off.status).toBe(200);
    expect(off.text).toContain("Image status updated successfully");
    expect((await images()).find((row) => row.id === first.id)?.is_active).toBe(0);

    const bad = await admin.post("/admin/homepage-images", {
      intent: "details",
      id: String(second.id),
      alt_text: "Loop",
      caption: "Spin",
      positioning: "url(javascript:1)",
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Positioning takes one or two of");
    expect(fieldsByLabel(parseHtml(badHtml), "Positioning").map(valueOf)).toContain("url(javascript:1)");
    const good = await admin.post("/admin/homepage-images", {
      intent: "details",
      id: String(second.id),
      alt_text: "Loop",
      caption: "Spin",
      positioning: "center top",
    });
    expect(await admin.follow(good)).toContain("Image details updated successfully");
    expect((await images()).find((row) => row.id === second.id)).toMatchObject({
      alt_text: "Loop",
      caption: "Spin",
      positioning: "center top",
    });
    const audit = await stack.sql.execute(
      "select details from audit_log where action = 'homepage_image_details_updated'",
    );
    expect(JSON.parse(String(audit.rows[0].details))).toMatchObject({
      before: { altText: null },
      after: { altText: "Loop", positioning: "center top" },
    });

    await admin.post("/admin/homepage-images", { intent: "move", id: String(second.id), direction: "up" });
    expect((await images()).map((row) => row.id)).toEqual([second.id, first.id]);
    const reorder = await fetcherPost({ intent: "reorder", order: `${first.id},${second.id}` });
    expect(reorder.status).toBe(200);
    expect((await images()).map((row) => row.id)).toEqual([first.id, second.id]);
    const stale = await fetcherPost({ intent: "reorder", order: "nope" });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("The new order does not match the images on the page.");
    expect((await fetcherPost({ intent: "status", id: "missing", is_active: "true" })).status).toBe(404);
  });

  it("shows only active images in the home hero, and a change at once", async () => {
    const [first, second] = await images();
    let home = await (await stack.fetch("/")).text();
    expect(home).toContain(String(second.file_path));
    expect(home).not.toContain(String(first.file_path));
    await admin.post("/admin/homepage-images", { intent: "status", id: String(second.id), is_active: "false" });
    home = await (await stack.fetch("/")).text();
    expect(home).not.toContain(String(second.file_path));
    expect(home).toContain("/images/hero/default.svg");
  });

  it("deletes the row and the stored file", async () => {
    const [first] = await images();
    const response = await fetcherPost({ intent: "delete", id: String(first.id) });
    expect(response.text).toContain("Image removed successfully");
    expect((await images()).some((row) => row.id === first.id)).toBe(false);
    expect((await stack.fetch(String(first.file_path))).status).toBe(404);
    const audit = await stack.sql.execute("select details from audit_log where action = 'homepage_image_deleted'");
    expect(JSON.parse(String(audit.rows[0].details)).before).toMatchObject({ id: first.id });
  });
});
