// admin > Tech inventory, Search inspector and UX testing through the built Worker.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { LOCAL_SESSION_SECRET, PROJECT_ROOT } from "../../scripts/local-stack";
import { fieldByLabel, fieldsByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { useTestStack, useSignedInAdmin } from "../support/test-stack-for-file";
import { signedInShopper } from "../support/http-shopper";

const PRODUCT_COUNT = 120;
// Secrets this test sets: the page must name them and never show their values.
const SECRETS = {
  EMAIL_API_KEY: "sk-inventory-test-9f3a7c5e1b",
  SHOPIFY_WEBHOOK_SECRET: "whsec-inventory-test-51d2e8a0",
};

const stack = useTestStack({ productCount: PRODUCT_COUNT, bindings: { ...SECRETS, HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

/** Page HTML as text reads: entities decoded, React's text separators dropped. */
const decode = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

async function count(sql: string): Promise<number> {
  return Number((await stack.sql.execute(sql)).rows[0].n);
}

describe("tech inventory", () => {
  it("names every binding with its kind and never prints a secret's value, in the page or its data", async () => {
    const response = await admin.get("/admin/tech-inventory");
    expect(response.status).toBe(200);
    const html = await response.text();
    const data = await (await admin.get("/admin/tech-inventory.data")).text();
    for (const body of [html, data]) {
      for (const value of [...Object.values(SECRETS), LOCAL_SESSION_SECRET]) expect(body).not.toContain(value);
    }
    for (const name of ["EMAIL_API_KEY", "SHOPIFY_WEBHOOK_SECRET", "SESSION_SECRETS"]) {
      expect(html).toMatch(new RegExp(`<code>${name}</code></th><td[^>]*>Secret</td>`));
    }
    expect(html).toMatch(/<code>APP_ENV<\/code><\/th><td[^>]*>Variable<\/td>/);
    for (const bucket of ["HOMEPAGE_IMAGES", "CATALOG_SNAPSHOTS", "BACKUPS", "MEDIA"])
      expect(html).toMatch(new RegExp(`<code>${bucket}</code></th><td[^>]*>R2 bucket</td>`));
  });

  it("shows the build's compatibility date, library versions, applied migrations and live row counts", async () => {
    const html = decode(await (await admin.get("/admin/tech-inventory")).text());
    const compatibilityDate = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(
      readFileSync(`${PROJECT_ROOT}/wrangler.toml`, "utf8"),
    )![1];
    expect(html).toContain(`data-testid="compatibility-date">${compatibilityDate}<`);
    const remixVersion = JSON.parse(
      readFileSync(`${PROJECT_ROOT}/node_modules/@remix-run/react/package.json`, "utf8"),
    ).version;
    expect(html).toMatch(
      new RegExp(`<code>@remix-run/react</code></th><td[^>]*>${remixVersion.replaceAll(".", "\\.")}</td>`),
    );
    const journal = JSON.parse(readFileSync(`${PROJECT_ROOT}/db/migrations/meta/_journal.json`, "utf8")) as {
      entries: { tag: string }[];
    };
    for (const { tag } of journal.entries)
      expect(html).toMatch(new RegExp(`<code>${tag}</code></th><td[^>]*>[^<]*</td><td[^>]*>applied`));
    const users = await count("select count(*) as n from users");
    expect(html).toMatch(new RegExp(`<code>users</code></th><td[^>]*>${users}</td>`));
    expect(html).toContain("2025-01 at"); // the Storefront API version in wrangler.toml's vars
    // Every probe has a state and a time.
    expect(html.match(/data-probe-state="(ok|slow|failing)"/g)?.length).toBeGreaterThanOrEqual(8);
    expect(html).toMatch(/Storefront API<\/th><td[^>]*><span data-probe-state="(ok|slow)"/);
  });

  it("records each Cron job's run and shows it beside its schedule", async () => {
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "15 3 * * *", scheduledTime: new Date() });
    const runs = await stack.sql.execute("select job, outcome from scheduled_job_runs order by job");
    expect(runs.rows.map((row) => `${row.job}:${row.outcome}`)).toEqual([
      "back-in-stock-alert-retention:succeeded",
      "checkout-retention:succeeded",
      "contact-message-retention:succeeded",
      "email-outbox-retention:succeeded",
      "performance-metric-retention:succeeded",
      "product-view-retention:succeeded",
      "rate-limit-retention:succeeded",
      "revoked-session-retention:succeeded",
      "search-analytics-retention:succeeded",
      "security-event-retention:succeeded",
      "shop-funnel-retention:succeeded",
      "visitor-session-retention:succeeded",
      "webhook-delivery-retention:succeeded",
    ]);
    const html = decode(await (await admin.get("/admin/tech-inventory")).text());
    expect(html).toMatch(
      /<code>15 3 \* \* \*<\/code><\/td><th[^>]*>search-analytics-retention<\/th><td[^>]*>[^<]*P[SD]T[^<]*<\/td><td[^>]*>Succeeded/,
    );
    expect(html).toMatch(/<code>\*\/5 \* \* \* \*<\/code><\/td><th[^>]*>catalogue snapshot<\/th><td[^>]*>Not run yet/);
  });

  it("rebuilds the catalogue snapshot on request, audited, with and without JavaScript", async () => {
    const plain = await admin.post("/admin/tech-inventory", { intent: "rebuild-snapshot" });
    expect(plain.status).toBe(303);
    expect(await admin.follow(plain)).toContain("Catalogue snapshot rebuilt");
    // What a hydrated fetcher sends: the single-fetch data URL and _reply=json (turbo-stream text back).
    const json = await admin.post("/admin/tech-inventory.data", { intent: "rebuild-snapshot", _reply: "json" });
    expect(json.status).toBe(200);
    const rebuilt = /(\d+) products in \d+ ms/.exec(await json.text());
    expect(Number(rebuilt?.[1])).toBeGreaterThanOrEqual(PRODUCT_COUNT);
    expect(await count("select count(*) as n from audit_log where action = 'catalog_snapshot_rebuilt'")).toBe(2);
    const html = decode(await (await admin.get("/admin/tech-inventory")).text());
    expect(html).toMatch(new RegExp(`built [^<]* with ${rebuilt![1]} products`));
    expect((await admin.post("/admin/tech-inventory", { intent: "nonsense" })).status).toBe(303);
  });
});

describe("search inspector", () => {
  const rompers = generateDemoCatalog({ productCount: PRODUCT_COUNT }).products.filter(
    (product) => product.productType === "Rompers",
  );

  it("opens on rompers and explains why each romper matched, in the listing's order", async () => {
    expect(rompers.length).toBeGreaterThan(0);
    const html = decode(await (await admin.get("/admin/test-rompers")).text());
    expect(html).toContain('data-testid="normalized-query">“rompers”<');
    const rows = html.split('data-testid="matched-product"').slice(1);
    const handles = rows.map((row) => /href="\/products\/([^"]+)"/.exec(row)![1]);
    for (const romper of rompers) {
      const row = rows[handles.indexOf(romper.handle)];
      expect(row, romper.handle).toBeDefined();
      expect(row).toContain("product type</span>: “rompers”, exact");
    }
    // The inspector's order is the listing's: the shop's first result page lists the same products first.
    const listing = decode(await (await stack.fetch("/products?q=rompers")).text());
    const listed = [
      ...new Set([...listing.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((match) => match[1])),
    ].filter((handle) => handles.includes(handle));
    expect(listed).toEqual(handles.slice(0, listed.length));
    expect(listed.length).toBe(Math.min(handles.length, 24));
  });

  it("names the correction, or as typed the word and the typo, for a misspelt query, and times every stage", async () => {
    // The listing searches the catalogue's spelling; so does the inspector, and says so.
    const corrected = decode(await (await admin.get("/admin/test-rompers?q=romperz")).text());
    expect(corrected).toMatch(/data-testid="corrected-query">corrected to “rompers?”/);
    const html = decode(await (await admin.get("/admin/test-rompers?q=romperz&asTyped=true")).text());
    expect(html).toContain('data-testid="normalized-query">“romperz”<');
    expect(html).toContain('data-testid="corrected-query">as typed (asTyped=true)<');
    expect(html).toMatch(/(title|product type)<\/span>: “rompers?” for “romperz”, 1 typo/);
    for (const stage of [
      "Parse the URL",
      "Read the catalogue",
      "Search index",
      "Search and explain",
      "Filters, facets, sort and page",
    ]) {
      expect(html).toMatch(new RegExp(`${stage}</th><td[^>]*>\\d+\\.\\d\\d ms`));
    }
    expect(html).toContain("Facets produced");
    expect(html).toMatch(/version <code>[^<]+<\/code>, read from (memory|snapshot|shop)/);
  });

  it("says so when nothing matches, and reads hostile input as the listing does", async () => {
    const raw = await (
      await admin.get(`/admin/test-rompers?q=${encodeURIComponent("<script>zzqx</script>")}&sizes=nonsense&page=-4`)
    ).text();
    const html = decode(raw);
    expect(textOf(parseHtml(raw))).toContain("Nothing matches “<script>zzqx</script>”");
    expect(html).not.toContain("<script>zzqx");
    // The listing's parser dropped the unknown size and the bad page, as the listing would.
    expect(html).toContain(`href="/products?q=${encodeURIComponent("<script>zzqx</script>")}"`);
  });
});

// A 1x1 PNG; a text file calling itself PNG; a "PNG" over 5 MB.
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

function sessionForm(
  fields: Record<string, string>,
  screenshot?: { bytes: Uint8Array<ArrayBuffer>; name: string },
  path = "/admin/ux-testing",
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (screenshot) form.set("screenshot", new Blob([screenshot.bytes], { type: "image/png" }), screenshot.name);
  return admin.request(path, { method: "POST", body: form });
}

const VALID = {
  intent: "create",
  task: "Find a romper in size M",
  participant: "P1",
  device: "phone",
  outcome: "success",
  timeTaken: "2:30",
  notes: "Used the search first",
};

async function mediaKeys(): Promise<string[]> {
  const bucket = await stack.miniflare.getR2Bucket("MEDIA");
  return (await bucket.list({ prefix: "ux/" })).objects.map((object) => object.key);
}

describe("UX testing sessions", () => {
  it("refuses bad input with 400 and messages under the fields, keeping what was typed", async () => {
    const response = await sessionForm({
      ...VALID,
      task: "  ",
      device: "spaceship",
      outcome: "maybe",
      timeTaken: "soon",
      participant: "P7 <b>",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    for (const message of [
      "Name the task the participant tried.",
      "Choose phone, tablet or desktop.",
      "Choose success, partial or failed.",
      "Enter the time taken as seconds (150) or minutes:seconds (2:30), at most 2 hours.",
    ]) {
      expect(html).toContain(message);
    }
    const form = parseHtml(html);
    expect(valueOf(fieldByLabel(form, /^Time taken/))).toBe("soon");
    expect(valueOf(fieldByLabel(form, "Participant"))).toBe("P7 <b>");
    expect(valueOf(fieldByLabel(form, "Notes"))).toBe("Used the search first");
    expect(await count("select count(*) as n from ux_test_sessions")).toBe(0);
  });

  it("refuses a screenshot that is not an image (415) or over 5 MB (413), storing nothing", async () => {
    const notImage = await sessionForm(VALID, {
      bytes: new TextEncoder().encode("just text, honest"),
      name: "shot.png",
    });
    expect(notImage.status).toBe(415);
    const html = await notImage.text();
    expect(html).toContain("The screenshot must be a JPEG, PNG, WebP, AVIF or GIF image.");
    expect(valueOf(fieldByLabel(parseHtml(html), "Task"))).toBe("Find a romper in size M");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await sessionForm(VALID, { bytes: big, name: "big.png" });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain("The screenshot is larger than 5 MB.");
    expect(await count("select count(*) as n from ux_test_sessions")).toBe(0);
    expect(await mediaKeys()).toEqual([]);
  });

  it("adds sessions with a screenshot, audited, and shows the success rate per task", async () => {
    const created = await sessionForm(VALID, { bytes: PNG, name: "step-3.png" });
    expect(created.status).toBe(303);
    expect(await admin.follow(created)).toContain("Session added");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...VALID,
      participant: "P2",
      outcome: "failed",
      timeTaken: "95",
      _reply: "json",
    }))
      form.set(name, value);
    const json = await admin.request("/admin/ux-testing.data", { method: "POST", body: form });
    expect(json.status).toBe(200);
    expect(await json.text()).toContain("Session added");
    await sessionForm({ ...VALID, participant: "P3", outcome: "partial", device: "desktop", timeTaken: "200" });

    const [row] = (
      await stack.sql.execute(
        "select id, screenshot_key, duration_seconds from ux_test_sessions where participant = 'P1'",
      )
    ).rows;
    expect(Number(row.duration_seconds)).toBe(150);
    expect(await mediaKeys()).toEqual([String(row.screenshot_key)]);
    const screenshot = await admin.get(`/admin/ux-testing/screenshot/${row.id}`);
    expect(screenshot.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await screenshot.arrayBuffer())).toEqual(PNG);
    const shopper = await signedInShopper(stack);
    expect((await shopper.get(`/admin/ux-testing/screenshot/${row.id}`)).headers.get("Location")).toBe("/");
    expect((await stack.fetch(`/admin/ux-testing/screenshot/${row.id}`)).headers.get("Location")).toMatch(
      /^\/auth\?redirectTo=/,
    );

    const html = decode(await (await admin.get("/admin/ux-testing")).text());
    expect(html).toMatch(
      /Find a romper in size M<\/th><td[^>]*>3<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>1<\/td><td[^>]*>33%<\/td><td[^>]*>2:30<\/td>/,
    );
    // On phones alone: P1 succeeded, P2 failed.
    expect(decode(await (await admin.get("/admin/ux-testing?device=phone")).text())).toMatch(
      /Find a romper in size M<\/th><td[^>]*>2<\/td>.*?50%/,
    );
    expect(await count("select count(*) as n from audit_log where action = 'ux_session_created'")).toBe(3);
    // Link health findings stay on the page.
    expect(html).toContain("Link health findings");
  });

  it("filters and pages through the URL", async () => {
    for (let i = 0; i < 22; i += 1) {
      await stack.sql.execute({
        sql: "insert into ux_test_sessions (id, task, participant, device, outcome, duration_seconds) values (?, 'Check out as a guest', ?, 'tablet', 'success', 60)",
        args: [`seeded-${i}`, `S${i}`],
      });
    }
    const first = decode(await (await admin.get("/admin/ux-testing")).text());
    expect(first.split('data-testid="ux-session"').length - 1).toBe(20);
    expect(first).toContain("Page 1 of 2");
    const second = await (await admin.get("/admin/ux-testing?page=2")).text();
    expect(second.split('data-testid="ux-session"').length - 1).toBe(5);
    const failed = await (await admin.get("/admin/ux-testing?outcome=failed")).text();
    expect(failed.split('data-testid="ux-session"').length - 1).toBe(1);
    const guest = decode(await (await admin.get("/admin/ux-testing?task=guest&device=tablet")).text());
    expect(guest.split('data-testid="ux-session"').length - 1).toBe(20);
    expect(guest).toMatch(/Check out as a guest<\/th><td[^>]*>22<\/td>.*?100%/);
    // A % in the task filter is a literal character, not a wildcard.
    expect(await (await admin.get("/admin/ux-testing?task=%25")).text()).toContain("No sessions match.");
  });

  it("edits a session, keeping what was typed on error, and deletes it with its screenshot", async () => {
    const [row] = (await stack.sql.execute("select id from ux_test_sessions where participant = 'P1'")).rows;
    const id = String(row.id);
    // The edit form posts to the page it is on, ?edit=<id>.
    const bad = await sessionForm(
      { ...VALID, intent: "update", sessionId: id, timeTaken: "3 hours" },
      undefined,
      `/admin/ux-testing?edit=${id}`,
    );
    expect(bad.status).toBe(400);
    const badHtml = decode(await bad.text());
    expect(fieldsByLabel(parseHtml(badHtml), /^Time taken/).map(valueOf)).toContain("3 hours");
    expect(badHtml).toContain("Edit the session of P1");
    const saved = await sessionForm({
      ...VALID,
      intent: "update",
      sessionId: id,
      outcome: "partial",
      notes: "Gave up on filters",
    });
    expect(saved.status).toBe(303);
    const [after] = (
      await stack.sql.execute({
        sql: "select outcome, notes, screenshot_key from ux_test_sessions where id = ?",
        args: [id],
      })
    ).rows;
    expect(after).toMatchObject({ outcome: "partial", notes: "Gave up on filters" });
    expect(after.screenshot_key).not.toBeNull();
    expect(await count("select count(*) as n from audit_log where action = 'ux_session_updated'")).toBe(1);

    const deleted = await admin.post("/admin/ux-testing", { intent: "delete", sessionId: id });
    expect(deleted.status).toBe(303);
    expect(await count(`select count(*) as n from ux_test_sessions where id = '${id}'`)).toBe(0);
    expect(await mediaKeys()).toEqual([]);
    expect((await admin.get(`/admin/ux-testing/screenshot/${id}`)).status).toBe(404);
    expect(await count("select count(*) as n from audit_log where action = 'ux_session_deleted'")).toBe(1);
    const again = await admin.post("/admin/ux-testing.data", { intent: "delete", sessionId: id, _reply: "json" });
    expect(again.status).toBe(404);
  });
});
