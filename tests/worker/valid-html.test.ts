// Every page is valid HTML: the built Worker renders every page route (the
// shop signed out, as a shopper and as the admin; the account pages; every
// admin page; a 404 and an error page) and the W3C Nu HTML checker, the one the
// web's own validator runs, reads them all: 0 errors. A new page route fails the
// test until tests/support/every-page.ts lists it, so no page escapes the check.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../scripts/local-stack";
import {
  ADMIN_PAGE_VISITS,
  adminRouteFileOf,
  ERROR_PAGE,
  PAGES_BY_ROUTE,
  pageRouteFiles,
  type Role,
} from "../support/every-page";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { signedInAdmin, signedInShopper, Shopper } from "../support/http-shopper";

const VNU_JAR = join(PROJECT_ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
const javaFound = spawnSync("java", ["-version"]).status === 0;
if (!javaFound)
  console.warn("valid-html: skipped, `java` is not on this machine (the Nu HTML checker runs on Java 17+)");

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type NuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string };

let stack: TestStack;
beforeAll(async () => {
  if (javaFound) stack = await startTestStack({ productCount: 40 });
});
afterAll(async () => {
  await stack?.close();
});

describe.skipIf(!javaFound)("every page is valid HTML (W3C Nu checker)", () => {
  it("lists every page route module", () => {
    // admin.tsx is the layout every admin page renders in.
    const covered = new Set([
      "admin.tsx",
      ...Object.keys(PAGES_BY_ROUTE),
      ...ADMIN_PAGE_VISITS.flatMap((page) => adminRouteFileOf(page.path)),
    ]);
    expect(pageRouteFiles().filter((file) => !covered.has(file))).toEqual([]);
  });

  it("renders every page with 0 Nu errors", async () => {
    const visitors: Record<Role, Shopper> = {
      visitor: new Shopper(stack),
      shopper: await signedInShopper(stack),
      admin: await signedInAdmin(stack),
    };
    const listing = await (await visitors.visitor.get("/products")).text();
    const product = /href="\/products\/([^"?/]+)"/.exec(listing)?.[1];
    const collections = await (await visitors.visitor.get("/collections")).text();
    const collection = /href="\/collections\/([^"?/]+)"/.exec(collections)?.[1];
    const post = (await stack.sql.execute("select id from blog_posts order by id limit 1")).rows[0]?.id;
    const studioPiece = (await stack.sql.execute("select id from products order by slug limit 1")).rows[0]?.id;
    expect(product && collection && post && studioPiece).toBeTruthy();
    // A cart with a line, so /cart and /checkout show their filled form. The product page names no variant until
    // a size is chosen, so the line is the product's first variant for sale, as quick view's data lists them.
    const quickView = (await (await visitors.shopper.get(`/quick-view/${product}`)).json()) as {
      product: { variants: { id: string; availableForSale: boolean }[] };
    };
    const variantId = quickView.product.variants.find((variant) => variant.availableForSale)?.id;
    expect(variantId).toBeTruthy();
    expect(
      (
        await visitors.shopper.post("/cart", {
          intent: "add",
          variantId: variantId!,
          quantity: "1",
          redirectTo: "/cart",
        })
      ).status,
    ).toBe(303);

    const fill = (path: string) =>
      path
        .replace("{product}", product!)
        .replace("{collection}", collection!)
        .replace("{post}", String(post))
        .replace("{studioPiece}", String(studioPiece));
    // Crawlers are answered once the whole page is ready (entry.server.tsx): their HTML is checked too.
    const asCrawler = [
      { path: "/", role: "visitor", status: 200, crawler: true },
      { path: "/products/{product}", role: "visitor", status: 200, crawler: true },
    ] as const;
    const visits = [...Object.values(PAGES_BY_ROUTE).flat(), ...ADMIN_PAGE_VISITS, ERROR_PAGE, ...asCrawler].map(
      (visit) => ({
        ...visit,
        path: fill(visit.path),
      }),
    );

    const dir = mkdtempSync(join(tmpdir(), "valid-html-"));
    const fileOf = new Map<string, string>();
    const statuses: string[] = [];
    for (const [index, visit] of visits.entries()) {
      const who = visitors[visit.role];
      const response =
        "method" in visit && visit.method === "POST"
          ? await who.request(visit.path, {
              method: "POST",
              body: new URLSearchParams({ x: "1" }),
              headers: { Origin: stack.url, "Content-Type": "application/x-www-form-urlencoded" },
            })
          : await who.request(visit.path, { headers: "crawler" in visit ? { "User-Agent": GOOGLEBOT } : {} });
      const html = await response.text();
      const label = `${"method" in visit && visit.method ? visit.method : "GET"} ${visit.path} as ${"crawler" in visit ? "a crawler" : visit.role}`;
      if (response.status !== visit.status || !(response.headers.get("Content-Type") ?? "").startsWith("text/html"))
        statuses.push(`${label}: ${response.status} ${response.headers.get("Content-Type")}`);
      const file = join(dir, `page-${String(index).padStart(3, "0")}.html`);
      writeFileSync(file, html);
      fileOf.set(file, label);
    }
    expect(statuses, "pages that did not answer as expected").toEqual([]);

    // One run over every file: the checker's Java start-up costs seconds.
    const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...fileOf.keys()], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    const messages = (JSON.parse(run.stderr || run.stdout) as { messages: NuMessage[] }).messages;
    const errors = messages.filter((message) => message.type === "error" || message.subType === "fatal");
    const counts = new Map<string, number>();
    for (const error of errors) {
      const label = fileOf.get(decodeURIComponent(new URL(error.url).pathname)) ?? error.url;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    console.log(
      `Nu errors per page:\n${[...fileOf.values()].map((label) => `${String(counts.get(label) ?? 0).padStart(4)}  ${label}`).join("\n")}`,
    );
    const found = errors.map(
      (error) =>
        `${fileOf.get(decodeURIComponent(new URL(error.url).pathname)) ?? error.url} (line ${error.lastLine}): ${error.message}`,
    );
    expect([...new Set(found)]).toEqual([]);
  }, 300_000);
});

// Keeps the checker's jar in reach: a missing jar is a broken install, not a reason to skip.
it.skipIf(!javaFound)("finds the Nu checker's jar", () => {
  expect(existsSync(VNU_JAR)).toBe(true);
  expect(execFileSync("java", ["-jar", VNU_JAR, "--version"], { encoding: "utf8" }).trim()).toMatch(/^\d/);
});
