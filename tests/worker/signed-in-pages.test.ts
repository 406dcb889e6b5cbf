// Signed-in listing pages made from the page kept for every signed-in shopper (decision 056), through the
// built Worker: the copy is the page the Worker renders for that shopper (markup byte for byte, loader data
// value for value), nothing of one shopper reaches another, and a cookie replayed after sign-out is refused.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { uniqueEmail } from "../support/emails";
import { Shopper } from "../support/http-shopper";
import { hydrationData } from "../support/single-fetch";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 60 });

const keptState = (response: Response) => response.headers.get("X-Signed-In-Page");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedIn(
  email: string = DEMO_SHOPPER.email,
  password: string = DEMO_SHOPPER.password,
): Promise<Shopper> {
  const shopper = new Shopper(stack);
  const answer = await shopper.signIn(email, password);
  expect(answer.status).toBe(303);
  // The page after signing in shows the welcome toast (rendered, never from a kept page), as a browser would.
  const first = await shopper.get(answer.headers.get("Location") ?? "/");
  expect(keptState(first)).toBeNull();
  await first.arrayBuffer();
  return shopper;
}

/** A new shopper account, signed in. */
async function newShopper(): Promise<{ shopper: Shopper; email: string }> {
  const email = uniqueEmail("kept-page");
  const password = "Sunflower@2026";
  expect((await new Shopper(stack).post("/auth?mode=signup", { intent: "signup", email, password })).status).toBe(303);
  await stack.sql.execute({
    sql: "update users set email_verified_at = ? where email = ?",
    args: [new Date().toISOString(), email],
  });
  return { shopper: await signedIn(email, password), email };
}

const LOADER_DATA = /window\.__remixContext\.streamController\.enqueue\((".*?")\);<\/script>/s;

/** The page's markup with every nonce blanked and the loader data taken out. */
function markupOf(html: string): string {
  return html.replace(LOADER_DATA, "").replace(/nonce="[^"]*"/g, 'nonce=""');
}

/** The loader data the page carries for hydration, as values, whatever the encoding shared. */
async function loaderDataOf(html: string): Promise<unknown> {
  return (await hydrationData(html)).loaderData;
}

/** The page as rendered for this shopper with no page kept (the HTML cache switched off), then switched back. */
async function renderedFor(shopper: Shopper, path: string): Promise<string> {
  await stack.rebind({ HTML_CACHE: "off" });
  try {
    const rendered = await shopper.get(path);
    expect(rendered.status).toBe(200);
    expect(keptState(rendered)).toBeNull();
    return await rendered.text();
  } finally {
    await stack.rebind({ HTML_CACHE: "on" });
    // A restarted Worker learns the catalogue and page generation from its first listing.
    await (await stack.fetch("/products")).arrayBuffer();
    await sleep(200);
  }
}

async function expectSamePage(kept: string, rendered: string) {
  expect(markupOf(kept)).toBe(markupOf(rendered));
  expect(await loaderDataOf(kept)).toEqual(await loaderDataOf(rendered));
}

/** The products on the first page of a listing, by the id their heart sends. */
async function productIdsOn(shopper: Shopper, path: string): Promise<string[]> {
  const html = await (await shopper.get(path)).text();
  return [...html.matchAll(/name="productId" value="([^"]+)"/g)].map((match) => match[1]);
}

