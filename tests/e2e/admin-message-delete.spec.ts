// Deleting a contact message asks first: with JavaScript in a dialog, without it on the page; either way
// nothing is deleted until "Yes, delete the message".
import { expect, test, toast, withJavaScript } from "./fixtures";
import { signInAsAdmin } from "./signed-in";

test("an admin deletes a message only after confirming it", async ({ page }, testInfo) => {
  const subject = `Delete me ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto("/contact");
  const contact = page.getByRole("main");
  await contact.getByLabel("Your name").fill("Dee Leet");
  await contact.getByLabel("Email address").fill("dee@example.com");
  await contact.getByLabel("Subject").fill(subject);
  await contact.getByLabel("Message", { exact: true }).fill("Please remove this one.");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, your message is on its way" })).toBeVisible();

  await signInAsAdmin(page, "/admin/voice-messages");
  const message = page.getByRole("article", { name: subject });
  const question = "Delete this message and its recording? This cannot be undone.";
  if (withJavaScript(testInfo)) {
    // Cancel leaves the message where it was.
    await message.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this message?" });
    await expect(dialog).toContainText(question);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(message).toBeVisible();
    await message.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Yes, delete the message" }).click();
  } else {
    await message.getByRole("button", { name: "Delete" }).click();
    const asked = page.getByRole("article", { name: subject });
    await expect(asked.getByRole("alert")).toHaveText(question);
    await asked.getByRole("button", { name: "Yes, delete the message" }).click();
  }
  await expect(toast(page, "Message deleted").first()).toBeVisible();
  await expect(page.getByRole("article", { name: subject })).toHaveCount(0);
});
