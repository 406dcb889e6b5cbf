// The admin's forms answer a bad submission with the one failure shape, through the built Worker: without
// JavaScript the page comes back (400) with each error under its own field, the field marked invalid and
// described by it, and what was typed put back; a fetcher (`_reply=json`) gets the same failure as data.
// Content (markdown editor, knowledge base, blog posts, homepage images) and the shop's operations (suppliers,
// message replies, users, rate limits, newsletter) alike. A supplier delete asks first, also without JavaScript.
import { describe, expect, it } from "vitest";
import { parseHtml, textOf, valueOf } from "../support/html";
import { fetcherPost } from "../support/single-fetch";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20 });
const admin = useSignedInAdmin(stack);

/** The form control with this id in the page. */
function control(document: Document, id: string): Element {
  const element = document.getElementById(id);
  if (!element || !["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName)) throw new Error(`no control #${id}`);
  return element;
}

/**
 * Checks a field came back refused: marked invalid, described by its error, the error's text (a string, or
 * `expect.stringContaining(...)`) right after the field with no other control between, and, when given, the
 * text that was typed put back.
 */
function expectRefusedField(document: Document, id: string, message: unknown, kept?: string) {
  const field = control(document, id);
  expect(field.getAttribute("aria-invalid"), `#${id} aria-invalid`).toBe("true");
  expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(`${id}-error`);
  const error = document.getElementById(`${id}-error`);
  expect(textOf(error), `#${id}-error`).toEqual(message);
  const everything = [...document.querySelectorAll("*")];
  const between = everything.slice(everything.indexOf(field) + 1, everything.indexOf(error!));
  expect(between.filter((element) => ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName))).toEqual([]);
  if (kept !== undefined) expect(valueOf(field)).toBe(kept);
}

/** The failure's keys: exactly the contract's. */
function expectFailureShape(reply: unknown) {
  expect(reply).toMatchObject({ ok: false, fieldErrors: expect.any(Object), values: expect.any(Object) });
  expect(Object.keys(reply as object).sort()).toEqual([
    "data",
    "fieldErrors",
    "formError",
    "intent",
    "ok",
    "toast",
    "values",
  ]);
}

const pageOf = async (response: Response) => parseHtml(await response.text());

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
    const page = await pageOf(response);
    expectRefusedField(page, "scratch-category", "Enter a category.", "");
    expect(valueOf(control(page, "scratch-title"))).toBe("Returns & <refunds>");
    expect(control(page, "scratch-title").getAttribute("aria-invalid")).toBeNull();
    expect(valueOf(control(page, "body"))).toBe("Pack it **back**.");
    const checked = [...page.querySelectorAll('input[name="target"]')].filter((radio) => radio.hasAttribute("checked"));
    expect(checked.map((radio) => radio.getAttribute("value"))).toEqual(["knowledge-base"]);

    const json = await fetcherPost(admin, "/admin/markdown-editor", { ...fields, category: "" });
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
      await pageOf(response),
      "scratch-title",
      expect.stringContaining("Use lowercase letters, numbers and single hyphens"),
      "!!!",
    );
  });
});