describe("a signed-in listing from the kept page", () => {
  it("is the page the Worker renders for that shopper: hearts, grid, theme, account and loader data", async () => {
    const { shopper, email } = await newShopper();
    const path = "/products?sort=price_asc";
    const onPage = await productIdsOn(shopper, path);
    expect(onPage.length).toBeGreaterThan(4);
    const elsewhere = (await productIdsOn(shopper, `${path}&page=2`))[0];
    // Two favorites on the page, one elsewhere (it is in the loader data, not on a card).
    for (const productId of [onPage[1], onPage[3], elsewhere])
      expect((await shopper.post("/favorites", { intent: "toggle", productId, redirectTo: path })).status).toBe(303);
    await shopper.post("/products?index", { intent: "grid", viewSize: "medium", columnCount: "3", redirectTo: path });
    await shopper.post("/theme", { theme: "dark", redirectTo: path });
    // The toast those saves left is shown (and taken) by the next page, rendered.
    expect(keptState(await shopper.get("/about"))).toBeNull();

    const first = await shopper.get(path);
    expect(first.status).toBe(200);
    expect(keptState(first)).toBe("miss");
    const firstHtml = await first.text();
    await sleep(200); // kept in waitUntil
    const second = await shopper.get(path);
    expect(keptState(second)).toBe("hit");
    const secondHtml = await second.text();
    expect(secondHtml).toContain(email);
    expect(secondHtml).toContain('data-theme="dark"');
    expect(secondHtml).toContain('data-view-size="medium"');
    expect([...secondHtml.matchAll(/aria-label="Remove [^"]* from favorites" aria-pressed="true"/g)].length).toBe(2);
    expect([...secondHtml.matchAll(/name="wasFavorite"/g)].length).toBe(2);

    const rendered = await renderedFor(shopper, path);
    await expectSamePage(firstHtml, rendered);
    await expectSamePage(secondHtml, rendered);
    // A nonce of its own, in the header and on every script.
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(/<script nonce="([^"]+)"/.exec(secondHtml)?.[1]).toBe(nonce);
    expect(/<script nonce="([^"]+)"/.exec(firstHtml)?.[1]).not.toBe(nonce);
  });

  it("is the same for a collection page and a page without favorites", async () => {
    const shopper = await signedIn();
    for (const path of ["/collections/dresses", "/products?page=2"]) {
      await shopper.get(path);
      await sleep(200);
      const kept = await shopper.get(path);
      expect(keptState(kept), path).toBe("hit");
      await expectSamePage(await kept.text(), await renderedFor(shopper, path));
    }
  });

  it("never shows one shopper's address or hearts to another", async () => {
    const path = "/products?sort=newest";
    const first = await newShopper();
    const firstIds = await productIdsOn(first.shopper, path);
    await first.shopper.post("/favorites", { intent: "toggle", productId: firstIds[0], redirectTo: path });
    await first.shopper.get("/about");
    const firstPage = await (await first.shopper.get(path)).text();
    expect(firstPage).toContain(first.email);
    expect(firstPage).toContain('name="wasFavorite"');
    await sleep(200);

    const second = await newShopper();
    const secondAnswer = await second.shopper.get(path);
    expect(keptState(secondAnswer)).toBe("hit");
    const secondPage = await secondAnswer.text();
    expect(secondPage).toContain(second.email);
    expect(secondPage).not.toContain(first.email);
    expect(secondPage).not.toContain('name="wasFavorite"');
    expect(JSON.stringify(await loaderDataOf(secondPage))).toContain('"favoriteProductIds":[]');
    // Nor does the anonymous page know either of them.
    const anonymous = await (await stack.fetch(path)).text();
    expect(anonymous).not.toContain(first.email);
    expect(anonymous).toContain("Sign In");
  });

  it("refuses a cookie replayed after sign-out at once", async () => {
    const shopper = await signedIn();
    const path = "/products?sort=oldest";
    expect(keptState(await shopper.get(path))).toBe("miss");
    await sleep(200);
    const copy = shopper.cookie;
    const before = await stack.fetch(path, { headers: { Cookie: copy } });
    expect(keptState(before)).toBe("hit");
    expect(await before.text()).toContain(DEMO_SHOPPER.email);
    expect((await shopper.post("/sign-out", {})).status).toBe(303);
    const replayed = await stack.fetch(path, { headers: { Cookie: copy } });
    expect(replayed.status).toBe(200);
    expect(keptState(replayed)).toBeNull();
    const html = await replayed.text();
    expect(html).not.toContain(DEMO_SHOPPER.email);
    expect(html).toContain("Sign In");
  });

  it("renders the page as before for an admin, a toast, a cart, and pages that are not listings", async () => {
    const admin = new Shopper(stack);
    expect((await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
    // The toast's page, then an admin's page: both rendered.
    for (let visit = 0; visit < 2; visit++) {
      const page = await admin.get("/products");
      expect(keptState(page)).toBeNull();
      await page.arrayBuffer();
    }
    const shopper = await signedIn();
    expect(keptState(await shopper.get("/about"))).toBeNull();
    // A collection address that is not valid percent-encoding is the page's own answer, never a 5xx.
    expect((await shopper.get("/collections/%E0%A4%A")).status).toBeLessThan(500);
    const [productId] = await productIdsOn(shopper, "/products");
    expect(productId).toBeDefined();
    const variantId = /name="variantId" value="([^"]+)"/.exec(await (await shopper.get("/products")).text())?.[1];
    expect(variantId).toBeDefined();
    await shopper.post("/cart", { intent: "add", variantId: variantId!, quantity: "1", redirectTo: "/products" });
    const withCart = await shopper.get("/products");
    expect(keptState(withCart)).toBeNull();
    expect(withCart.status).toBe(200);
  });
});

