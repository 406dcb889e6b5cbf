// The admin's content forms answer bad input with the one failure shape, through the built Worker: without
// JavaScript the page comes back (400) with each error under its own field, the field marked invalid and
// pointing at it, and what was typed put back; a fetcher (`_reply=json`) gets the same failure as data.
import { decode } from "turbo-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "../../db/seed-data";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

let stack: TestStack;
let admin: Shopper;

beforeAll(async () => {
  stack = await startTestStack({ productCount: 20 });
  admin = new Shopper(stack);
  await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(async () => {
  await stack?.close();
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The form control with this id in the page: its opening tag, its attributes, and where it sits. */
function control(html: string, id: string) {
  const match = new RegExp(`<(input|textarea|select)\\b[^>]*\\sid="${escapeRegExp(id)}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no control #${id} in the page`);
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(match[0])?.[1];
  const content = match[1] === "textarea" ? html.slice(match.index + match[0].length).split("</textarea>")[0] : null;
  return { tag: match[0], index: match.index, end: match.index + match[0].length, attribute, content };
}

/** Checks a field came back refused: invalid, described by its error, the error right after it, the text kept. */
function expectRefusedField(html: string, id: string, message: string, kept: string) {
  const field = control(html, id);
  expect(field.attribute("aria-invalid"), `#${id} aria-invalid`).toBe("true");
  expect(field.attribute("aria-describedby")?.split(" ")).toContain(`${id}-error`);
  const error = new RegExp(`<(p|ul)\\b[^>]*\\sid="${escapeRegExp(id)}-error"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  expect(error?.[2], `#${id}-error`).toContain(message);
  // Next to its field: after the control, before any other control.
  const between = html.slice(field.end, error!.index);
  expect(between).not.toMatch(/<(input|textarea|select)\b/);
  expect(field.content ?? field.attribute("value")).toBe(kept);
}

/** A fetcher's post (`.data`, `_reply=json`), decoded from single fetch's turbo-stream. */
async function fetcherReply(path: string, fields: Record<string, string>) {
  const response = await admin.post(`${path}.data`, { ...fields, _reply: "json" });
  const decoded = await decode(response.body!);
  await decoded.done;
  const value = decoded.value as { data?: unknown; result?: unknown };
  return { status: response.status, reply: (value.data ?? value.result ?? value) as Record<string, unknown> };
}

describe("the markdown editor", () => {
  it("refuses an article without a category under the category field, keeping the document", async () => {
    const fields = {
      title: "Returns & <refunds>",
      body: "Pack it **back**.",
      target: "knowledge-base",
      intent: "save",
    };
    const response = await admin.post("/admin/markdown-editor", { ...fields, category: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expectRefusedField(html, "scratch-category", "Enter a category.", "");
    expect(control(html, "scratch-title").attribute("value")).toBe("Returns &amp; &lt;refunds&gt;");
    expect(control(html, "scratch-title").attribute("aria-invalid")).toBeUndefined();
    expect(control(html, "body").content).toBe("Pack it **back**.");
    const checked = (html.match(/<input[^>]*name="target"[^>]*>/g) ?? []).filter((tag) => tag.includes('checked=""'));
    expect(checked).toEqual([expect.stringContaining('value="knowledge-base"')]);

    const json = await fetcherReply("/admin/markdown-editor", { ...fields, category: "" });
    expect(json.status).toBe(400);
    expect(json.reply).toMatchObject({
      ok: false,
      fieldErrors: { category: ["Enter a category."] },
      formError: null,
      values: { title: "Returns & <refunds>", body: "Pack it **back**.", target: "knowledge-base", category: "" },
    });
  });

  it("says on the title when a blog draft's title cannot make an address", async () => {
    const response = await admin.post("/admin/markdown-editor", {
      title: "!!!",
      body: "x",
      target: "blog",
      intent: "save",
    });
    expect(response.status).toBe(400);
    expectRefusedField(
      await response.text(),
      "scratch-title",
      "Use lowercase letters, numbers and single hyphens",
      "!!!",
    );
  });
});

describe("the knowledge base editor", () => {
  it("refuses an empty article under the body, keeping title and category", async () => {
    const fields = { title: "Gift wrapping", category: "Shipping", body: "   ", intent: "save" };
    const response = await admin.post("/admin/knowledge-base?edit=new", fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expectRefusedField(html, "body", "Write the article.", "   ");
    expect(control(html, "kb-title").attribute("value")).toBe("Gift wrapping");
    expect(control(html, "kb-category").attribute("value")).toBe("Shipping");

    const json = await fetcherReply("/admin/knowledge-base", fields);
    expect(json.status).toBe(400);
    expect(json.reply).toMatchObject({
      ok: false,
      fieldErrors: { body: ["Write the article."] },
      values: { title: "Gift wrapping", category: "Shipping" },
    });
  });
});

describe("the blog post editor", () => {
  const post = {
    title: "Linen in winter",
    slug: "Linen In Winter!",
    excerpt: "Layer it.",
    body: "Wear it **over** wool.",
    coverImage: "",
    author: "",
    status: "draft",
    publishedAt: "",
    intent: "save",
  };

  it("refuses a malformed slug under the slug field and puts every field back", async () => {
    const response = await admin.post("/admin/blog/new", post);
    expect(response.status).toBe(400);
    const html = await response.text();
    expectRefusedField(html, "post-slug", "Use lowercase letters, numbers and single hyphens", "Linen In Winter!");
    // The slug's hint stays with it, read after the error.
    expect(control(html, "post-slug").attribute("aria-describedby")).toBe("post-slug-error post-slug-description");
    expect(control(html, "post-title").attribute("value")).toBe("Linen in winter");
    expect(control(html, "post-excerpt").content).toBe("Layer it.");
    expect(control(html, "body").content).toBe("Wear it **over** wool.");

    const json = await fetcherReply("/admin/blog/new", post);
    expect(json.status).toBe(400);
    expect(json.reply).toMatchObject({
      ok: false,
      intent: "save",
      fieldErrors: { slug: [expect.stringContaining("Use lowercase letters")] },
      values: { title: "Linen in winter", slug: "Linen In Winter!", body: "Wear it **over** wool." },
      toast: { title: "Post not saved", tone: "error" },
      conflict: null,
    });
  });
});

describe("homepage images", () => {
  it("refuses a positioning it cannot use under that field of the right image", async () => {
    const id = "5f0c2a8e-0000-4000-8000-00000000c0de";
    await stack.sql.execute({
      sql: "insert into homepage_images (id, file_name, file_path, display_order, is_active) values (?, ?, ?, 0, 1)",
      args: [id, "dunes.png", "/homepage-images/dunes.png"],
    });
    const fields = { intent: "details", id, alt_text: "Dunes", caption: "Dawn", positioning: "sideways" };
    const response = await admin.post("/admin/homepage-images", fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    const positioning = `image-${id}-details-positioning`;
    expectRefusedField(html, positioning, "Positioning takes one or two of", "sideways");
    expect(control(html, `image-${id}-details-alt_text`).attribute("value")).toBe("Dunes");
    // The error is announced, and the details panel is open on that image.
    expect(html).toMatch(new RegExp(`id="${positioning}-error" role="alert"`));

    const json = await fetcherReply("/admin/homepage-images", fields);
    expect(json.status).toBe(400);
    expect(json.reply).toMatchObject({
      ok: false,
      intent: "details",
      fieldErrors: { positioning: [expect.stringContaining("Positioning takes one or two of")] },
      values: { id, alt_text: "Dunes", positioning: "sideways" },
      toast: { title: "Something went wrong", tone: "error" },
    });
  });
});