describe("the knowledge base editor", () => {
  it("refuses an empty article under the body, keeping title and category", async () => {
    const fields = { title: "Gift wrapping", category: "Shipping", body: "   ", intent: "save" };
    const response = await admin.post("/admin/knowledge-base?edit=new", fields);
    expect(response.status).toBe(400);
    const page = await pageOf(response);
    expectRefusedField(page, "body", expect.stringContaining("Write the article."), "   ");
    expect(valueOf(control(page, "kb-title"))).toBe("Gift wrapping");
    expect(valueOf(control(page, "kb-category"))).toBe("Shipping");

    const json = await fetcherPost(admin, "/admin/knowledge-base", fields);
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
    const page = await pageOf(response);
    expectRefusedField(
      page,
      "post-slug",
      expect.stringContaining("Use lowercase letters, numbers and single hyphens"),
      "Linen In Winter!",
    );
    // The slug's hint stays with it, read after the error.
    expect(control(page, "post-slug").getAttribute("aria-describedby")).toBe("post-slug-error post-slug-description");
    expect(valueOf(control(page, "post-title"))).toBe("Linen in winter");
    expect(valueOf(control(page, "post-excerpt"))).toBe("Layer it.");
    expect(valueOf(control(page, "body"))).toBe("Wear it **over** wool.");

    const json = await fetcherPost(admin, "/admin/blog/new", post);
    expect(json.status).toBe(400);
    expect(json.reply).toMatchObject({
      ok: false,
      intent: "save",
      fieldErrors: { slug: [expect.stringContaining("Use lowercase letters")] },
      values: { title: "Linen in winter", slug: "Linen In Winter!", body: "Wear it **over** wool." },
      toast: { title: "Post not saved", tone: "error" },
      data: null,
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
    const page = await pageOf(response);
    const positioning = `image-${id}-details-positioning`;
    expectRefusedField(page, positioning, expect.stringContaining("Positioning takes one or two of"), "sideways");
    expect(valueOf(control(page, `image-${id}-details-alt_text`))).toBe("Dunes");
    // The error is announced, and the details panel is open on that image.
    expect(page.getElementById(`${positioning}-error`)?.getAttribute("role")).toBe("alert");

    const json = await fetcherPost(admin, "/admin/homepage-images", fields);
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

describe("suppliers", () => {
  const invalid = {
    intent: "create",
    name: "Loom & Sun",
    contactEmail: "not-an-email",
    website: "loom.example",
    leadTimeDays: "a fortnight",
    notes: "Ships from Oaxaca",
  };

  it("puts each error under its field and keeps what was typed, without JavaScript", async () => {
    const response = await admin.post("/admin/suppliers", invalid);
    expect(response.status).toBe(400);
    const page = await pageOf(response);
    expectRefusedField(page, "supplier-create-contactEmail", "Enter a valid email address.");
    expectRefusedField(page, "supplier-create-website", "Enter a full web address starting with https://");
    expectRefusedField(page, "supplier-create-leadTimeDays", "Enter a lead time from 0 to 365 days.", "a fortnight");
    expect(control(page, "supplier-create-name").getAttribute("aria-invalid")).toBeNull();
    expect(valueOf(control(page, "supplier-create-name"))).toBe("Loom & Sun");
    expect(valueOf(control(page, "supplier-create-notes"))).toBe("Ships from Oaxaca");
    const count = await stack.sql.execute("select count(*) as n from suppliers");
    expect(Number(count.rows[0].n)).toBe(0);
  });

  it("answers a fetcher with the same failure as JSON", async () => {
    const { status, reply } = await fetcherPost(admin, "/admin/suppliers", invalid);
    expect(status).toBe(400);
    expectFailureShape(reply);
    expect(reply).toMatchObject({
      intent: "create",
      fieldErrors: {
        contactEmail: ["Enter a valid email address."],
        website: ["Enter a full web address starting with https://"],
        leadTimeDays: ["Enter a lead time from 0 to 365 days."],
      },
      values: { name: "Loom & Sun", leadTimeDays: "a fortnight", notes: "Ships from Oaxaca" },
    });
  });

  it("asks before deleting, and deletes only on confirming, without JavaScript", async () => {
    const created = await admin.post("/admin/suppliers", { intent: "create", name: "Short Lived Supply" });
    expect(created.status).toBe(303);
    const supplierId = new URL(created.headers.get("Location") ?? "", "http://x").searchParams.get("supplier") ?? "";
    // Posted from the supplier's own page, as its form does.
    const asked = await admin.post(`/admin/suppliers?supplier=${supplierId}`, { intent: "delete", supplierId });
    expect(asked.status).toBe(200);
    const question = await pageOf(asked);
    expect(textOf(question)).toContain("Delete “Short Lived Supply”? Its products stay in the catalogue.");
    const confirm = question.querySelector('button[name="intent"][value="confirm-delete"]');
    expect(textOf(confirm)).toMatch(/^Yes, delete the supplier/);
    const stillThere = await stack.sql.execute({ sql: "select id from suppliers where id = ?", args: [supplierId] });
    expect(stillThere.rows).toHaveLength(1);
    const confirmed = await admin.post(`/admin/suppliers?supplier=${supplierId}`, {
      intent: "confirm-delete",
      supplierId,
    });
    expect(textOf(parseHtml(await admin.follow(confirmed)))).toContain("Supplier deleted");
    const gone = await stack.sql.execute({ sql: "select id from suppliers where id = ?", args: [supplierId] });
    expect(gone.rows).toHaveLength(0);
  });
});

describe("message replies", () => {
  it("puts the reply's error under it and keeps the text, as a page and as JSON", async () => {
    const messageId = "contract-message-1";
    await stack.sql.execute({
      sql: "insert into contact_messages (id, name, email, subject, message) values (?, 'Maya', 'maya@example.com', 'Sizing', 'Does it run small?')",
      args: [messageId],
    });
    const fields = { intent: "reply", messageId, reply: " x " };
    const response = await admin.post("/admin/voice-messages", fields);
    expect(response.status).toBe(400);
    expectRefusedField(await pageOf(response), `reply-${messageId}-reply`, "Write a reply before sending.", " x ");

    const { status, reply } = await fetcherPost(admin, "/admin/voice-messages", fields);
    expect(status).toBe(400);
    expectFailureShape(reply);
    expect(reply).toMatchObject({
      intent: "reply",
      fieldErrors: { reply: ["Write a reply before sending."] },
      values: { messageId, reply: " x " },
      toast: { title: "Reply not sent", message: "Write a reply before sending.", tone: "error" },
    });
  });
});

describe("row actions refused", () => {
  it("says why in the page and in the JSON failure", async () => {
    const cases: { path: string; fields: Record<string, string>; status: number; message: string }[] = [
      { path: "/admin/users", fields: { intent: "explode", id: "x" }, status: 400, message: "Unknown action." },
      {
        path: "/admin/rate-limits",
        fields: { intent: "reset", key: "auth:signin:nobody@example.com" },
        status: 404,
        message: "That counter is already gone.",
      },
      {
        path: "/admin/newsletter",
        fields: { intent: "unsubscribe" },
        status: 400,
        message: "Choose a subscriber to unsubscribe.",
      },
    ];
    for (const { path, fields, status, message } of cases) {
      const response = await admin.post(path, fields);
      expect(response.status, path).toBe(status);
      const alerts = [...(await pageOf(response)).querySelectorAll('[role="alert"]')].map((alert) => textOf(alert));
      expect(
        alerts.some((text) => text.startsWith(message)),
        `${path}: ${alerts.join(" | ")}`,
      ).toBe(true);
      const fetcher = await fetcherPost(admin, path, fields);
      expect(fetcher.status, path).toBe(status);
      expectFailureShape(fetcher.reply);
      expect(fetcher.reply, path).toMatchObject({ formError: message, toast: { message, tone: "error" } });
    }
  });
});
