// Saving in a Markdown editor while its live preview is still on the way: the
// preview's answer can land in the middle of the navigation to the saved page,
// and Remix then finishes that navigation with the preview's revalidation. The
// saved page must show the saved article, not the editor it came from.
import { expect, test, toast } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the live preview exists only with JavaScript");

test("saving while the live preview is in flight opens the saved article and says so", async ({ page }, testInfo) => {
  const title = `Folding a kimono ${testInfo.project.name} ${testInfo.repeatEachIndex}`;
  await signInAsAdmin(page, "/admin/knowledge-base?edit=new");
  await page.locator('form input[name="_reply"]').first().waitFor({ state: "attached" });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").fill("Care");
  // The navigation's request for the saved page is slow, and the debounced preview (posted 300 ms after typing)
  // answers while it waits: its revalidation, newer than the navigation, is what completes it.
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let savedPageRequests = 0;
  await page.route(/knowledge-base\.data\?article=/, async (route) => {
    if (savedPageRequests++ === 0) await wait(2500);
    await route.continue();
  });
  await page.route(/knowledge-base\.data\?edit=new/, async (route) => {
    if (route.request().method() === "POST" && route.request().postData()?.includes("preview")) await wait(600);
    await route.continue();
  });
  await page.getByLabel("Body (Markdown)").fill("Fold along the **seams**, never across the print.");
  await page.getByRole("button", { name: "Save article" }).click();

  await expect(toast(page, "Article created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/knowledge-base\?article=/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("seams");
});
