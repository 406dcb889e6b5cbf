// The admin's content pages through the built Worker: blog posts (hostile
// Markdown, slugs, version conflicts), the public journal, the guard.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { fieldByLabel, headings, parseHtml, valueOf } from "../support/html";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 60 });
const admin = useSignedInAdmin(stack);

const post = (fields: Record<string, string>) => ({
  title: "",
  slug: "",
  excerpt: "",
  body: "",
  coverImage: "",
  author: "",
  status: "draft",
  publishedAt: "",
  intent: "save",
  ...fields,
});

async function createPost(fields: Record<string, string>): Promise<{ id: string; response: Response }> {
  const response = await admin.post("/admin/blog/new", post(fields));
  const location = response.headers.get("Location") ?? "";
  return { id: /\/admin\/blog\/([^/]+)\/edit/.exec(location)?.[1] ?? "", response };
}

async function postRow(slug: string) {
  const result = await stack.sql.execute({
    sql: "select id, title, body, version, status from blog_posts where slug = ?",
    args: [slug],
  });
  return result.rows[0];
}

const HOSTILE_BODY = [
  "# Summer <script>alert('x')</script> notes",
  "<script>document.cookie</script>",
  '<img src="x" onerror="alert(1)">',
  '<a href="#" onclick="alert(1)">click</a>',
  "[run](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [proto](//evil.example/) [safe](https://example.com/linen) [mail](mailto:hi@example.com) [home](/products)",
  "![pic](javascript:alert(2))",
].join("\n\n");

