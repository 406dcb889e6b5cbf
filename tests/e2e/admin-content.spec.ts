// The admin's content and insight pages in a real browser, with JavaScript on
// and off: write, preview, publish and read a post; read the analytics; assign
// a badge and see it on the shop's card. axe on every page; no console errors.
import type { Page } from "@playwright/test";
import { expect, test, takeScreenshot, toast, withJavaScript, axeOn } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

/** axe runs inside the page, so only with JavaScript on; the no-JS project renders the same server HTML. */
async function expectNoAxeViolations(page: Page) {
  if (!withJavaScript()) return;
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  if (!withJavaScript()) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await takeScreenshot(page, "admin-content", `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("an admin writes, previews and publishes a post that shoppers read on /blog", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const title = `Linen for slow summers ${project}`;
  await signInAsAdmin(page);
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("How we wear linen from June to September.");
  await page
    .getByLabel("Body (Markdown)")
    .fill("## Why linen\n\nIt **breathes**. Read [our care guide](/faq).\n\n<script>alert(1)</script>");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("markdown-preview");
  await expect(preview.locator("strong")).toHaveText("breathes");
  await expect(preview.locator("h2")).toHaveText("Why linen");
  await expect(preview).toContainText("<script>alert(1)</script>");
  await expectNoAxeViolations(page);
  await screenshots(page, "blog-new");

  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/[^/]+\/edit$/);
  await expect(toast(page, "Post created")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/blog-posts?status=published");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "blog-posts");

  await page.goto("/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("breathes");
  await expect(page.getByRole("link", { name: "our care guide" })).toHaveAttribute("href", "/faq");
});

test("the analytics page shows the searches and the funnel in tables and charts", async ({ page }) => {
  await page.goto(`/products?q=moonstone`);
  await signInAsAdmin(page);
  await page.goto("/admin/analytics?days=30");
  await expect(page.getByRole("heading", { name: "Analytics" })).toBeVisible();
  // The search is the latest one made (searches are written in batches, after the answer: reload until it is in).
  // The popular table ranks by visitors, then by name: the whole suite's one-visitor searches can push it out.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("table", { name: "The 5 most recent searches" })).toContainText("moonstone", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("table", { name: "The 10 most popular searches" }).getByRole("row")).not.toHaveCount(0);
  await expect(page.getByRole("table", { name: /Shop funnel/ })).toContainText("Checkout hand-off");
  await expect(page.getByRole("img", { name: /Product views per day/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, "analytics");
});

test("an admin assigns a badge and shoppers see it on the product card", async ({ page }, testInfo) => {
  const product = withJavaScript(testInfo) ? "Hand-Woven Macramé Wall Hanging" : "Sage Candle Ritual Kit";
  await signInAsAdmin(page);
  await page.goto("/admin/badges");
  await page.getByLabel("Find products by title").fill(product);
  await page.getByRole("search", { name: "Find products" }).getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("listitem").filter({ hasText: product });
  await row.getByLabel("Badge", { exact: true }).selectOption("bestseller");
  await row.getByRole("button", { name: `Assign badge to ${product}` }).click();
  await expect(toast(page, "bestseller assigned")).toBeVisible();
  await expect(page.getByRole("table", { name: "Assigned badges" })).toContainText(product);
  await expectNoAxeViolations(page);
  await screenshots(page, "badges");

  await page.goto(`/products?q=${encodeURIComponent(product)}`);
  const card = page.getByRole("article", { name: product });
  await expect(card.getByRole("list", { name: "Badges" })).toContainText("Bestseller");
});

test("the knowledge base and the markdown editor pass axe", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/knowledge-base?q=badge");
  await page.getByRole("link", { name: "What each badge means" }).click();
  await expect(page.getByRole("table")).toContainText("limited-edition");
  await expectNoAxeViolations(page);
  await screenshots(page, "knowledge-base");
  await page.goto("/admin/markdown-editor");
  await expectNoAxeViolations(page);
  await screenshots(page, "markdown-editor");
});

/** With JavaScript, the page's forms are upgraded (fetchers) once hydrated: typing before that races hydration. */
async function formsUpgraded(page: Page) {
  if (!withJavaScript()) return;
  await page.locator('form input[name="_reply"]').first().waitFor({ state: "attached" });
}

test("an admin creates and edits a knowledge-base article (a fetcher with JavaScript, a plain post without)", async ({
  page,
}, testInfo) => {
  const project = testInfo.project.name;
  const title = `Packing a parcel ${project}`;
  await signInAsAdmin(page);
  await page.goto("/admin/knowledge-base");
  await page.getByRole("link", { name: "New article" }).click();
  await formsUpgraded(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").fill("Shipping");
  // A missing body is refused with a message, and what was typed stays.
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page.locator("#body-error")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  // That refusal is a 400 on purpose, which the browser logs (the console trap expects 4xx answers).
  await formsUpgraded(page);
  await page.getByLabel("Body (Markdown)").fill("Wrap each piece in **tissue**, then the box.");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(page).toHaveURL(/\/admin\/knowledge-base\?article=/);
  await expect(toast(page, "Article created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("tissue");

  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await formsUpgraded(page);
  await page.getByLabel("Body (Markdown)").fill("Wrap each piece in **recycled tissue**, then the box.");
  await page.getByRole("button", { name: "Save article" }).click();
  await expect(toast(page, "Article saved")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/knowledge-base\?article=/);
  await expect(page.locator("article strong")).toHaveText("recycled tissue");
  await expect(page.getByText(/last edited .* by admin@boho\.test/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Deleting asks first (a second step, with or without JavaScript).
  await formsUpgraded(page);
  await page.getByRole("button", { name: "Delete article…" }).click();
  await page.getByRole("button", { name: "Yes, delete the article" }).click();
  await expect(toast(page, "Article deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/knowledge-base$/);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});

test("an admin saves a markdown-editor document as a blog draft", async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  const title = `Scratch notes on indigo ${project}`;
  await signInAsAdmin(page);
  await page.goto("/admin/markdown-editor");
  await formsUpgraded(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Document (Markdown)").fill("Indigo fades *beautifully*.");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("markdown-preview").locator("em")).toHaveText("beautifully");
  await page.getByLabel("New blog draft").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/[^/]+\/edit$/);
  await expect(toast(page, "Saved as a blog draft")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Status")).toHaveValue("draft");
});
