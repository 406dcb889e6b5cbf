// Back-in-stock alerts through the real parts: the built Worker in workerd, the
// demo shop changing a variant's stock and sending Shopify's signed
// products/update webhook, the Cron Trigger's snapshot job, the email outbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlOf, textOf, valueOf } from "../support/html";
import { actionReply } from "../support/single-fetch";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { createDatabase } from "../../app/lib/platform/database.server";
import type { AppConfig } from "../../app/lib/platform/env.server";
import { sendRestockAlerts } from "../../app/lib/restock/restock-dispatch.server";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { saveSiteSettingsAs } from "../support/settings-form";
import { signedInAdmin, Shopper } from "../support/http-shopper";
import { pathOf, uniqueEmail } from "../support/emails";
import { eventually } from "../support/background-writes";
import { signSessionCookie } from "../support/session-cookie";

const PRODUCT_COUNT = 120;
const SECRET = "restock-webhook-secret";
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({
    productCount: PRODUCT_COUNT,
    // A Turnstile secret makes the admin's captcha mode matter; no token is ever sent, so "always" must refuse.
    bindings: {
      SHOPIFY_WEBHOOK_SECRET: SECRET,
      HTML_CACHE: "off",
      TURNSTILE_SECRET_KEY: "restock-turnstile-secret",
      TURNSTILE_SITE_KEY: "restock-site-key",
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

type DemoProduct = ReturnType<typeof generateDemoCatalog>["products"][number];
// The products the stack's demo shop serves: sized ones with a sold-out and an in-stock variant, each test its own.
const sizedWithSoldOut = generateDemoCatalog({ productCount: PRODUCT_COUNT }).products.filter(
  (product) =>
    product.options.some((option) => option.name === "Size") &&
    product.variants.some((variant) => !variant.availableForSale) &&
    product.variants.some((variant) => variant.availableForSale),
);
let nextProduct = 0;
function takeProduct(): { product: DemoProduct; soldOut: DemoProduct["variants"]; inStock: DemoProduct["variants"] } {
  const product = sizedWithSoldOut[nextProduct++];
  if (!product) throw new Error("the demo catalogue ran out of sized products with a sold-out variant");
  return {
    product,
    soldOut: product.variants.filter((variant) => !variant.availableForSale),
    inStock: product.variants.filter((variant) => variant.availableForSale),
  };
}

let network = 0;
/** Each shopper comes from a network of its own, as on Cloudflare, so the per-network limit is not the subject. */
const newNetwork = () => `198.51.100.${++network}`;

type AskOptions = { email?: string; json?: boolean; ip?: string; redirectTo?: string };
type Asked = { status: number; reply: Record<string, unknown>; response: Response };
/**
 * The alert form's post: as a hydrated fetcher sends it (the single-fetch `.data` URL, `_reply=json`, the reply
 * decoded from turbo-stream), or with `json: false` as a plain form without JavaScript.
 */
async function ask(
  who: Shopper,
  product: { handle: string },
  variantId: string,
  options: AskOptions = {},
): Promise<Asked> {
  const fields: Record<string, string> = { product: product.handle, variantId };
  if (options.email !== undefined) fields.email = options.email;
  if (options.redirectTo) fields.redirectTo = options.redirectTo;
  const json = options.json !== false;
  if (json) fields._reply = "json";
  const query = new URLSearchParams({ product: product.handle, variant: variantId });
  const response = await who.post(`/back-in-stock${json ? ".data" : ""}?${query}`, fields, {
    "CF-Connecting-IP": options.ip ?? newNetwork(),
    Origin: stack.url,
  });
  if (!json) return { status: response.status, reply: {}, response };
  return { status: response.status, reply: await actionReply(response), response };
}

async function alertRows(variantId: string) {
  const result = await stack.sql.execute({
    sql: "select email, status from back_in_stock_alerts where variant_id = ? order by email",
    args: [variantId],
  });
  return result.rows.map((row) => ({ email: String(row.email), status: String(row.status) }));
}

async function emailsTo(to: string, subjectStart: string) {
  const result = await stack.sql.execute({
    sql: "select subject, text_body from email_outbox where to_address = ? and subject like ? order by created_at",
    args: [to, `${subjectStart}%`],
  });
  return result.rows.map((row) => ({
    subject: String(row.subject),
    text: String(row.text_body),
    links: [...String(row.text_body).matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
  }));
}

/** A guest asks, and follows the confirmation link: GET shows the page, the button's POST turns the alert on. */
async function confirmedGuest(product: DemoProduct, variantId: string): Promise<{ guest: Shopper; email: string }> {
  const guest = new Shopper(stack);
  const email = uniqueEmail("restock-guest");
  expect((await ask(guest, product, variantId, { email })).status).toBe(202);
  const [mail] = await emailsTo(email, "Confirm your back-in-stock alert");
  const link = pathOf(mail.links[0]);
  const token = new URL(link, stack.url).searchParams.get("token")!;
  expect((await guest.get(link)).status).toBe(200);
  expect((await guest.post(link, { token }, { Origin: stack.url })).status).toBe(303);
  return { guest, email };
}

async function signedInShopper(): Promise<Shopper> {
  const shopper = new Shopper(stack);
  expect((await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  return shopper;
}

/** The demo shop restocks the variant and sends the signed products/update webhook to the Worker. */
async function restock(product: DemoProduct, variantId: string, quantity = 5) {
  const edit = await stack.demoShop(`/__demo/products/${product.handle}`, {
    method: "POST",
    body: JSON.stringify({
      stock: { variantId, quantity },
      notify: { url: `${stack.url}/webhooks/shopify/products-update`, secret: SECRET },
    }),
  });
  expect(edit.status).toBe(200);
  expect(((await edit.json()) as { webhookStatus: number }).webhookStatus).toBe(200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("asking for a back-in-stock alert", () => {
  it("a guest's alert waits for the emailed confirmation; opening the link alone changes nothing", async () => {
    const { product, soldOut } = takeProduct();
    const variantId = soldOut[0].id;
    const guest = new Shopper(stack);
    const email = uniqueEmail("restock-confirm");

    const asked = await ask(guest, product, variantId, { email: `  ${email.toUpperCase()} ` });
    expect(asked.status).toBe(202);
    expect(asked.reply).toMatchObject({ ok: true, alert: "email-sent" });
    expect(await alertRows(variantId)).toEqual([{ email, status: "pending" }]);

    const [mail] = await emailsTo(email, "Confirm your back-in-stock alert");
    expect(mail.subject).toBe(`Confirm your back-in-stock alert: ${product.title}`);
    const confirmPath = pathOf(mail.links[0]);
    expect(confirmPath).toMatch(/^\/back-in-stock\/confirm\?token=/);
    expect(mail.links.some((link) => pathOf(link).startsWith("/back-in-stock/unsubscribe?token="))).toBe(true);

    const opened = await guest.get(confirmPath);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(await opened.text()).toContain("Turn on the alert");
    expect(await alertRows(variantId)).toEqual([{ email, status: "pending" }]);

    const token = new URL(confirmPath, stack.url).searchParams.get("token")!;
    // The page's form posts to its own URL; confirmed, the shopper lands on the product with a toast.
    const confirmed = await guest.post(confirmPath, { token }, { Origin: stack.url });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`/products/${product.handle}`);
    expect(await guest.follow(confirmed)).toContain("Your alert is on");
    expect(await alertRows(variantId)).toEqual([{ email, status: "active" }]);

    // The link is spent.
    const spent = await guest.post(confirmPath, { token }, { Origin: stack.url });
    expect(spent.status).toBeGreaterThanOrEqual(400);
    expect(await spent.text()).toContain("This link has expired or was already used.");
    expect((await guest.get(confirmPath)).status).toBe(404);
  });

  it("a signed-in shopper's alert is on at once, with one click (no email field)", async () => {
    const { product, soldOut } = takeProduct();
    const shopper = await signedInShopper();
    const asked = await ask(shopper, product, soldOut[0].id);
    expect(asked.status).toBe(201);
    expect(asked.reply).toMatchObject({ ok: true, alert: "active" });
    expect(await alertRows(soldOut[0].id)).toEqual([{ email: DEMO_SHOPPER.email, status: "active" }]);
    expect(await emailsTo(DEMO_SHOPPER.email, "Confirm your back-in-stock alert")).toEqual([]);
  });

  it("one alert per address and variant: a guest asking again gets a fresh link (the old one stops); a shopper hears it is on", async () => {
    const { product, soldOut } = takeProduct();
    const variantId = soldOut[0].id;
    const guest = new Shopper(stack);
    const email = uniqueEmail("restock-twice");
    expect((await ask(guest, product, variantId, { email })).status).toBe(202);
    const again = await ask(guest, product, variantId, { email });
    expect(again.status).toBe(202);
    expect(again.reply).toMatchObject({ alert: "email-sent" });
    const mails = await emailsTo(email, "Confirm your back-in-stock alert");
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map((mail) => pathOf(mail.links[0]));
    expect(first).not.toBe(second);
    expect((await guest.get(first)).status).toBe(404);
    expect((await guest.get(second)).status).toBe(200);
    expect(await alertRows(variantId)).toEqual([{ email, status: "pending" }]);

    const shopper = await signedInShopper();
    expect((await ask(shopper, product, variantId)).status).toBe(201);
    const twice = await ask(shopper, product, variantId);
    expect(twice.status).toBe(200);
    expect(twice.reply).toMatchObject({ alert: "already-active" });
    expect((await alertRows(variantId)).map((row) => row.email).sort()).toEqual([email, DEMO_SHOPPER.email].sort());
  });

  it("refuses an in-stock variant, an unknown variant or product, and a bad email, with the rest kept", async () => {
    const { product, soldOut, inStock } = takeProduct();
    const guest = new Shopper(stack);
    const email = uniqueEmail("restock-refused");

    const inStockAnswer = await ask(guest, product, inStock[0].id, { email });
    expect(inStockAnswer.status).toBe(409);
    expect(inStockAnswer.reply).toMatchObject({
      ok: false,
      formError: "This size is in stock: add it to your cart instead.",
      values: { email },
    });
    const unknownVariant = await ask(guest, product, "gid://shopify/ProductVariant/999999999", { email });
    expect(unknownVariant.status).toBe(404);
    expect(unknownVariant.reply).toMatchObject({ formError: "That product or size does not exist." });
    const unknownProduct = await ask(guest, { handle: "no-such-dress-anywhere" }, soldOut[0].id, { email });
    expect(unknownProduct.status).toBe(404);

    const badEmail = await ask(guest, product, soldOut[0].id, { email: "not-an-email" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.reply).toMatchObject({
      fieldErrors: { email: ["Please enter a valid email address."] },
      values: { email: "not-an-email", product: product.handle },
    });
    const noEmail = await ask(guest, product, soldOut[0].id, { email: "" });
    expect(noEmail.status).toBe(400);
    expect(noEmail.reply).toMatchObject({ fieldErrors: { email: ["Please enter your email address."] } });
    const tooLong = await ask(guest, product, soldOut[0].id, { email: `${"a".repeat(250)}@example.com` });
    expect(tooLong.status).toBe(400);

    for (const variant of [inStock[0], soldOut[0]]) expect(await alertRows(variant.id)).toEqual([]);
    expect(await emailsTo(email, "")).toEqual([]);
  });

  it("without JavaScript the form posts and returns to the product with a toast", async () => {
    const { product, soldOut } = takeProduct();
    const guest = new Shopper(stack);
    const email = uniqueEmail("restock-nojs");
    const back = `/products/${product.handle}?Size=x`;
    const asked = await ask(guest, product, soldOut[0].id, { email, json: false, redirectTo: back });
    expect(asked.status).toBe(303);
    expect(asked.response.headers.get("Location")).toBe(back);
    expect(await alertRows(soldOut[0].id)).toEqual([{ email, status: "pending" }]);
    // A failure renders the alert's own page with the message and the email kept.
    const failed = await ask(guest, product, soldOut[0].id, { email: "nope@", json: false });
    expect(failed.status).toBe(400);
    const page = await htmlOf(failed.response);
    expect(textOf(page)).toContain("Please enter a valid email address.");
    expect(valueOf(page.querySelector('input[name="email"]')!)).toBe("nope@");
    expect(textOf(page)).toContain(product.title);
  });

  it("a guest passes the captcha under sign-up's rule; a signed-in shopper is not asked", async () => {
    const { product, soldOut } = takeProduct();
    const admin = await signedInAdmin(stack);
    // Signed in first: in mode always, signing in needs the captcha too.
    const shopper = await signedInShopper();
    const email = uniqueEmail("restock-captcha");
    const saved = await saveSiteSettingsAs(admin, { captchaMode: "always" });
    expect(saved.status).toBe(303);
    try {
      const refused = await ask(new Shopper(stack), product, soldOut[0].id, { email });
      expect(refused.status).toBe(400);
      expect(refused.reply).toMatchObject({
        fieldErrors: { captcha: ["Please complete the CAPTCHA verification."] },
        values: { email },
      });
      expect(await alertRows(soldOut[0].id)).toEqual([]);
      // The alert's own page carries the widget's key for a guest.
      const page = await new Shopper(stack).get(
        `/back-in-stock?${new URLSearchParams({ product: product.handle, variant: soldOut[0].id })}`,
      );
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("restock-site-key");
      expect((await ask(shopper, product, soldOut[0].id)).status).toBe(201);
    } finally {
      expect((await saveSiteSettingsAs(admin, { captchaMode: "optional" })).status).toBe(303);
    }
    // In the optional mode a guest without the widget (no JavaScript) is let through.
    expect((await ask(new Shopper(stack), product, soldOut[0].id, { email })).status).toBe(202);
  });

  it("limits requests per network, and past a few asks the network must pass the captcha", async () => {
    const { product, soldOut } = takeProduct();
    const guest = new Shopper(stack);
    const ip = newNetwork();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await ask(guest, product, soldOut[0].id, { email: uniqueEmail("restock-flood"), ip })).status);
    // Sign-up's rule: from the tenth ask in the window the captcha is required (none is sent here); past 20, refused.
    expect(statuses).toEqual([...Array<number>(9).fill(202), ...Array<number>(11).fill(400), 429]);
  });
});

describe("when the variant is back", () => {
  it("each waiting confirmed address gets exactly one email with the product, size and link; twice triggered still once", async () => {
    const { product, soldOut } = takeProduct();
    const variant = soldOut[0];
    const size = variant.selectedOptions.find((option) => option.name === "Size")!.value;

    const shopper = await signedInShopper();
    expect((await ask(shopper, product, variant.id)).status).toBe(201);
    const { email: confirmed } = await confirmedGuest(product, variant.id);
    const unconfirmed = uniqueEmail("restock-unconfirmed");
    expect((await ask(new Shopper(stack), product, variant.id, { email: unconfirmed })).status).toBe(202);
    // Another variant of the product stays sold out: its alert waits.
    const otherVariant = soldOut[1];
    const { email: stillWaiting } = otherVariant
      ? await confirmedGuest(product, otherVariant.id)
      : { email: null as string | null };

    await restock(product, variant.id);
    expect(
      await eventually(async () => (await emailsTo(confirmed, "Back in stock")).length > 0),
      "the restock email arrives",
    ).toBe(true);
    expect(await eventually(async () => (await emailsTo(DEMO_SHOPPER.email, "Back in stock")).length > 0)).toBe(true);

    // The trigger again: another webhook (a new product state) and the Cron Trigger's snapshot job.
    await restock(product, variant.id, 6);
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "*/5 * * * *" });
    await sleep(1500);

    for (const to of [confirmed, DEMO_SHOPPER.email]) {
      const mails = await emailsTo(to, "Back in stock");
      expect(mails, to).toHaveLength(1);
      expect(mails[0].subject).toBe(`Back in stock: ${product.title}`);
      expect(mails[0].text).toContain(`Size ${size}`);
      const productPage = await shopper.get(pathOf(mails[0].links[0]));
      expect(productPage.status).toBe(200);
      expect(await productPage.text()).toContain(product.title);
      expect(mails[0].links.some((link) => pathOf(link).startsWith("/back-in-stock/unsubscribe?token="))).toBe(true);
    }
    expect(await emailsTo(unconfirmed, "Back in stock")).toEqual([]);
    if (stillWaiting) expect(await emailsTo(stillWaiting, "Back in stock")).toEqual([]);
    const statuses = Object.fromEntries((await alertRows(variant.id)).map((row) => [row.email, row.status]));
    expect(statuses).toEqual({ [confirmed]: "sent", [DEMO_SHOPPER.email]: "sent", [unconfirmed]: "pending" });
  });

  it("the unsubscribe link (no sign-in) stops the alert, and an expired alert is not sent", async () => {
    const { product, soldOut } = takeProduct();
    const variant = soldOut[0];
    const { email: stopped } = await confirmedGuest(product, variant.id);
    const { email: expired } = await confirmedGuest(product, variant.id);
    const { email: kept } = await confirmedGuest(product, variant.id);
    await stack.sql.execute({
      sql: "update back_in_stock_alerts set expires_at = ? where email = ?",
      args: [new Date(Date.now() - 60_000).toISOString(), expired],
    });

    const [mail] = await emailsTo(stopped, "Confirm your back-in-stock alert");
    const unsubscribePath = pathOf(mail.links.find((link) => link.includes("/unsubscribe"))!);
    const anonymous = new Shopper(stack);
    const page = await anonymous.get(unsubscribePath);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(stopped);
    expect(await alertRows(variant.id)).toContainEqual({ email: stopped, status: "active" });
    const token = new URL(unsubscribePath, stack.url).searchParams.get("token")!;
    const stop = await anonymous.post(unsubscribePath, { token }, { Origin: stack.url });
    expect(stop.status).toBe(303);
    expect(await anonymous.follow(stop)).toContain("Back-in-stock alerts stopped");
    expect(await alertRows(variant.id)).toContainEqual({ email: stopped, status: "unsubscribed" });
    // A forged token (another address, the same signature) is refused.
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(kept).toString("base64url")}.${signature}`;
    const refused = await anonymous.post("/back-in-stock/unsubscribe", { token: forged }, { Origin: stack.url });
    expect(refused.status).toBe(400);
    expect(await alertRows(variant.id)).toContainEqual({ email: kept, status: "active" });

    await restock(product, variant.id);
    expect(await eventually(async () => (await emailsTo(kept, "Back in stock")).length > 0)).toBe(true);
    await sleep(500);
    expect(await emailsTo(stopped, "Back in stock")).toEqual([]);
    expect(await emailsTo(expired, "Back in stock")).toEqual([]);
  });
});

describe("two restock runs at once", () => {
  it("email each waiting address once between them: an alert is claimed before its email goes", async () => {
    const { product, soldOut } = takeProduct();
    const variant = soldOut[0];
    const emails = [];
    for (let i = 0; i < 3; i++) emails.push((await confirmedGuest(product, variant.id)).email);
    // The dispatch the snapshot build runs, four times at once over the same libSQL server the Worker uses.
    const db = createDatabase(stack.databaseUrl, undefined, fetch);
    const config = { SITE_URL: stack.url, SESSION_SECRETS: "race-secret", EMAIL_API_URL: "", EMAIL_API_KEY: "" };
    const rows = [
      {
        handle: product.handle,
        variants: [[variant.id, variant.title, 1, 0, 0] as [string, string, 1, number, number]],
      },
    ];
    const sent = await Promise.all(
      Array.from({ length: 4 }, () => sendRestockAlerts({ db, config: config as AppConfig }, rows)),
    );
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (const to of emails) expect(await emailsTo(to, "Back in stock")).toHaveLength(1);
  });
});

describe("the restock demand page", () => {
  it("counts the waiting alerts per variant, with the catalogue's title and a link, for admins only", async () => {
    const { product, soldOut } = takeProduct();
    const { product: lessWantedProduct, soldOut: otherSoldOut } = takeProduct();
    const [wanted, lessWanted] = [soldOut[0], otherSoldOut[0]];
    for (let i = 0; i < 3; i++) await confirmedGuest(product, wanted.id);
    await confirmedGuest(lessWantedProduct, lessWanted.id);
    const unconfirmed = await ask(new Shopper(stack), lessWantedProduct, lessWanted.id, {
      email: uniqueEmail("restock-demand"),
    });
    expect(unconfirmed.status).toBe(202);

    const admin = await signedInAdmin(stack);
    const page = await admin.get("/admin/restock-demand");
    expect(page.status).toBe(200);
    const rows = [...(await htmlOf(page)).querySelectorAll('tr[data-testid="restock-demand-row"]')].map((row) => {
      const cells = [...row.querySelectorAll("th, td")].map((cell) => textOf(cell));
      const href = row.querySelector("a[href]")?.getAttribute("href") ?? "";
      return { product: cells[0], options: cells[1], waiting: Number(cells[2]), unconfirmed: Number(cells[3]), href };
    });
    const label = (variant: DemoProduct["variants"][number]) =>
      variant.selectedOptions.map((option) => `${option.name} ${option.value}`).join(" · ");
    const wantedRow = rows.find((row) => row.options === label(wanted) && row.product === product.title);
    const lessRow = rows.find((row) => row.options === label(lessWanted) && row.product === lessWantedProduct.title);
    expect(wantedRow).toMatchObject({ waiting: 3, unconfirmed: 0, href: `/products/${product.handle}` });
    expect(lessRow).toMatchObject({ waiting: 1, unconfirmed: 1, href: `/products/${lessWantedProduct.handle}` });
    expect(rows.indexOf(wantedRow!)).toBeLessThan(rows.indexOf(lessRow!));
    expect((await admin.get(wantedRow!.href)).status).toBe(200);

    const shopper = await signedInShopper();
    const refused = await shopper.get("/admin/restock-demand");
    expect(refused.status).toBe(302);
    expect(await refused.text()).not.toContain(product.title);
    const anonymous = await new Shopper(stack).get("/admin/restock-demand");
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth/);
  });
});

describe("what a guest's answer says about an address (issue 41 §4)", () => {
  it("one answer for a new address, one waiting for its link, one whose alert is on and one already sent", async () => {
    const { product, soldOut } = takeProduct();
    const variantId = soldOut[0].id;
    const fresh = uniqueEmail("restock-enum-new");
    const waiting = uniqueEmail("restock-enum-waiting");
    expect((await ask(new Shopper(stack), product, variantId, { email: waiting })).status).toBe(202);
    const { email: on } = await confirmedGuest(product, variantId);
    const { email: sent } = await confirmedGuest(product, variantId);
    await stack.sql.execute({
      sql: "update back_in_stock_alerts set status = 'sent', sent_at = ? where email = ?",
      args: [new Date().toISOString(), sent],
    });

    const answers = [];
    for (const email of [fresh, waiting, on, sent]) {
      const asked = await ask(new Shopper(stack), product, variantId, { email });
      answers.push({ status: asked.status, reply: asked.reply });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 202, reply: { ok: true, alert: "email-sent" } });
    // Without JavaScript: the same redirect and the same toast.
    const pages = [];
    for (const email of [uniqueEmail("restock-enum-nojs"), on]) {
      const guest = new Shopper(stack);
      const asked = await ask(guest, product, variantId, { email, json: false });
      pages.push([
        asked.status,
        asked.response.headers.get("Location"),
        textOf(await htmlOf(await guest.get(asked.response.headers.get("Location")!))).includes(
          "Check your email to confirm your alert",
        ),
      ]);
    }
    expect(pages[0]).toEqual(pages[1]);
    expect(pages[0][2]).toBe(true);
    // What differs goes only to the mailbox itself: a link to a new or waiting address, a note to one that is on.
    expect(await emailsTo(fresh, "Confirm your back-in-stock alert")).toHaveLength(1);
    expect(await emailsTo(waiting, "Confirm your back-in-stock alert")).toHaveLength(2);
    // (asked twice above: once by a fetcher, once without JavaScript)
    expect(await emailsTo(on, "Your back-in-stock alert is already on")).toHaveLength(2);
    expect(await emailsTo(sent, "Confirm your back-in-stock alert")).toHaveLength(2);
    expect((await alertRows(variantId)).find((row) => row.email === on)).toEqual({ email: on, status: "active" });
  });
});

describe("confirmation emails per mailbox (issue 41 §3)", () => {
  it("victim+N@ from 10 networks: 10 identical answers, 5 emails to the one inbox", async () => {
    const { product, soldOut } = takeProduct();
    const name = `restock-bomb-${crypto.randomUUID().slice(0, 6)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await ask(new Shopper(stack), product, soldOut[0].id, { email: `${name}+${i}@example.com` })).status,
      );
    expect(statuses).toEqual(Array<number>(10).fill(202));
    const emails = await stack.sql.execute({
      sql: "select count(*) as n from email_outbox where to_address like ?",
      args: [`${name}%@example.com`],
    });
    expect(Number(emails.rows[0].n)).toBe(5);
  });

  it("an address that stopped the emails stays stopped for guests under any spelling; signed in, its owner can ask again", async () => {
    const { product, soldOut } = takeProduct();
    const { product: other, soldOut: otherSoldOut } = takeProduct();
    const { email } = await confirmedGuest(product, soldOut[0].id);
    const [local, domain] = email.split("@");
    const alias = `${local}+later@${domain}`;
    // An alert another spelling had on before the stop: its restock email must not go either.
    const { email: kept } = await confirmedGuest(product, soldOut[0].id);
    await stack.sql.execute({
      sql: "insert into back_in_stock_alerts (id, email, variant_id, product_id, product_handle, product_title, options_label, status, expires_at) select lower(hex(randomblob(16))), ?, variant_id, product_id, product_handle, product_title, options_label, 'active', expires_at from back_in_stock_alerts where email = ?",
      args: [alias, email],
    });
    const [mail] = await emailsTo(email, "Confirm your back-in-stock alert");
    const unsubscribePath = pathOf(mail.links.find((link) => link.includes("/unsubscribe"))!);
    const token = new URL(unsubscribePath, stack.url).searchParams.get("token")!;
    expect((await new Shopper(stack).post(unsubscribePath, { token }, { Origin: stack.url })).status).toBe(303);

    const emailsBefore = (await emailsTo(email, "")).length + (await emailsTo(alias, "")).length;
    for (const [what, address, variant] of [
      [product, email, soldOut[0].id],
      [other, email, otherSoldOut[0].id],
      [other, alias, otherSoldOut[0].id],
      [other, `${local.toUpperCase()}+x@${domain}`, otherSoldOut[0].id],
    ] as const) {
      const asked = await ask(new Shopper(stack), what, variant, { email: address });
      expect(asked.status).toBe(202);
      expect(asked.reply).toMatchObject({ alert: "email-sent" });
    }
    expect((await emailsTo(email, "")).length + (await emailsTo(alias, "")).length).toBe(emailsBefore);
    expect((await alertRows(otherSoldOut[0].id)).map((row) => row.email)).not.toContain(email);

    await restock(product, soldOut[0].id);
    expect(await eventually(async () => (await emailsTo(kept, "Back in stock")).length > 0)).toBe(true);
    await sleep(500);
    expect(await emailsTo(alias, "Back in stock")).toEqual([]);
    expect(await emailsTo(email, "Back in stock")).toEqual([]);

    // The owner, signed in with the address, asks again: on at once, and guests may ask for it again.
    const ownerId = crypto.randomUUID();
    const now = new Date().toISOString();
    await stack.sql.execute({
      sql: "insert into users (id, email, password_hash, email_verified_at, created_at, updated_at) values (?, ?, 'unused', ?, ?, ?)",
      args: [ownerId, email, now, now, now],
    });
    const owner = new Shopper(stack);
    owner.cookie = await signSessionCookie({ userId: ownerId, issuedAt: Date.now() });
    const mine = await ask(owner, other, otherSoldOut[0].id);
    expect(mine).toMatchObject({ status: 201, reply: { alert: "active" } });
    const optOut = await stack.sql.execute({
      sql: "select count(*) as n from restock_opt_outs where mailbox = ?",
      args: [email],
    });
    expect(Number(optOut.rows[0].n)).toBe(0);
    await ask(new Shopper(stack), other, otherSoldOut[0].id, { email: alias });
    expect(await emailsTo(alias, "Confirm your back-in-stock alert")).toHaveLength(1);
  });
});
