// A shopper leaves a message on the contact page and an admin reads it, marks
// it and replies, with JavaScript on and off.
import type { Page } from "@playwright/test";
import { expect, test, takeScreenshot, toast, withJavaScript, axeOn } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a contact message reaches the admin inbox and gets a reply", async ({ page, browser }, testInfo) => {
  const errors = consoleErrors(page);
  const subject = `Sizing question ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto("/contact");
  const form = page.getByRole("main");
  await form.getByLabel("Your name").fill("Maya Shopper");
  await form.getByLabel("Email address").fill("maya@example.com");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message", { exact: true }).fill("Does the sage maxi dress run small?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your message is on its way" })).toBeVisible();

  const adminContext = await browser.newContext({ javaScriptEnabled: withJavaScript(testInfo) });
  const adminPage = await adminContext.newPage();
  const adminErrors = consoleErrors(adminPage);
  await signInAsAdmin(adminPage, "/admin/voice-messages");
  const message = adminPage.getByRole("article", { name: subject });
  await expect(message).toContainText("Does the sage maxi dress run small?");
  await expect(message).toContainText("unread");

  await message.getByRole("button", { name: "Mark as read" }).click();
  await expect(toast(adminPage, "Marked as read").first()).toBeVisible();
  await expect(adminPage.getByRole("article", { name: subject })).toContainText("read");

  const again = adminPage.getByRole("article", { name: subject });
  await again.getByText("Reply by email").click();
  await again.getByLabel("Your reply to maya@example.com").fill("It runs true to size.");
  await again.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(adminPage, "Reply sent").first()).toBeVisible();
  await expect(adminPage.getByRole("article", { name: subject })).toContainText("replied");

  if (withJavaScript(testInfo)) {
    const results = await axeOn(adminPage).analyze();
    expect(results.violations).toEqual([]);
    for (const width of [375, 1280]) {
      await adminPage.setViewportSize({ width, height: 900 });
      await takeScreenshot(adminPage, "admin-messages", `voice-messages-${width}`, { fullPage: true });
    }
  }
  expect(errors).toEqual([]);
  expect(adminErrors).toEqual([]);
  await adminContext.close();
});
