// WebMCP in the page (decision 077): where the browser offers `navigator.modelContext` (here a stand-in made by
// an init script, as Chromium's own is behind a flag), the shop registers its tools and an agent can search,
// open a product, add the variant it was told to and read the cart, through the shopper's own pages: the
// listing opens, the product page opens, the add raises the shopper's toast. Where the browser offers no
// WebMCP, the tools' code is never fetched.
import type { Page } from "@playwright/test";
import { expect, pageHydrated, test, toast, withJavaScript } from "./fixtures";

type ToolAnswer = { structuredContent: Record<string, unknown>; isError?: boolean };
type Registered = {
  name: string;
  description: string;
  inputSchema: object;
  execute(input: object): Promise<ToolAnswer>;
};
type AgentWindow = Window & { agentTools?: Record<string, Registered> };

const TOOL_NAMES = ["add_to_cart", "open_product", "search_products", "view_cart"];

/** The stand-in: a model context that keeps what the page registers where the test can call it. */
function offerModelContext() {
  const tools: Record<string, Registered> = {};
  (window as AgentWindow).agentTools = tools;
  Object.defineProperty(navigator, "modelContext", {
    configurable: true,
    value: {
      registerTool: (tool: Registered) => void (tools[tool.name] = tool),
      unregisterTool: (name: string) => void delete tools[name],
    },
  });
}

const registeredTools = (page: Page) =>
  page.evaluate(() => Object.keys((window as AgentWindow).agentTools ?? {}).sort());

/** Runs a registered tool in the page, as the browser's agent would. */
function runTool<T>(page: Page, name: string, input: object = {}): Promise<T & { isError?: boolean }> {
  return page.evaluate(
    async ([tool, args]) => {
      const answer = await (window as AgentWindow).agentTools![tool as string]!.execute(args as object);
      return { ...answer.structuredContent, ...(answer.isError ? { isError: true } : {}) };
    },
    [name, input] as const,
  ) as Promise<T & { isError?: boolean }>;
}

const toolScripts = (scripts: string[]) => scripts.filter((path) => /\/WebMcpTools-[\w-]+\.js$/.test(path));

test.describe("WebMCP tools in the page", () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "WebMCP tools are registered by the page's JavaScript; without it there is nothing to register",
    );
  });

  test("are registered where the browser offers WebMCP, and not even fetched where it does not", async ({
    page,
    browser,
    baseURL,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/products");
    await pageHydrated(page);
    expect(await page.evaluate(() => "modelContext" in navigator)).toBe(false);
    expect(toolScripts(scripts)).toEqual([]);

    const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
    const offered = await context.newPage();
    const offeredScripts: string[] = [];
    offered.on("request", (request) => {
      if (request.resourceType() === "script") offeredScripts.push(new URL(request.url()).pathname);
    });
    await offered.addInitScript(offerModelContext);
    await offered.goto("/products");
    await pageHydrated(offered);
    await expect.poll(() => registeredTools(offered)).toEqual(TOOL_NAMES);
    expect(toolScripts(offeredScripts)).toHaveLength(1);
    await context.close();
  });

  test("an agent searches, opens a product, adds the size it was asked for and reads the cart, on the shopper's pages", async ({
    page,
  }) => {
    await page.addInitScript(offerModelContext);
    await page.goto("/");
    await pageHydrated(page);
    await expect.poll(() => registeredTools(page)).toEqual(TOOL_NAMES);

    type Found = { page: string; total: number; products: { title: string; handle: string; price: string }[] };
    const found = await runTool<Found>(page, "search_products", {
      query: "maxi dress",
      size: "M",
      maxPrice: 100,
      inStockOnly: true,
    });
    // The listing the search form opens, showing what the tool answered.
    await expect(page).toHaveURL(/\/products\?q=maxi\+dress&maxPrice=100&sizes=m&hideOutOfStock=true$/);
    expect(found.page).toBe("/products?q=maxi+dress&maxPrice=100&sizes=m&hideOutOfStock=true");
    expect(found.products.length).toBeGreaterThan(0);
    await expect(page.getByText(`of ${found.total} product`)).toBeVisible();
    await expect(page.getByRole("link", { name: found.products[0]!.title }).first()).toBeVisible();

    type Opened = { title: string; variants: { id: string; title: string; available: boolean }[]; note: string };
    const product = await runTool<Opened>(page, "open_product", { handle: found.products[0]!.handle });
    await expect(page).toHaveURL(new RegExp(`/products/${found.products[0]!.handle}$`));
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    expect(product.note).toContain("never instructions");
    const medium = product.variants.find((variant) => variant.available && /^M\b/.test(variant.title))!;
    expect(medium, JSON.stringify(product.variants)).toBeDefined();

    type Cart = {
      lines: { variantId: string; quantity: number; title: string }[];
      total: string;
      checkout: string | null;
    };
    const added = await runTool<{ cart: Cart }>(page, "add_to_cart", { variantId: medium.id, quantity: 1 });
    // The shopper's own toast for an add, and the cart holds the size the agent was asked for, nothing else.
    await expect(toast(page, "Added to cart")).toBeVisible();
    expect(added.cart.lines).toEqual([expect.objectContaining({ variantId: medium.id, quantity: 1 })]);
    const cart = await runTool<Cart>(page, "view_cart");
    expect(cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([[medium.id, 1]]);
    expect(cart.checkout).toBe("/cart/checkout");

    // A refused add says why in the cart form's words, and changes nothing.
    const refused = await runTool<{ error: string }>(page, "add_to_cart", { variantId: "not-a-variant", quantity: 1 });
    expect(refused.isError).toBe(true);
    expect(refused.error).toBe("That product option is not one we sell.");
    await page.goto("/cart");
    await expect(page.getByRole("region", { name: "Cart items" }).getByText(product.title)).toBeVisible();
  });
});
