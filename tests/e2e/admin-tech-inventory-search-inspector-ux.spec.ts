// admin > UX testing, Search inspector and Tech inventory in a real browser,
// with JavaScript on and off; axe on all three, screenshots at 375 and 1280 px.
import { axeViolations, expect, takeScreenshot, test, toast, withJavaScript } from "./fixtures";
import { signInAsAdmin } from "./signed-in";
import { TINY_PNG } from "../support/test-photos";

test.describe("admin operations pages", () => {
  test("an admin logs a usability session: a refused one keeps what was typed, then it is added with a screenshot", async ({
    page,
  }, testInfo) => {
    const task = `Find a linen shirt (${testInfo.project.name})`;
    await signInAsAdmin(page, "/admin/ux-testing");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add session" }) });
    await form.getByLabel("Participant").fill("P9");
    await form.getByLabel("Time taken (seconds or m:ss)").fill("soon");
    await form.getByRole("button", { name: "Add session" }).click();
    // Under the fields (with JavaScript the toast repeats the first message).
    const again = page.locator("form").filter({ has: page.getByRole("button", { name: "Add session" }) });
    await expect(again.getByText("Name the task the participant tried.")).toBeVisible();
    await expect(
      again.getByText("Enter the time taken as seconds (150) or minutes:seconds (2:30), at most 2 hours."),
    ).toBeVisible();
    await expect(again.getByLabel("Participant")).toHaveValue("P9");
    await expect(again.getByLabel("Time taken (seconds or m:ss)")).toHaveValue("soon");
    await expect(again.getByLabel("Task")).toHaveAttribute("aria-invalid", "true");

    await again.getByLabel("Task").fill(task);
    await again.getByLabel("Device").selectOption("tablet");
    await again.getByLabel("Partial").check();
    await again.getByLabel("Time taken (seconds or m:ss)").fill("1:45");
    await again.getByLabel(/Screenshot/).setInputFiles({ name: "step.png", mimeType: "image/png", buffer: TINY_PNG });
    await again.getByLabel("Notes").fill("Missed the size filter");
    await again.getByRole("button", { name: "Add session" }).click();
    await expect(toast(page, "Session added").first()).toBeVisible();
    const row = page.getByTestId("ux-session").filter({ hasText: task });
    await expect(row).toContainText("Tablet");
    await expect(row).toContainText("Partial");
    await expect(row).toContainText("1:45");
    await expect(page.getByTestId("task-rate").filter({ hasText: task })).toContainText("0%");
    // The form is empty again for the next session.
    await expect(
      page
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "Add session" }) })
        .getByLabel("Task"),
    ).toHaveValue("");
    const screenshot = await page.request.get((await row.getByRole("link", { name: /View/ }).getAttribute("href"))!);
    expect(screenshot.headers()["content-type"]).toBe("image/png");
  });

  test("the search inspector opens on rompers and answers a typed query through the URL", async ({ page }) => {
    await signInAsAdmin(page, "/admin/test-rompers");
    await expect(page.getByTestId("normalized-query")).toHaveText("“rompers”");
    const first = page.getByTestId("matched-product").first();
    await expect(first).toContainText("rompers");
    await expect(page.getByRole("table", { name: /How long each stage took/ })).toContainText("Search and explain");

    await page.getByLabel("Search query").fill("maxi dres");
    await page.getByRole("button", { name: "Inspect" }).click();
    await expect(page).toHaveURL(/\/admin\/test-rompers\?q=maxi\+dres$/);
    await expect(page.getByTestId("normalized-query")).toHaveText("“maxi dres”");
    await expect(page.getByTestId("matched-product").first()).toContainText(/typo|exact/);
  });

  test("the search inspector blocks a word from suggestions and unblocks it, as plain forms", async ({ page }) => {
    // A word of this test's own: blocking it changes what no other test suggests, and it is unblocked again.
    const word = `zzblock${Date.now().toString(36)}`;
    await signInAsAdmin(page, "/admin/test-rompers");
    const section = page
      .getByRole("region", { name: "Suggested searches" })
      .or(page.locator("section[aria-labelledby=suggestions-heading]"));
    await section.getByLabel("Block a word or words").fill(`<${word}>`);
    await section.getByRole("button", { name: "Block", exact: true }).click();
    // Refused, with what was typed kept and the message under the field.
    await expect(section.getByText("Use letters, digits, spaces, hyphens and apostrophes only.")).toBeVisible();
    await expect(section.getByLabel("Block a word or words")).toHaveValue(`<${word}>`);
    await section.getByLabel("Block a word or words").fill(word);
    await section.getByRole("button", { name: "Block", exact: true }).click();
    await expect(toast(page, "Term blocked")).toBeVisible();
    const blocked = section
      .getByRole("list", { name: "Blocked words" })
      .getByTestId("blocked-term")
      .filter({ hasText: word });
    await expect(blocked).toHaveCount(1);
    await blocked.getByRole("button", { name: `Unblock ${word}` }).click();
    await expect(toast(page, "Term unblocked")).toBeVisible();
    await expect(section.getByTestId("blocked-term").filter({ hasText: word })).toHaveCount(0);
  });

  test("tech inventory rebuilds the catalogue snapshot on request", async ({ page }) => {
    test.setTimeout(60_000);
    await signInAsAdmin(page, "/admin/tech-inventory");
    await expect(page.getByRole("table", { name: "Live probes with state and time taken" })).toContainText(
      "Storefront API",
    );
    await page.getByRole("button", { name: "Rebuild catalogue snapshot now" }).click();
    await expect(toast(page, "Catalogue snapshot rebuilt").first()).toBeVisible({ timeout: 30_000 });
  });

  test("have no axe violations, at 375 and 1280 px", async ({ page }, testInfo) => {
    test.skip(!withJavaScript(testInfo), "axe runs as a script in the page");
    test.setTimeout(120_000);
    await signInAsAdmin(page, "/admin/ux-testing");
    for (const path of ["/admin/ux-testing", "/admin/test-rompers", "/admin/tech-inventory"]) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
        await takeScreenshot(page, "admin-ops-pages", `${path.split("/").pop()}-${width}`, { fullPage: true });
      }
    }
  });
});