describe("blog posts", () => {
  it("only admins reach the pages and actions", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await shopper.get("/admin/blog-posts")).status).toBe(302);
    const attempt = await shopper.post("/admin/blog/new", post({ title: "Sneaky", body: "x" }));
    expect(attempt.status).toBe(302);
    expect(attempt.headers.get("Location")).toBe("/");
    expect(await postRow("sneaky")).toBeUndefined();
  });

  it("publishes a hostile post as harmless HTML on /blog and leaves an audit entry", async () => {
    const { id, response } = await createPost({
      title: "Hostile summer notes",
      body: HOSTILE_BODY,
      status: "published",
      excerpt: "Testing the renderer",
    });
    expect(response.status).toBe(303);
    expect(id).not.toBe("");
    const page = await stack.fetch("/blog/hostile-summer-notes");
    expect(page.status).toBe(200);
    const html = await page.text();
    const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    // The heading's markup arrives as text.
    expect(headings(parseHtml(article), 1)).toContainEqual(expect.stringMatching(/^Summer <script>alert\(/));
    expect(article).not.toMatch(/<script/i);
    expect(article).not.toMatch(/<img[^>]+onerror/i);
    expect(article).not.toMatch(/<a[^>]+onclick/i);
    expect(article).not.toMatch(/href="(?:javascript|data|\/\/)/i);
    expect(article).not.toMatch(/src="javascript/i);
    expect(article).toContain('href="https://example.com/linen"');
    expect(article).toContain('href="mailto:hi@example.com"');
    expect(article).toContain('href="/products"');
    expect(await (await stack.fetch("/blog")).text()).toContain("Hostile summer notes");
    const audit = await stack.sql.execute({
      sql: "select details from audit_log where action = 'blog_post_created' and details like ?",
      args: [`%${id}%`],
    });
    expect(audit.rows).toHaveLength(1);
  });

  it("refuses a 1 MB body with a clear message and keeps what was typed", async () => {
    const body = "a".repeat(1024 * 1024);
    // The editor posts multipart (it can carry a cover image), which the platform's admin cap lets through to the action.
    const form = new FormData();
    for (const [name, value] of Object.entries(post({ title: "Too long", body }))) form.set(name, value);
    const response = await admin.request("/admin/blog/new", { method: "POST", body: form });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The body is too long: at most 100,000 characters.");
    expect(valueOf(fieldByLabel(parseHtml(html), "Title"))).toBe("Too long");
    expect(await postRow("too-long")).toBeUndefined();
    // URL-encoded (a form without JavaScript), the admin body cap (2 MB) lets it reach the page's own message too.
    const plain = await admin.post("/admin/blog/new", post({ title: "Too long", body }));
    expect(plain.status).toBe(400);
    expect(await plain.text()).toContain("The body is too long: at most 100,000 characters.");
    // Past the cap, the screen refuses it before anything reads the body.
    expect(await admin.statusOfDeclaredPost("/admin/blog/new", 3 * 1024 * 1024)).toBe(413);
  });

  it("makes the slug from the title, refuses a taken or malformed one", async () => {
    await createPost({ title: "Slow Mornings & Linen!" });
    expect(await postRow("slow-mornings-and-linen")).toBeDefined();
    const taken = await admin.post("/admin/blog/new", post({ title: "Another", slug: "slow-mornings-and-linen" }));
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("Another post already uses this slug; choose another.");
    const malformed = await admin.post("/admin/blog/new", post({ title: "Bad slug", slug: "Bad Slug/../x" }));
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Use lowercase letters, numbers and single hyphens");
  });

  it("never lets an older tab's auto-save overwrite a newer save", async () => {
    const { id } = await createPost({ title: "Two tabs", body: "first" });
    const tabA = await admin.post(
      `/admin/blog/${id}/edit`,
      post({ title: "Two tabs", body: "from tab A", version: "1", intent: "autosave" }),
    );
    expect(tabA.status).toBe(303);
    const tabB = await admin.post(
      `/admin/blog/${id}/edit`,
      post({ title: "Two tabs", body: "from tab B", version: "1", intent: "autosave" }),
    );
    expect(tabB.status).toBe(409);
    const conflict = await tabB.text();
    expect(conflict).toContain("a newer version of this post (version 2) was saved by admin@boho.test");
    expect(conflict).toContain("from tab B"); // what was typed stays in the form
    const row = await postRow("two-tabs");
    expect(row.body).toBe("from tab A");
    expect(row.version).toBe(2);
    // Auto-save never publishes: the status stays a draft even when the form says published.
    await admin.post(
      `/admin/blog/${id}/edit`,
      post({ title: "Two tabs", body: "x", status: "published", version: "2", intent: "autosave" }),
    );
    expect((await postRow("two-tabs")).status).toBe("draft");
  });

  it("shows drafts and future scheduled posts nowhere public, and asks before deleting", async () => {
    await createPost({ title: "Future piece", body: "soon", status: "scheduled", publishedAt: "2099-01-01T09:00" });
    await createPost({
      title: "Past scheduled piece",
      body: "now",
      status: "scheduled",
      publishedAt: "2020-01-01T09:00",
    });
    const list = await (await stack.fetch("/blog")).text();
    expect(list).not.toContain("Future piece");
    expect(list).not.toContain("Two tabs");
    expect(list).toContain("Past scheduled piece");
    expect((await stack.fetch("/blog/future-piece")).status).toBe(404);

    const { id } = await createPost({ title: "Delete me" });
    const ask = await admin.post(`/admin/blog/${id}/edit`, { intent: "delete" });
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain("Yes, delete the post");
    expect(await postRow("delete-me")).toBeDefined();
    const done = await admin.post(`/admin/blog/${id}/edit`, { intent: "confirm-delete" });
    expect(done.headers.get("Location")).toBe("/admin/blog-posts");
    expect(await postRow("delete-me")).toBeUndefined();
  });

  it("filters the admin list by status and title in the URL", async () => {
    const html = await (await admin.get("/admin/blog-posts?status=scheduled&q=piece")).text();
    expect(html).toContain("Future piece");
    expect(html).not.toContain("Two tabs");
  });

  it("renders a preview on the server without JavaScript", async () => {
    const { id } = await createPost({ title: "Preview me", body: "old" });
    const response = await admin.post(
      `/admin/blog/${id}/edit`,
      post({ title: "Preview me", body: "**bold move**", intent: "preview", version: "1" }),
    );
    const html = await response.text();
    expect(html).toContain("<strong>bold move</strong>");
    expect((await postRow("preview-me")).body).toBe("old");
  });
});

describe("knowledge base and the markdown editor", () => {
  it("lists the seeded articles and searches titles and bodies", async () => {
    const all = await (await admin.get("/admin/knowledge-base")).text();
    expect(all).toContain("Restoring a backup");
    expect(all).toContain("What each badge means");
    const found = await (await admin.get("/admin/knowledge-base?q=alt+text")).text();
    expect(found).toContain("Adding a homepage image");
    expect(found).not.toContain("Restoring a backup");
  });

  it("saves a scratch document as a blog draft or an article", async () => {
    const draft = await admin.post("/admin/markdown-editor", {
      title: "Scratch idea",
      body: "# Idea",
      target: "blog",
      intent: "save",
    });
    expect(draft.headers.get("Location")).toMatch(/^\/admin\/blog\/.+\/edit$/);
    expect((await postRow("scratch-idea")).status).toBe("draft");
    const article = await admin.post("/admin/markdown-editor", {
      title: "Packing orders",
      body: "Fold, wrap, ship.",
      target: "knowledge-base",
      category: "Operations",
      intent: "save",
    });
    expect(article.headers.get("Location")).toMatch(/^\/admin\/knowledge-base\?article=/);
    const missing = await admin.post("/admin/markdown-editor", {
      title: "No category",
      body: "x",
      target: "knowledge-base",
      category: "",
      intent: "save",
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Enter a category.");
  });
});
