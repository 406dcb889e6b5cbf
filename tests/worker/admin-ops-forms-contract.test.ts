// The operations admin forms (suppliers, message replies, users, rate limits, newsletter) answer a bad
// submission with the one failure shape: as a page (no JavaScript) the error sits under its field, which is
// marked invalid and described by it, and what was typed is put back; as JSON (the fetcher's reply field)
// the same failure, field by field. A supplier delete asks first, also without JavaScript.
import { decode } from "turbo-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "../../db/seed-data";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

let stack: TestStack;
let admin: Shopper;

beforeAll(async () => {
  stack = await startTestStack();
  admin = new Shopper(stack);
  expect((await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

/** What a hydrated fetcher sends: the single-fetch data URL and the JSON reply field; the answer, decoded. */
async function fetcherPost(path: string, fields: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await admin.post(`${path}.data`, { ...fields, _reply: "json" });
  const decoded = await decode(response.body!);
  await decoded.done;
  const value = decoded.value as { data?: unknown };
  return { status: response.status, body: value.data ?? value };
}

/** The opening tag of the element with this id (input, textarea, select...). */
function tagWithId(html: string, id: string): string {
  const tag = new RegExp(`<(input|textarea|select)\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  expect(tag, `an element with id ${id}`).toBeDefined();
  return tag ?? "";
}

/** The text of the element with this id (an error message). */
function textOf(html: string, id: string): string | undefined {
  return new RegExp(`<(p|ul)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2];
}

/** The field shows its error: marked invalid, described by the error, the error's text under it. */
function expectFieldError(html: string, id: string, message: string) {
  const tag = tagWithId(html, id);
  expect(tag).toContain('aria-invalid="true"');
  expect(tag).toMatch(new RegExp(`aria-describedby="[^"]*\\b${id}-error\\b`));
  expect(textOf(html, `${id}-error`)).toBe(message);
}

function expectFailureShape(body: unknown) {
  expect(body).toMatchObject({ ok: false, fieldErrors: expect.any(Object), values: expect.any(Object) });
  expect(Object.keys(body as object).sort()).toEqual(["fieldErrors", "formError", "intent", "ok", "toast", "values"]);
}

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
    const html = await response.text();
    expectFieldError(html, "supplier-create-contactEmail", "Enter a valid email address.");
    expectFieldError(html, "supplier-create-website", "Enter a full web address starting with https://");
    expectFieldError(html, "supplier-create-leadTimeDays", "Enter a lead time from 0 to 365 days.");
    expect(tagWithId(html, "supplier-create-name")).not.toContain("aria-invalid");
    expect(tagWithId(html, "supplier-create-name")).toContain('value="Loom &amp; Sun"');
    expect(tagWithId(html, "supplier-create-leadTimeDays")).toContain('value="a fortnight"');
    expect(html).toMatch(/<textarea[^>]*id="supplier-create-notes"[^>]*>Ships from Oaxaca<\/textarea>/);
    const count = await stack.sql.execute("select count(*) as n from suppliers");
    expect(Number(count.rows[0].n)).toBe(0);
  });

  it("answers a fetcher with the same failure as JSON", async () => {
    const { status, body } = await fetcherPost("/admin/suppliers", invalid);
    expect(status).toBe(400);
    expectFailureShape(body);
    expect(body).toMatchObject({
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
    const question = await asked.text();
    expect(question).toContain("Delete “Short Lived Supply”? Its products stay in the catalogue.");
    expect(question).toMatch(/<button[^>]*name="intent"[^>]*value="confirm-delete"[^>]*>Yes, delete the supplier/);
    const stillThere = await stack.sql.execute({ sql: "select id from suppliers where id = ?", args: [supplierId] });
    expect(stillThere.rows).toHaveLength(1);
    const confirmed = await admin.post(`/admin/suppliers?supplier=${supplierId}`, {
      intent: "confirm-delete",
      supplierId,
    });
    expect(await admin.follow(confirmed)).toContain("Supplier deleted");
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
    const page = await admin.post("/admin/voice-messages", fields);
    expect(page.status).toBe(400);
    const html = await page.text();
    expectFieldError(html, `reply-${messageId}-reply`, "Write a reply before sending.");
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="reply-${messageId}-reply"[^>]*> x </textarea>`));

    const { status, body } = await fetcherPost("/admin/voice-messages", fields);
    expect(status).toBe(400);
    expectFailureShape(body);
    expect(body).toMatchObject({
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
      const page = await admin.post(path, fields);
      expect(page.status, path).toBe(status);
      expect(await page.text(), path).toMatch(new RegExp(`role="alert"[^>]*>(<div[^>]*>)?${message}`));
      const fetcher = await fetcherPost(path, fields);
      expect(fetcher.status, path).toBe(status);
      const body = fetcher.body;
      expectFailureShape(body);
      expect(body, path).toMatchObject({ formError: message, toast: { message, tone: "error" } });
    }
  });
});
