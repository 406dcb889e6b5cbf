// Favorites as a shopper uses them, JavaScript on and off: saved from the
// listing and the product page, listed on /favorites with the catalogue's
// product, and each entry opens that product. Visitors keep favorites on the
// device (JavaScript) and are offered sign-in; without JavaScript they are told so.
import type { Locator, Page } from "@playwright/test";
import { expect, pageHydrated, takeScreenshot, test, toast, withJavaScript } from "./fixtures";
import { signInAsNewShopper } from "./signed-in";
import { uniqueEmail } from "../support/emails";

async function firstCards(page: Page, count: number): Promise<Array<{ card: Locator; title: string; href: string }>> {
  const cards = page.getByTestId("product-grid").getByRole("article");
  const found = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const title = (await card.getAttribute("aria-label"))!;
    const href = (await card.getByRole("link", { name: title, exact: true }).getAttribute("href"))!;
    found.push({ card, title, href });
  }
  return found;
}

test.describe("favorites", () => {
  test("a shopper saves from the listing and the product page, and each favorite opens its product", async ({
    page,
    baseURL,
  }, testInfo) => {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`favjourney-${testInfo.project.name}`));
    await page.goto("/products");
    await pageHydrated(page);
    const [fromListing, fromProductPage] = await firstCards(page, 2);
    await fromListing!.card.getByRole("button", { name: `Add ${fromListing!.title} to favorites` }).click();
    await expect(
      page.getByTestId("product-grid").getByRole("button", { name: `Remove ${fromListing!.title} from favorites` }),
    ).toBeVisible();

    await page.goto(fromProductPage!.href);
    await pageHydrated(page);
    const heart = page.getByRole("main").getByRole("button", { name: `Add ${fromProductPage!.title} to favorites` });
    await heart.click();
    await expect(
      page.getByRole("main").getByRole("button", { name: `Remove ${fromProductPage!.title} from favorites` }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(fromProductPage!.href);

    await page.getByRole("link", { name: "Favorites", exact: true }).first().click();
    await expect(page).toHaveURL(/\/favorites$/);
    const saved = page.getByRole("list", { name: "Saved products" });
    await expect(saved.getByRole("listitem")).toHaveCount(2);
    await expect(saved.getByRole("link", { name: fromProductPage!.title })).toHaveAttribute(
      "href",
      fromProductPage!.href,
    );
    await saved.getByRole("link", { name: fromListing!.title }).click();
    await expect(page).toHaveURL(fromListing!.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fromListing!.title);
  });

  test("a visitor's heart keeps the favorite on this device, and /favorites lists it with an offer to sign in", async ({
    page,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "favorites live in local storage only with JavaScript");
    await page.goto("/products");
    await pageHydrated(page);
    const [saved] = await firstCards(page, 1);
    await saved!.card.getByRole("button", { name: `Add ${saved!.title} to favorites` }).click();
    await expect(toast(page, "Saved on this device").last()).toBeVisible();
    await page.getByRole("link", { name: "Favorites", exact: true }).first().click();
    await expect(page).toHaveURL(/\/favorites$/);
    const main = page.getByRole("main");
    await expect(
      main.getByText("These favorites are saved on this device only. Sign in to keep them in your account."),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth?redirectTo=%2Ffavorites");
    const list = main.getByRole("list", { name: "Saved products" });
    await list.getByRole("link", { name: saved!.title }).click();
    await expect(page).toHaveURL(saved!.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(saved!.title);
    // Remove takes it off the device.
    await page.goto("/favorites");
    await pageHydrated(page);
    await page.getByRole("button", { name: `Remove ${saved!.title} from favorites` }).click();
    await expect(page.getByText("No favorites on this device yet.")).toBeVisible();
  });

  test("without JavaScript a visitor is told that favorites on this device need JavaScript or an account", async ({
    page,
  }, testInfo) => {
    test.skip(withJavaScript(testInfo), "the no-JavaScript visitor's page");
    await page.goto("/favorites");
    const main = page.getByRole("main");
    await expect(
      main.getByText(
        "Favorites on this device need JavaScript, which is off in this browser. Sign in to keep your favorites in your account instead.",
      ),
    ).toBeVisible();
    await main.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/auth?redirectTo=%2Ffavorites");
    // A heart pressed without JavaScript asks for sign-in, with the spec's message.
    await page.goto("/products");
    const [card] = await firstCards(page, 1);
    await card!.card.getByRole("button", { name: `Add ${card!.title} to favorites` }).click();
    await expect(page.getByText("You need to be signed in to save favorites")).toBeVisible();
  });

  test("screenshots: favorites signed in and as a visitor, and the product page heart, at 375 and 1280 px, light and dark", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "the layout checks and screenshots run once");
    test.setTimeout(180_000);
    // The visitor first, with one favorite on the device.
    await page.goto("/products");
    await pageHydrated(page);
    const [first, second] = await firstCards(page, 2);
    await first!.card.getByRole("button", { name: `Add ${first!.title} to favorites` }).click();
    await expect(toast(page, "Saved on this device").last()).toBeVisible();
    const shoot = async (name: string) => {
      for (const theme of ["light", "dark"]) {
        await context.addCookies([{ name: "theme", value: theme, url: baseURL! }]);
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.reload();
          await pageHydrated(page);
          await page.waitForLoadState("networkidle");
          // No sideways scroll; when there is, the message names the widest elements.
          const scroll = await page.evaluate(() => ({
            width: document.documentElement.scrollWidth,
            widest: [...document.querySelectorAll("body *")]
              .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
              .slice(0, 4)
              .map(
                (element) =>
                  `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
              ),
          }));
          expect(scroll.width, `${name} at ${width} px ${theme}: ${scroll.widest.join(" | ")}`).toBeLessThanOrEqual(
            width,
          );
          await takeScreenshot(page, "favorites", `${name}-${width}-${theme}`, { fullPage: width === 375 });
        }
      }
    };
    await page.goto("/favorites");
    await expect(
      page.getByRole("list", { name: "Saved products" }).getByRole("link", { name: first!.title }),
    ).toBeVisible();
    await shoot("favorites-visitor");
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`favshots-${testInfo.project.name}`));
    for (const card of [first!, second!]) {
      await page.goto(card.href);
      await pageHydrated(page);
      await page
        .getByRole("main")
        .getByRole("button", { name: `Add ${card.title} to favorites` })
        .click();
      await expect(
        page.getByRole("main").getByRole("button", { name: `Remove ${card.title} from favorites` }),
      ).toBeVisible();
    }
    await shoot("product-page-heart");
    await page.goto("/favorites");
    await expect(page.getByRole("list", { name: "Saved products" }).getByRole("listitem")).toHaveCount(2);
    await shoot("favorites-signed-in");
  });
});
