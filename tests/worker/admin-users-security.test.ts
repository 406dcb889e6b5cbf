// The users and security log admin pages through the built Worker.
import { describe, expect, it } from "vitest";
import { htmlOf, textOf } from "../support/html";
import { DEMO_ADMIN } from "../../db/seed-data";
import { useTestStack, useSignedInAdmin } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";
import { uniqueEmail } from "../support/emails";

const stack = useTestStack({ productCount: 20 });
const admin = useSignedInAdmin(stack);

const PASSWORD = "Sunflower@2026";

async function verifiedAccount(label: string) {
  const email = uniqueEmail(label);
  await new Shopper(stack).post("/auth?mode=signup", { intent: "signup", email, password: PASSWORD });
  await stack.sql.execute({
    sql: "update users set email_verified_at = ? where email = ?",
    args: [new Date().toISOString(), email],
  });
  const row = await stack.sql.execute({ sql: "select id from users where email = ?", args: [email] });
  return { email, id: String(row.rows[0].id) };
}

async function userId(email: string) {
  return String((await stack.sql.execute({ sql: "select id from users where email = ?", args: [email] })).rows[0].id);
}

describe("users admin", () => {
  it("lists accounts with role and verification, searchable and paginated through the URL", async () => {
    const { email } = await verifiedAccount("listed");
    const page = await (await admin.get(`/admin/users?q=${encodeURIComponent(email)}`)).text();
    expect(page).toContain(email);
    expect(page.match(/data-testid="user-row"/g)).toHaveLength(1);
    expect(page).toContain("Verified");
    const admins = await (await admin.get("/admin/users?role=admin")).text();
    expect(admins).toContain(DEMO_ADMIN.email);
    expect(admins).not.toContain(email);
    expect((await admin.get("/admin/users?page=abc&role=nonsense")).status).toBe(200);
  });

  it("grants and revokes the admin role, audited, and never removes the last admin", async () => {
    const { email, id } = await verifiedAccount("promoted");
    const granted = await admin.post("/admin/users", { intent: "grant-admin", id });
    expect(await admin.follow(granted)).toContain(`${email} is now an admin`);
    const other = new Shopper(stack);
    await other.signIn(email, PASSWORD);
    expect((await other.get("/admin")).status).toBe(200);
    await admin.post("/admin/users", { intent: "revoke-admin", id });
    expect((await other.get("/admin")).headers.get("Location")).toBe("/");
    const audit = await stack.sql.execute(
      "select action, details from audit_log where action in ('admin_role_granted', 'admin_role_revoked') order by created_at",
    );
    expect(audit.rows.map((row) => row.action)).toEqual(["admin_role_granted", "admin_role_revoked"]);
    expect(JSON.parse(String(audit.rows[1].details))).toMatchObject({
      before: { isAdmin: true },
      after: { isAdmin: false },
    });

    const last = await admin.post("/admin/users", { intent: "revoke-admin", id: await userId(DEMO_ADMIN.email) });
    expect(last.status).toBe(409);
    expect(textOf(await htmlOf(last))).toContain("You can't remove the last admin.");
    expect((await admin.get("/admin")).status).toBe(200);
  });

  it("disables an account (its sessions end, sign-in refused) and enables it again", async () => {
    const { email, id } = await verifiedAccount("disabled");
    const victim = new Shopper(stack);
    await victim.signIn(email, PASSWORD);
    expect((await victim.get("/account")).status).toBe(200);
    await admin.post("/admin/users", { intent: "disable", id });
    expect((await victim.get("/account")).status).toBe(302);
    expect((await new Shopper(stack).signIn(email, PASSWORD)).status).toBe(401);
    await admin.post("/admin/users", { intent: "enable", id });
    expect((await new Shopper(stack).signIn(email, PASSWORD)).status).toBe(303);
    expect((await admin.post("/admin/users", { intent: "disable", id: await userId(DEMO_ADMIN.email) })).status).toBe(
      409,
    );
    expect((await admin.post("/admin/users", { intent: "disable", id: "no-such-user" })).status).toBe(404);
    expect((await admin.post("/admin/users", { intent: "explode", id })).status).toBe(400);
  });

  it("signs a user out everywhere", async () => {
    const { email, id } = await verifiedAccount("everywhere");
    const phone = new Shopper(stack);
    await phone.signIn(email, PASSWORD);
    const response = await admin.post("/admin/users", { intent: "sign-out-everywhere", id });
    expect(await admin.follow(response)).toContain(`${email} is signed out everywhere`);
    expect((await phone.get("/account")).status).toBe(302);
    const audit = await stack.sql.execute("select severity from audit_log where action = 'sessions_revoked'");
    expect(audit.rows.at(-1)?.severity).toBe("medium");
  });
});

