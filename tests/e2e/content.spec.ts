// The home page and the content pages as a shopper uses them.
import { expect, test, withJavaScript } from "./fixtures";

test.describe("home page", () => {
  test("shows the hero, trust strip, four featured products, the featured collections and the version badge", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/Plus-Size & Inclusive Boho Fashion/);
    await expect(page.getByText("Curated bohemian-inspired clothing, home and lifestyle essentials.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Collections" })).toHaveAttribute("href", "/collections");
    for (const point of ["Handcrafted Quality", "Secure Shopping", "Free Shipping"])
      await expect(page.getByRole("heading", { name: point })).toBeVisible();
    await expect(page.getByTestId("storefront-products").getByRole("link")).toHaveCount(4);
    const collections = page.getByTestId("featured-collections").getByRole("link");
    await expect(collections).toHaveCount(4);
    expect(await collections.evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual([
      "/collections/goddess",
      "/collections/chrome-hearts",
      "/collections/home-decor",
      "/collections/sale",
    ]);
    await expect(page.getByText("home 2.1.0")).toBeVisible();
  });

  test("with JavaScript, later visits stream the featured sections into place", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "streaming needs the script that moves late content into place");
    await page.goto("/about");
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "boutique_js")).toBe(true);
    await page.goto("/");
    await expect(page.getByTestId("storefront-products").getByRole("link")).toHaveCount(4);
    await expect(page.getByTestId("featured-collections").getByRole("link")).toHaveCount(4);
  });

  test("shows the default hero image when the chosen one fails to load", async ({ page }, testInfo) => {
    test.skip(
      !withJavaScript(testInfo),
      "swapping a failed image needs JavaScript; without it the default image is the hero's background",
    );
    // Every hero the owner could have chosen fails: the seeded ones and any uploaded through the admin.
    await page.route(/\/images\/hero\/hero-\d\.svg$|\/homepage-images\//, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/");
    await expect(page.getByTestId("hero-image")).toHaveAttribute("src", "/images/hero/default.svg");
  });

  test("the variants are their own pages with their own look", async ({ page }) => {
    for (const [path, theme, words] of [
      ["/home-2025", "edit-2025", "The colours of 2025"],
      ["/warm-theme", "warm", "Golden hour, all year"],
      ["/muted-theme", "muted", "A quieter palette"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-home-theme="${theme}"]`)).toBeVisible();
      await expect(page.getByRole("heading", { name: words })).toBeVisible();
    }
  });
});

test.describe("contact form", () => {
  test("shows errors under the fields, keeps the input, then confirms a sent message", async ({
    page: browserPage,
  }) => {
    await browserPage.goto("/contact");
    const page = browserPage.getByRole("main");
    await page.getByLabel("Your name").fill("");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Subject").fill("Sizing");
    await page.getByLabel("Message").fill("short");
    await page.getByRole("button", { name: "Send Message" }).click();

    const email = page.getByLabel("Email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Please tell us your name.");
    await expect(page.getByLabel("Subject")).toHaveValue("Sizing");
    await expect(page.getByLabel("Subject")).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveValue("not-an-email");

    await page.getByLabel("Your name").fill("Willow Hart");
    await email.fill("willow@example.com");
    await page.getByLabel("Message").fill("Does the Luna maxi dress come in a petite length?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(browserPage).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("status")).toContainText("Thank you, your message is on its way");
  });
});

test.describe("content pages", () => {
  test("the journal lists posts and opens one", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: "The Slow-Living Home: Five Small Rituals" }).click();
    await expect(page).toHaveURL(/\/blog\/the-slow-living-home$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "The Slow-Living Home: Five Small Rituals" }),
    ).toBeVisible();
  });

  test("/2025-colors shows 12 swatches with hex codes, two badged, and a way to shop", async ({ page }) => {
    await page.goto("/2025-colors");
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(12);
    await expect(page.getByText("Pantone 2025", { exact: true })).toBeVisible();
    await expect(page.getByText("Coloro 2025", { exact: true })).toBeVisible();
    await expect(page.getByText("#A47864")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Our Collection" })).toHaveAttribute("href", "/products");
  });

  test("the clothing size guide has a row for every size from XS to 4XL", async ({ page }) => {
    await page.goto("/size-guide/clothing");
    const table = page.getByRole("table", { name: /Clothing sizes/ });
    await expect(table.getByRole("rowheader")).toHaveText(["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"]);
    await expect(table.getByRole("row", { name: /^XL 12-14/ })).toBeVisible();
  });

  test("the FAQ opens an answer without JavaScript", async ({ page }) => {
    await page.goto("/faq");
    await page.getByText("How long do I have to return something?").click();
    await expect(page.getByText("30 days from delivery.", { exact: false })).toBeVisible();
  });

  test("the HTML sitemap links every collection and post", async ({ page }) => {
    await page.goto("/sitemap");
    await expect(page.getByRole("link", { name: "Goddess" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "How We Think About Size" })).toHaveAttribute(
      "href",
      "/blog/inclusive-sizing-at-our-boutique",
    );
  });
});