describe("a signed-in shopper's public pages (issue 41)", () => {
  it("say private, no-store: kept copies, full renders, product and home pages and their data", async () => {
    const shopper = await signedIn();
    const product = /<h3><a href="(\/products\/[^"]+)"/.exec(await (await stack.fetch("/products")).text())?.[1];
    expect(product).toBeDefined();
    await (await shopper.get("/products?sort=price_desc")).arrayBuffer();
    await sleep(200);
    const kept = await shopper.get("/products?sort=price_desc");
    expect(keptState(kept)).toBe("hit");
    expect(kept.headers.get("Cache-Control")).toBe("private, no-store");
    await kept.arrayBuffer();
    for (const path of ["/", product!, "/collections/dresses?page=2", "/about", `${product}.data`]) {
      const page = await shopper.get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("Cache-Control"), path).toBe("private, no-store");
      await page.arrayBuffer();
    }
    await stack.rebind({ SIGNED_IN_PAGES: "off" });
    try {
      const rendered = await shopper.get("/products?sort=price_desc");
      expect(keptState(rendered)).toBeNull();
      expect(rendered.headers.get("Cache-Control")).toBe("private, no-store");
      await rendered.arrayBuffer();
    } finally {
      await stack.rebind({});
    }
    // The same pages for nobody in particular stay cacheable; a signed-out cookie is nobody.
    const anonymous = await stack.fetch("/products?sort=price_desc");
    expect(anonymous.headers.get("Cache-Control") ?? "").not.toContain("private");
    await anonymous.arrayBuffer();
  });

  it("show the session's one-shot toast on a listing (looked at, not spent, by the kept page's check), then come from the kept page", async () => {
    const path = "/products?sort=newest&page=2";
    const shopper = new Shopper(stack);
    const answer = await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { redirectTo: path });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(path);
    const welcome = await shopper.get(path);
    expect(keptState(welcome)).toBeNull();
    expect(await welcome.text()).toContain("Welcome back!");
    const next = await shopper.get(path);
    expect(keptState(next)).not.toBeNull();
    expect(await next.text()).not.toContain("Welcome back!");

    const productId = (await productIdsOn(shopper, path))[0]!;
    const saved = await shopper.post("/favorites", { intent: "toggle", productId, redirectTo: path });
    expect(saved.status).toBe(303);
    const toasted = await shopper.get(path);
    expect(keptState(toasted)).toBeNull();
    expect(await toasted.text()).toContain("Added to favorites");
    const after = await shopper.get(path);
    expect(keptState(after)).not.toBeNull();
    const html = await after.text();
    expect(html).not.toContain("Added to favorites");
    expect(html).toContain('name="wasFavorite"');
    // Put back as it was for the other tests.
    await shopper.post("/favorites", { intent: "toggle", productId, redirectTo: path });
  });
});
