// Admin session control: idle timeout, warning page, heartbeat, absolute
// lifetime and remote sign-out. Time moves by re-signing the session cookie.
import { describe, expect, it } from "vitest";
import { parseHtml, textOf } from "../support/html";
import { useTestStack } from "../support/test-stack-for-file";
import { readSessionCookie } from "../support/session-cookie";
import { emailWithSubject, pathOf, uniqueEmail } from "../support/emails";
import { Shopper, ageSession, sessionSetBy, signedInAdmin } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });

const MINUTE = 60_000;

async function auditActions(since: string) {
  const rows = await stack.sql.execute({
    sql: "select action, details, severity from audit_log where created_at >= ? order by created_at",
    args: [since],
  });
  return rows.rows.map((row) => ({
    action: String(row.action),
    details: JSON.parse(String(row.details)),
    severity: String(row.severity),
  }));
}

describe("the idle timeout", () => {
  it("ends the session on the server after 30 idle minutes and sends the admin to sign in again", async () => {
    const admin = await signedInAdmin(stack);
    const since = new Date().toISOString();
    await ageSession(admin, { idleMs: 30 * MINUTE + 1000 });
    const response = await admin.get("/admin/users?q=boho");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/admin/users?q=boho")}`);
    expect((await readSessionCookie(admin.cookie)).userId).toBeUndefined();
    const page = await admin.follow(response);
    expect(page).toContain("Session expired");
    expect(await auditActions(since)).toContainEqual({
      action: "user_signed_out",
      details: expect.objectContaining({ reason: "idle_timeout" }),
      severity: "low",
    });
    // Signed out for good: the old session is gone.
    expect((await admin.get("/admin")).headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin");
  });

  it("counts an admin page as activity, and offers the no-script warning 25 minutes later", async () => {
    const admin = await signedInAdmin(stack);
    await ageSession(admin, { idleMs: 29 * MINUTE });
    const response = await admin.get("/admin/users");
    expect(response.status).toBe(200);
    const refreshed = await sessionSetBy(response);
    expect(Date.now() - Number(refreshed?.lastActivity)).toBeLessThan(MINUTE);
    const html = await response.text();
    expect(html).toMatch(
      /<noscript><meta http-equiv="refresh" content="(149\d|1500); url=\/admin\/session\?redirectTo=%2Fadmin%2Fusers"/,
    );
  });

  it("shows the warning page without counting it as activity, and Stay Logged In refreshes the session", async () => {
    const admin = await signedInAdmin(stack);
    await ageSession(admin, { idleMs: 26 * MINUTE });
    const before = (await readSessionCookie(admin.cookie)).lastActivity;
    const warning = await admin.get("/admin/session?redirectTo=%2Fadmin%2Forders");
    expect(warning.status).toBe(200);
    const html = await warning.text();
    expect(html).toContain("You will be signed out in 4 minutes because of inactivity.");
    expect(html).toContain("Stay Logged In");
    expect((await readSessionCookie(admin.cookie)).lastActivity).toBe(before);

    const since = new Date().toISOString();
    const stay = await admin.post("/admin/session?redirectTo=%2Fadmin%2Forders", { intent: "stay" });
    expect(stay.status).toBe(303);
    expect(stay.headers.get("Location")).toBe("/admin/orders");
    expect(Date.now() - Number((await readSessionCookie(admin.cookie)).lastActivity)).toBeLessThan(MINUTE);
    expect(await auditActions(since)).toContainEqual({
      action: "token_refreshed",
      details: expect.objectContaining({ reason: "stay_logged_in" }),
      severity: "low",
    });
  });

  it("signs out from the warning page with the spec's message", async () => {
    const admin = await signedInAdmin(stack);
    await ageSession(admin, { idleMs: 27 * MINUTE });
    const response = await admin.post("/admin/session?redirectTo=%2Fadmin", { intent: "signout" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/auth");
    expect(textOf(parseHtml(await admin.follow(response)))).toContain("You've been signed out successfully");
    expect((await admin.get("/admin")).status).toBe(302);
  });

  it("expires when the page's countdown reaches zero, back to the page it was on", async () => {
    const admin = await signedInAdmin(stack);
    const response = await admin.post("/admin/session?redirectTo=%2Fadmin%2Fsecurity", { intent: "expire" });
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin%2Fsecurity");
    expect((await admin.get("/admin")).status).toBe(302);
  });

  it("moves the last activity to what the heartbeat reports, never past now", async () => {
    const admin = await signedInAdmin(stack);
    await ageSession(admin, { idleMs: 20 * MINUTE });
    const response = await admin.post("/admin/session/activity", { intent: "heartbeat", idleMs: String(2 * MINUTE) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { remainingMs: number };
    expect(body.remainingMs).toBeGreaterThan(27 * MINUTE);
    expect(body.remainingMs).toBeLessThanOrEqual(28 * MINUTE);
    const idle = Date.now() - Number((await readSessionCookie(admin.cookie)).lastActivity);
    expect(idle).toBeGreaterThanOrEqual(2 * MINUTE);
    expect(idle).toBeLessThan(3 * MINUTE);
    expect((await admin.post("/admin/session/activity", { intent: "heartbeat", idleMs: "soon" })).status).toBe(400);
  });

  it("logs broken session metrics as a medium suspicious_activity event", async () => {
    const admin = await signedInAdmin(stack);
    const response = await admin.post("/admin/session/activity", {
      intent: "metrics-invalid",
      stored: '{"loginTime":"yesterday"}',
    });
    expect(response.status).toBe(200);
    const rows = await stack.sql.execute(
      "select severity, details from security_events where event_type = 'suspicious_activity'",
    );
    expect(
      rows.rows.some(
        (row) => row.severity === "medium" && String(row.details).includes("invalid_admin_session_metrics"),
      ),
    ).toBe(true);
  });

  it("ends an admin session 12 hours after sign-in however active", async () => {
    const admin = await signedInAdmin(stack);
    await ageSession(admin, { idleMs: 0, signedInAgoMs: 12 * 60 * MINUTE + 1000 });
    const response = await admin.get("/admin");
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin");
  });
});

describe("ending sessions remotely", () => {
  async function verifiedShopper(): Promise<{ email: string; password: string }> {
    const email = uniqueEmail("everywhere");
    const password = "Sunflower@2026";
    const shopper = new Shopper(stack);
    await shopper.post("/auth?mode=signup", { intent: "signup", email, password });
    await stack.sql.execute({
      sql: "update users set email_verified_at = ? where email = ?",
      args: [new Date().toISOString(), email],
    });
    return { email, password };
  }

  it("signs a user out on every device from /account", async () => {
    const { email, password } = await verifiedShopper();
    const phone = new Shopper(stack);
    const laptop = new Shopper(stack);
    await phone.signIn(email, password);
    await laptop.signIn(email, password);
    expect((await laptop.get("/account")).status).toBe(200);
    const response = await phone.post("/account", { intent: "sign-out-everywhere" });
    expect(response.headers.get("Location")).toBe("/auth");
    expect((await laptop.get("/account")).status).toBe(302);
    expect((await phone.get("/account")).status).toBe(302);
    // A new sign-in works again.
    expect((await new Shopper(stack).signIn(email, password)).status).toBe(303);
  });

  it("ends every session when the password is reset", async () => {
    const { email, password } = await verifiedShopper();
    const laptop = new Shopper(stack);
    await laptop.signIn(email, password);
    await new Shopper(stack).post("/auth?mode=reset", { intent: "reset", email });
    // The reset email leaves after the answer (waitUntil): wait for it rather than take the verification email.
    const mail = await emailWithSubject(stack, email, "Reset your Boho Boutique password");
    // The link trades its token for a cookie scoped to /auth, then the new password is posted there.
    const resetter = new Shopper(stack);
    expect((await resetter.get(pathOf(mail!.link))).status).toBe(303);
    expect((await resetter.post("/auth/reset", { password: "Moonstone$77" })).status).toBe(303);
    expect((await laptop.get("/account")).status).toBe(302);
  });
});
