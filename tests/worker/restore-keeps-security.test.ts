// Restoring a backup brings the shop's data back but never rewinds security:
// a password changed since the backup stays changed, a session ended since
// stays ended, and an emailed link spent since stays spent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { startTestStack, type TestStack } from "../support/worker-stack";
import { emailWithSubject, pathOf } from "../support/emails";
import { Shopper } from "../support/http-shopper";

let stack: TestStack;
let admin: Shopper;
beforeAll(async () => {
  stack = await startTestStack({ productCount: 20 });
  admin = new Shopper(stack);
  expect((await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const NEW_PASSWORD = "Turquoise$2027";

async function backUpNow(): Promise<string> {
  const response = await admin.post("/admin/backup/manual", {});
  expect(response.status).toBe(303);
  return new URL(response.headers.get("Location")!, stack.url).searchParams.get("run")!;
}

async function opensAccount(cookie: string): Promise<boolean> {
  const response = await stack.fetch("/account", { headers: { Cookie: cookie } });
  await response.body?.cancel();
  return response.status === 200;
}

describe("restoring a backup", () => {
  it("keeps passwords, ended sessions and spent links as they are now, and says so before the restore", async () => {
    // Before the backup: a signed-in shopper, and a reset link they have not used yet.
    const before = new Shopper(stack);
    expect((await before.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
    const cookieBeforeBackup = before.cookie;
    await new Shopper(stack).post("/auth?mode=reset", { intent: "reset", email: DEMO_SHOPPER.email });
    const resetLink = pathOf(
      (await emailWithSubject(stack, DEMO_SHOPPER.email, "Reset your Boho Boutique password")).link,
    );
    const runId = await backUpNow();

    // After it: the link is spent on a new password (which ends every older session), and a new session signs out.
    const resetter = new Shopper(stack);
    await resetter.get(resetLink);
    expect((await resetter.post("/auth/reset", { password: NEW_PASSWORD })).status).toBe(303);
    const later = new Shopper(stack);
    expect((await later.signIn(DEMO_SHOPPER.email, NEW_PASSWORD)).status).toBe(303);
    const signedOutCookie = later.cookie;
    expect((await later.post("/sign-out", {})).status).toBe(303);
    expect(await opensAccount(cookieBeforeBackup)).toBe(false);
    expect(await opensAccount(signedOutCookie)).toBe(false);

    const confirmPage = await (await admin.get(`/admin/backup?restore=${runId}`)).text();
    expect(confirmPage).toContain(
      "Security is not rewound: every account keeps the password it has now, anyone signed out stays signed out",
    );
    // The kept tables are not listed among those the restore replaces.
    const restoreSection = /<section aria-labelledby="restore-heading".*?<\/section>/s.exec(confirmPage)?.[0] ?? "";
    const listed = (table: string) => new RegExp(`<li>${table}(<!-- -->)?:`).test(restoreSection);
    expect(listed("users")).toBe(true);
    expect(listed("one_time_tokens")).toBe(false);
    expect(listed("revoked_sessions")).toBe(false);
    const restored = await admin.post("/admin/backup", { intent: "restore", runId, confirm: "RESTORE" });
    expect(restored.status).toBe(303);
    expect(await admin.follow(restored)).toContain("Backup restored");

    expect(await opensAccount(cookieBeforeBackup)).toBe(false);
    expect(await opensAccount(signedOutCookie)).toBe(false);
    expect((await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(401);
    const again = new Shopper(stack);
    await again.get(resetLink);
    expect(await (await again.get("/auth/reset")).text()).toContain("Link expired");
    expect((await again.post("/auth/reset", { password: "Another$2027a" })).status).toBe(400);
    expect((await new Shopper(stack).signIn(DEMO_SHOPPER.email, NEW_PASSWORD)).status).toBe(303);
    // The admin who restored is still signed in: their own session was not rewound either.
    expect((await admin.get("/admin/backup")).status).toBe(200);
  });
});
