import { expect, pageHydrated, takeScreenshot, test, toast, withJavaScript, axeOn } from "./fixtures";
import { signInAsNewShopper, studioProductId } from "./signed-in";
import { uniqueEmail } from "../support/emails";

test.describe("the account area", () => {
  test("a shopper saves grid preferences on the account page", async ({ page, baseURL }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`grid-${testInfo.project.name}`));
    // Neither the default (large, 4) nor the category preset (small, 4), so the listing can only get it from the profile.
    await page.getByRole("radio", { name: "Medium" }).check();
    await page.getByRole("radio", { name: "3 columns" }).check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(toast(page, "Preferences saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("radio", { name: "Medium" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "3 columns" })).toBeChecked();
    await page.goto("/products");
    const grid = page.getByTestId("product-grid");
    await expect(grid).toHaveAttribute("data-view-size", "medium");
    await expect(grid).toHaveAttribute("data-columns", "3");
    // A category view is small / 4 without overwriting the saved choice.
    await page.goto("/products?category=dresses");
    await expect(grid).toHaveAttribute("data-view-size", "small");
    await expect(grid).toHaveAttribute("data-columns", "4");
    await page.goto("/account");
    await expect(page.getByRole("radio", { name: "Medium" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "3 columns" })).toBeChecked();
  });

  test("a shopper hearts a product on the listing and finds it in their favorites", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`heart-${testInfo.project.name}`));
    await page.goto("/products");
    const card = page.getByTestId("product-grid").getByRole("article").first();
    const title = (await card.getAttribute("aria-label"))!;
    await card.getByRole("button", { name: `Add ${title} to favorites` }).click();
    await expect(card.getByRole("button", { name: `Remove ${title} from favorites` })).toBeVisible();
    await page.goto("/favorites");
    await expect(page.getByRole("main")).toContainText(title);
  });

  test("a heart changed offline waits on the device and is sent when the browser is back online", async ({
    page,
    context,
    baseURL,
    consoleTrap,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "without JavaScript an offline form cannot be sent at all");
    // Offline on purpose: a script the page loads later (the link health check, 5 s after load) may fail meanwhile.
    consoleTrap.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`offline-${testInfo.project.name}`));
    await page.goto("/products");
    await page.locator("main[data-hydrated]").waitFor();
    const card = page.getByTestId("product-grid").getByRole("article").first();
    const title = (await card.getAttribute("aria-label"))!;
    await context.setOffline(true);
    await card.getByRole("button", { name: `Add ${title} to favorites` }).click();
    await expect(toast(page, "Favorites will be synced when connection is restored").last()).toBeVisible();
    const waiting = card.getByRole("button", { name: `Remove ${title} from favorites (waiting to sync)` });
    await expect(waiting).toHaveAttribute("data-queued", "true");
    // Back online the queued change is posted; the heart settles before the server has answered, so wait for it.
    const synced = page.waitForResponse(
      (response) =>
        /^\/favorites(\.data)?$/.test(new URL(response.url()).pathname) && response.request().method() === "POST",
    );
    await context.setOffline(false);
    expect((await synced).ok()).toBe(true);
    await expect(card.getByRole("button", { name: `Remove ${title} from favorites`, exact: true })).toBeVisible();
    await page.goto("/favorites");
    await expect(page.getByRole("main")).toContainText(title);
  });

  test("a shopper adds a favorite and removes it from the favorites page", async ({ page, baseURL }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`fav-${testInfo.project.name}`));
    // The cards' FavoriteButton posts exactly these contract fields: the product's id; the server reads the rest.
    const response = await page.request.post("/favorites", {
      form: {
        intent: "toggle",
        productId: await studioProductId("moonstone-crescent-necklace"),
        redirectTo: "/favorites",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    await page.goto("/favorites");
    await pageHydrated(page);
    await expect(page.getByRole("heading", { name: "Favorites" })).toBeVisible();
    const saved = page.getByRole("list", { name: "Saved products" });
    await expect(saved.getByRole("link", { name: "Moonstone Crescent Necklace" })).toBeVisible();
    await expect(saved).toContainText("$118.00");
    await page.getByRole("button", { name: "Remove Moonstone Crescent Necklace from favorites" }).click();
    await expect(toast(page, "Removed from favorites")).toBeVisible();
    await expect(page.getByText("No favorites yet.")).toBeVisible();
  });

  test("favorites kept on the device before signing in are offered for saving to the account", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "favorites live in local storage only with JavaScript");
    await page.goto("/auth");
    const productId = await studioProductId("beaded-boho-anklet-set");
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          "boho:favorites",
          JSON.stringify([
            { productId: id, productName: "Beaded Boho Anklet Set", productImage: "", productPrice: "$32.00" },
          ]),
        ),
      productId,
    );
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`local-${testInfo.project.name}`));
    await page.goto("/favorites");
    await expect(page.getByText("You saved 1 favorite on this device before signing in.")).toBeVisible();
    await page.getByRole("button", { name: "Save them to my account" }).click();
    await expect(
      page.getByRole("list", { name: "Saved products" }).getByRole("link", { name: "Beaded Boho Anklet Set" }),
    ).toBeVisible();
    await expect(page.getByText("You saved 1 favorite on this device before signing in.")).toBeHidden();
  });

  test("a shopper subscribes to the newsletter and is told the second time that they already are", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`news-${testInfo.project.name}`));
    const newsletter = page.getByRole("region", { name: "Newsletter" });
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Newsletter subscription successful! ✨")).toBeVisible();
    // My Account now says so (tests/e2e/trust.spec.ts unsubscribes); the footer's block, which does not know, still
    // offers Subscribe and gets the spec's answer.
    await expect(newsletter.getByTestId("newsletter-status")).toHaveText("You're subscribed");
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "You're already subscribed! Check your inbox for our latest updates.")).toBeVisible();
  });

  test("a shopper signs out from the account page", async ({ page, baseURL }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`out-${testInfo.project.name}`));
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(toast(page, "You've been signed out successfully")).toBeVisible();
    // Signed out, /favorites is the visitor's page: the device's favorites and an offer to sign in.
    await page.goto("/favorites");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirectTo=%2Ffavorites",
    );
  });

  test("the account pages have no accessibility violations and hold up at phone and desktop widths", async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "screenshots and axe once are enough");
    test.setTimeout(120_000);
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`look-${testInfo.project.name}`));
    for (const path of ["/account", "/favorites", "/orders", "/auth", "/track-order", "/dev/outbox"]) {
      await page.goto(path);
      const results = await axeOn(page).analyze();
      expect(results.violations, path).toEqual([]);
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/account", "/favorites", "/orders", "/track-order"]) {
        await page.goto(path);
        await takeScreenshot(page, "account-pages", `${path.split("?")[0].replace(/\//g, "_")}-${width}`, {
          fullPage: true,
        });
      }
    }
    await page.context().clearCookies();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/auth", "/auth?mode=signup", "/auth?mode=reset"]) {
        await page.goto(path);
        await takeScreenshot(page, "account-pages", `${path.replace(/[/?=]/g, "_")}-${width}`, { fullPage: true });
      }
    }
  });
});
