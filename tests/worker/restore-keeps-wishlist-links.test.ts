// Restoring a backup never brings back a wishlist link its owner turned off
// since, nor ends one they turned on since: the links stay as they are now.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { htmlOf } from "../support/html";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

let stack: TestStack;
let admin: Shopper;
let owner: Shopper;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
  admin = new Shopper(stack);
  expect((await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
  owner = new Shopper(stack);
  expect((await owner.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

async function backUpNow(): Promise<string> {
  const response = await admin.post("/admin/backup/manual", {});
  expect(response.status).toBe(303);
  return new URL(response.headers.get("Location")!, stack.url).searchParams.get("run")!;
}

async function restore(runId: string) {
  const restored = await admin.post("/admin/backup", { intent: "restore", runId, confirm: "RESTORE" });
  expect(restored.status).toBe(303);
  expect(await admin.follow(restored)).toContain("Backup restored");
}

async function shareOn(): Promise<string> {
  expect((await owner.post("/favorites", { intent: "wishlist-share-on" })).status).toBe(303);
  const page = await htmlOf(await owner.get("/favorites"));
  return new URL(page.querySelector("[data-wishlist-link]")!.getAttribute("href")!).pathname;
}

const statusOf = async (path: string) => {
  const response = await stack.fetch(path);
  await response.body?.cancel();
  return response.status;
};

describe("restoring a backup and wishlist links", () => {
  it("keeps a link turned off since the backup dead, and a link turned on since alive", async () => {
    const oldLink = await shareOn();
    const runId = await backUpNow();
    expect((await owner.post("/favorites", { intent: "wishlist-share-off" })).status).toBe(303);
    expect(await statusOf(oldLink)).toBe(404);
    await restore(runId);
    expect(await statusOf(oldLink)).toBe(404);

    const newLink = await shareOn();
    await restore(runId);
    expect(await statusOf(newLink)).toBe(200);
    expect(await statusOf(oldLink)).toBe(404);
  });
});
