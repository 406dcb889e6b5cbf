// "Email me when it's back" on a sold-out size, in a real browser with JavaScript on and off: a guest gives an
// email and turns the alert on from the confirmation email; a signed-in shopper asks with one click; quick view
// offers the same form; the owner sees the demand.
import type { Page } from "@playwright/test";
import {
  expect,
  pageHydrated,
  SCREENSHOTS_SKIP_REASON,
  screenshotsWanted,
  takeScreenshot,
  test,
  toast,
  withJavaScript,
  axeOn,
} from "./fixtures";
import { optionValue, sizeAndColorProduct as product, soldOutVariant } from "./product-options-catalog";
import { signInAsNewShopper, signInAsAdmin } from "./signed-in";
import { uniqueEmail } from "../support/emails";
import { followEmailedLink } from "./auth-page";
import { chooseOption, ListingPage } from "./listing-page";

const soldOut = soldOutVariant(product);
const soldOutPath = `/products/${product.handle}?${new URLSearchParams({
  Size: optionValue(soldOut, "Size"),
  Color: optionValue(soldOut, "Color"),
})}`;

async function openSoldOut(page: Page) {
  await page.goto(soldOutPath);
  await pageHydrated(page);
  await expect(page.getByRole("button", { name: "Out of Stock" }).first()).toBeDisabled();
  return page.getByTestId("back-in-stock");
}

test("a guest's alert starts only once the emailed link is followed; a bad email is said and kept", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(`restock-guest-${testInfo.project.name}`);
  let form = await openSoldOut(page);
  await expect(form.getByRole("heading", { name: "Want it when it's back?" })).toBeVisible();

  await form.getByLabel("Email", { exact: true }).fill("sunflower@");
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  // Without JavaScript the answer is the alert's own page, with the product named and the form again.
  if (!withJavaScript(testInfo)) {
    await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
    form = page.getByTestId("back-in-stock");
  }
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue("sunflower@");
  await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // axe runs as a script in the page: only where the page runs scripts.
  if (withJavaScript(testInfo))
    expect((await axeOn(page).include("[data-testid=back-in-stock]").analyze()).violations).toEqual([]);

  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(toast(page, "Check your email to confirm your alert")).toBeVisible();
  if (withJavaScript(testInfo))
    await expect(form.getByRole("status")).toContainText("Check your email to confirm your alert");
  else await expect(page).toHaveURL(/\/products\//);

  await followEmailedLink(page, email, /Confirm your back-in-stock alert/);
  await expect(page.getByRole("heading", { name: "Confirm your alert" })).toBeVisible();
  await expect(page.getByText(product.title).first()).toBeVisible();
  await page.getByRole("button", { name: "Turn on the alert" }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.handle}$`));
  await expect(toast(page, "Your alert is on")).toBeVisible();

  // Asking again as a guest reads the same answer as a new address (no one learns an address has an alert);
  // the mailbox itself is told the alert is already on.
  form = await openSoldOut(page);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(toast(page, "Check your email to confirm your alert")).toBeVisible();
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(
    page.getByRole("article", { name: `Your back-in-stock alert is already on: ${product.title}` }),
  ).toBeVisible();
});

test("a signed-in shopper asks with one click, and asking again says it is on", async ({ page, baseURL }, testInfo) => {
  await signInAsNewShopper(page, baseURL!, uniqueEmail(`restock-shopper-${testInfo.project.name}`));
  const form = await openSoldOut(page);
  await expect(form.getByLabel("Email", { exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(toast(page, "Alert on: we'll email you when it's back")).toBeVisible();

  const again = await openSoldOut(page);
  await again.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(toast(page, "Your alert is already on")).toBeVisible();
});

test("quick view offers the alert on a sold-out combination", async ({ page }, testInfo) => {
  test.skip(!withJavaScript(testInfo), "Without JavaScript quick view is a link to the product page, tested above");
  const email = uniqueEmail(`restock-quick-${testInfo.project.name}`);
  const dialog = await new ListingPage(page, testInfo).openQuickView(product.title);
  for (const name of ["Size", "Color"])
    await chooseOption(dialog.getByRole("group", { name: new RegExp(`^${name}`) }), optionValue(soldOut, name));
  const form = dialog.getByTestId("back-in-stock");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(form.getByRole("status")).toContainText("Check your email to confirm your alert");
});

test("the owner sees the sold-out size among the most wanted", async ({ page }, testInfo) => {
  const email = uniqueEmail(`restock-demand-${testInfo.project.name}`);
  const form = await openSoldOut(page);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByRole("button", { name: "Email me when it's back" }).click();
  await expect(toast(page, "Check your email to confirm your alert")).toBeVisible();

  await signInAsAdmin(page, "/admin/restock-demand");
  await expect(page.getByRole("heading", { level: 1, name: "Restock demand" })).toBeVisible();
  const row = page
    .getByTestId("restock-demand-row")
    .filter({ hasText: `Size ${optionValue(soldOut, "Size")} · Color ${optionValue(soldOut, "Color")}` })
    .filter({ hasText: product.title });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: product.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.title })).toBeVisible();
});

test("screenshots of the alert form and the demand page", async ({ page, baseURL }, testInfo) => {
  test.skip(!screenshotsWanted() || !withJavaScript(testInfo), SCREENSHOTS_SKIP_REASON);
  // Eight pictures, four shoppers and the admin: more than the default budget.
  test.setTimeout(120_000);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const form = await openSoldOut(page);
      await form.scrollIntoViewIfNeeded();
      await takeScreenshot(page, "back-in-stock", `alert-form-guest-${width}-${scheme}`);
      await form.getByLabel("Email", { exact: true }).fill("sunflower@");
      await form.getByRole("button", { name: "Email me when it's back" }).click();
      await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
      await takeScreenshot(form, "back-in-stock", `alert-form-error-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await signInAsNewShopper(page, baseURL!, uniqueEmail(`restock-shot-${testInfo.project.name}`));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const form = await openSoldOut(page);
    await form.scrollIntoViewIfNeeded();
    await takeScreenshot(page, "back-in-stock", `alert-form-signed-in-${width}`);
  }
  // Demand to show: three shoppers, the first sold-out size wanted by all three, the next by two, the last by one.
  const soldOutVariants = product.variants.filter((variant) => !variant.availableForSale).slice(0, 3);
  for (let shopper = 0; shopper < 3; shopper++) {
    await signInAsNewShopper(page, baseURL!, uniqueEmail(`restock-demand-${shopper}-${testInfo.project.name}`));
    for (const variant of soldOutVariants.slice(0, 3 - shopper)) {
      await page.goto(
        `/products/${product.handle}?Size=${optionValue(variant, "Size")}&Color=${optionValue(variant, "Color")}`,
      );
      await pageHydrated(page);
      await page.getByTestId("back-in-stock").getByRole("button", { name: "Email me when it's back" }).click();
      await expect(page.getByTestId("back-in-stock").getByRole("status")).toBeVisible();
    }
  }
  await signInAsAdmin(page, "/admin/restock-demand");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/restock-demand");
    await takeScreenshot(page, "back-in-stock", `demand-${width}`, { fullPage: true });
  }
});
