// A blog cover is checked by its bytes, like every other upload: the type the
// browser declares is not believed, and what is stored is served with the
// type the bytes really are.
import { describe, expect, it } from "vitest";
import { makeTestPhoto } from "../support/test-photos";
import { useTestStack, useSignedInAdmin } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

function postWithCover(slug: string, bytes: Uint8Array, declaredType: string, fileName: string) {
  const form = new FormData();
  const fields = {
    title: `Cover ${slug}`,
    slug,
    excerpt: "A cover test.",
    body: "Body.",
    coverImage: "",
    author: "Studio",
    status: "published",
    publishedAt: "",
    intent: "save",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("coverUpload", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: declaredType }), fileName);
  return admin.request("/admin/blog/new", { method: "POST", body: form });
}

async function storedCovers(): Promise<string[]> {
  const bucket = await stack.miniflare.getR2Bucket("HOMEPAGE_IMAGES");
  return (await bucket.list({ prefix: "blog-covers/" })).objects.map((object) => object.key);
}

describe("the blog cover upload", () => {
  it("refuses HTML declared as image/png, stores nothing and keeps the post's fields", async () => {
    const before = await storedCovers();
    const html = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const response = await postWithCover("html-cover", html, "image/png", "cover.png");
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Upload a JPEG, PNG, WebP or AVIF image.");
    expect(page).toContain("Cover html-cover");
    expect(await storedCovers()).toEqual(before);
    expect((await stack.sql.execute("select count(*) as n from blog_posts where slug = 'html-cover'")).rows[0].n).toBe(
      0,
    );
  });

  it("serves a real image with the type its bytes say, whatever the browser declared", async () => {
    const response = await postWithCover("png-cover", makeTestPhoto(320, 200, "png"), "text/html", "cover.html");
    expect(response.status).toBe(303);
    const cover = String(
      (await stack.sql.execute("select cover_image from blog_posts where slug = 'png-cover'")).rows[0].cover_image,
    );
    expect(cover).toMatch(/^\/blog-covers\/[0-9a-f-]{36}\.png$/);
    const served = await stack.fetch(cover);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
  });
});