describe("security log", () => {
  it("filters security events by type, severity, user, text and date, and marks severity in words", async () => {
    await new Shopper(stack).signIn(DEMO_ADMIN.email, "Wrong#Pass1");
    const events = await (await admin.get("/admin/security?type=failed_login&severity=low&q=admin%40boho")).text();
    expect(events).toContain("failed_login");
    expect(events).toMatch(/<span[^>]*>○<\/span>low/);
    const today = new Date().toISOString().slice(0, 10);
    expect(await (await admin.get(`/admin/security?type=failed_login&from=${today}&to=${today}`)).text()).toContain(
      "failed_login",
    );
    const none = await (await admin.get("/admin/security?type=failed_login&from=2000-01-01&to=2000-01-02")).text();
    expect(none).toContain("Nothing matches these filters.");
    expect((await admin.get("/admin/security?from=garbage&severity=bogus&page=-3")).status).toBe(200);
  });

  it("shows the audit log filtered by user, and exports the same rows as CSV", async () => {
    const audit = await (
      await admin.get(`/admin/security?log=audit&type=user_signed_in&user=${encodeURIComponent(DEMO_ADMIN.email)}`)
    ).text();
    expect(audit).toContain("user_signed_in");
    const csv = await admin.get(
      `/admin/security/export?log=audit&type=user_signed_in&user=${encodeURIComponent(DEMO_ADMIN.email)}`,
    );
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toContain("audit-log.csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("time,action,severity,user,ip_address,details");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(",user_signed_in,low," + DEMO_ADMIN.email))).toBe(true);
    expect((await new Shopper(stack).get("/admin/security/export")).status).toBe(302);
  });
});

describe("rate limits", () => {
  it("lists the live counters and resets one key, audited", async () => {
    const email = uniqueEmail("limited");
    for (let attempt = 0; attempt < 2; attempt += 1) await new Shopper(stack).signIn(email, "Wrong#Pass1");
    const key = `auth:signin:${email}`;
    const page = await (await admin.get(`/admin/rate-limits?q=${encodeURIComponent(email)}`)).text();
    expect(page).toContain(key);
    expect(page).toContain("2 attempts");
    expect(page).toContain("per 15 minutes");
    // Every counter the shop keeps is listed with its own limit and window.
    for (const kind of [
      "Sign-ins per network",
      "Email verification passwords per account",
      "Order lookups per order number",
      "Visitor-session writes per session",
    ])
      expect(page).toContain(kind);
    expect(page.replace(/<!-- -->/g, "")).toMatch(
      /Visitor-session writes per session: <strong>30<\/strong> per minute/,
    );
    expect(page).toContain("Sign-in, sign-up and reset per email · 2 attempts");
    const reset = await admin.post("/admin/rate-limits", { intent: "reset", key });
    expect(await admin.follow(reset)).toContain(`Counter ${key} reset`);
    expect(
      (await stack.sql.execute({ sql: "select count(*) as n from rate_limits where key = ?", args: [key] })).rows[0].n,
    ).toBe(0);
    const audit = await stack.sql.execute("select details from audit_log where action = 'rate_limit_reset'");
    expect(JSON.parse(String(audit.rows[0].details))).toMatchObject({
      counter: key,
      before: { counter: key, attempts: 2 },
    });
    expect((await admin.post("/admin/rate-limits", { intent: "reset", key })).status).toBe(404);
    expect((await admin.post("/admin/rate-limits", { intent: "reset" })).status).toBe(400);
  });
});

describe("orders admin", () => {
  it("searches orders by number and email, filters by status, shows one order's lines and exports CSV", async () => {
    const insert = async (id: string, number: string, email: string, status: string, total: string) => {
      await stack.sql.execute({
        sql: "insert into orders (id, shopify_order_id, order_number, email, currency, total_price, financial_status) values (?, ?, ?, ?, 'USD', ?, ?)",
        args: [id, `gid-${id}`, number, email, total, status],
      });
      await stack.sql.execute({
        sql: "insert into order_lines (id, order_id, title, quantity, price) values (?, ?, 'Sage Linen Dress', 2, '59.00')",
        args: [`line-${id}`, id],
      });
    };
    await insert("o-1", "#1001", "rose@example.com", "paid", "118.00");
    await insert("o-2", "#1002", "=cmd@example.com", "pending", "40.00");
    const byNumber = await (await admin.get("/admin/orders?q=1001")).text();
    expect(byNumber.match(/data-testid="order-row"/g)).toHaveLength(1);
    expect(byNumber).toContain("rose@example.com");
    const byStatus = await (await admin.get("/admin/orders?status=pending")).text();
    expect(byStatus).toContain("=cmd@example.com");
    expect(byStatus).not.toContain("rose@example.com");
    const detail = await (await admin.get("/admin/orders?order=o-1")).text();
    expect(detail).toContain("Sage Linen Dress");
    expect(detail).toContain("$118.00");
    expect((await admin.get("/admin/orders?order=missing")).status).toBe(404);
    const csv = await (await admin.get("/admin/orders/export?status=pending")).text();
    expect(csv.split("\r\n")[1]).toMatch(/^#1002,'=cmd@example\.com,USD,,40\.00,pending,/);
    expect(csv).toContain("'=cmd@example.com");
    expect(csv).not.toContain("rose@example.com");
  });
});
