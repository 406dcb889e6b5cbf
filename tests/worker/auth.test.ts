// Sign-in, sign-up, verification, reset and sessions through the built Worker.
import { describe, expect, it } from "vitest";
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { LOCAL_SESSION_SECRET } from "../../scripts/local-stack";
import { useTestStack } from "../support/test-stack-for-file";
import { fieldByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { emailWithSubject, latestEmail, pathOf, uniqueEmail } from "../support/emails";
import { SESSION_COOKIE } from "../support/session-cookie";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });

const STRONG = "Sunflower@2026";

describe("signing in", () => {
  it("signs the shopper in with a fresh HttpOnly, SameSite=Lax session and sends them to /account", async () => {
    const shopper = new Shopper(stack);
    const response = await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account");
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // 127.0.0.1 is local
    const html = await shopper.follow(response);
    expect(html).toContain("My Account");
    expect(html).toContain(DEMO_SHOPPER.email);
    expect(html).toContain("Welcome back!");
    expect(textOf(parseHtml(html))).toContain("You've been signed in successfully.");
    const audit = await stack.sql.execute(
      "select event_type, action, severity from audit_log where action = 'user_signed_in'",
    );
    expect(audit.rows[0]).toMatchObject({ event_type: "admin_action", severity: "low" });
  });

  it("answers a wrong password and an unknown email with the same generic message", async () => {
    const wrong = await new Shopper(stack).signIn(DEMO_ADMIN.email, "Wrong#Pass1");
    const unknown = await new Shopper(stack).signIn("nobody-here@example.com", "Wrong#Pass1");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    for (const html of [await wrong.text(), await unknown.text()]) expect(html).toContain("Invalid email or password");
    const events = await stack.sql.execute(
      "select count(*) as n from security_events where event_type = 'failed_login'",
    );
    expect(Number(events.rows[0].n)).toBeGreaterThanOrEqual(2);
  });

  it("follows a same-site return path and ignores one to another site", async () => {
    const inside = await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password, {
      redirectTo: "/favorites?sort=new",
    });
    expect(inside.headers.get("Location")).toBe("/favorites?sort=new");
    for (const evil of ["https://evil.example/steal", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const response = await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password, { redirectTo: evil });
      expect(response.headers.get("Location")).toBe("/account");
    }
  });

  it("sends anonymous visitors of the sign-in-only pages to /auth with the return path", async () => {
    // /favorites is not here: a visitor's page lists the favorites kept on their device, with an offer to sign in.
    for (const path of ["/account", "/orders", "/order-confirmation/abc"]) {
      const response = await stack.fetch(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("refuses a tampered session cookie", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const [name, value] = shopper.cookie.split("=");
    const decoded = decodeURIComponent(value);
    const [payload, signature] = [
      decoded.slice(0, decoded.lastIndexOf(".")),
      decoded.slice(decoded.lastIndexOf(".") + 1),
    ];
    const forgedPayload = btoa(JSON.stringify({ userId: "someone-else", issuedAt: Date.now() }));
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}x.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      payload,
    ]) {
      const response = await stack.fetch("/account", { headers: { Cookie: `${name}=${encodeURIComponent(forged)}` } });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toContain("/auth");
    }
    expect((await stack.fetch("/account", { headers: { Cookie: shopper.cookie } })).status).toBe(200);
  });

  it("shows signed-in visitors of /auth that they are already signed in", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const html = await (await shopper.get("/auth")).text();
    expect(textOf(parseHtml(html))).toContain("You're already signed in.");
    expect(html).toContain("Go to Home");
  });

  it("signs out only on POST, with the spec's message and an audit entry", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await shopper.get("/sign-out");
    expect((await shopper.get("/account")).status).toBe(200);
    const response = await shopper.post("/sign-out", {});
    expect(response.status).toBe(303);
    expect(textOf(parseHtml(await shopper.follow(response)))).toContain("You've been signed out successfully");
    expect((await shopper.get("/account")).status).toBe(302);
    const audit = await stack.sql.execute("select count(*) as n from audit_log where action = 'user_signed_out'");
    expect(Number(audit.rows[0].n)).toBe(1);
  });
});

describe("sessions and roles", () => {
  it("refreshes an hour-old session on the next page and writes a token_refreshed audit entry", async () => {
    const storage = createCookieSessionStorage({
      cookie: { name: SESSION_COOKIE, secrets: [LOCAL_SESSION_SECRET], httpOnly: true, sameSite: "lax", path: "/" },
    });
    const userId = String(
      (await stack.sql.execute({ sql: "select id from users where email = ?", args: [DEMO_SHOPPER.email] })).rows[0].id,
    );
    const session = await storage.getSession();
    session.set("userId", userId);
    session.set("issuedAt", Date.now() - 2 * 60 * 60_000);
    const cookie = (await storage.commitSession(session)).split(";")[0];
    const response = await stack.fetch("/account", { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((header) => header.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const audit = await stack.sql.execute({
      sql: "select event_type, severity from audit_log where action = 'token_refreshed' and user_id = ?",
      args: [userId],
    });
    expect(audit.rows).toEqual([expect.objectContaining({ event_type: "admin_action", severity: "low" })]);
  });

  it("shows the Admin shortcut to admins only, from user_roles", async () => {
    const admin = new Shopper(stack);
    await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await (await admin.get("/account")).text()).toContain('href="/admin"');
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect(await (await shopper.get("/account")).text()).not.toContain('href="/admin"');
  });
});

describe("signing up", () => {
  it("rejects a weak password with the spec's message and keeps the email", async () => {
    const email = uniqueEmail("weak");
    for (const password of ["password123", "Short#1", "NoSpecial123", "Has space#1A", "alllower#123"]) {
      const response = await new Shopper(stack).post("/auth?mode=signup", { intent: "signup", email, password });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Invalid Password");
      expect(html).toContain(
        "Password must be at least 8 characters with uppercase, lowercase, number, and special character.",
      );
      expect(valueOf(fieldByLabel(parseHtml(html), "Email"))).toBe(email);
    }
    const users = await stack.sql.execute({ sql: "select count(*) as n from users where email = ?", args: [email] });
    expect(Number(users.rows[0].n)).toBe(0);
  });

  it("rejects malformed and overlong emails", async () => {
    for (const email of ["not-an-email", "a b@c.de", `${"x".repeat(250)}@example.com`]) {
      const response = await new Shopper(stack).post("/auth?mode=signup", {
        intent: "signup",
        email,
        password: STRONG,
      });
      expect(response.status).toBe(400);
    }
  });

  it("creates the account, mails a single-use verification link and signs in once verified", async () => {
    const email = uniqueEmail("new");
    const shopper = new Shopper(stack);
    const signup = await shopper.post("/auth?mode=signup", { intent: "signup", email, password: STRONG });
    expect(signup.status).toBe(303);
    const page = await shopper.follow(signup);
    expect(page).toContain("Account created!");
    expect(page).toContain("Please check your email to verify your account.");

    const before = await shopper.signIn(email, STRONG);
    expect(before.status).toBe(403);

    const mail = await latestEmail(stack, email);
    expect(mail?.link).toMatch(/\/auth\/verify\?token=/);
    // Following the link only shows the form: the password chosen at sign-up verifies.
    const opened = await shopper.get(pathOf(mail!.link));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("Location")).toBe("/auth/verify");
    const form = await shopper.follow(opened);
    expect(form).toContain("Confirm your email");
    expect(form).toContain(email);
    expect((await shopper.signIn(email, STRONG)).status).toBe(403);
    const wrong = await shopper.post("/auth/verify", { password: "Someone@else1" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Enter the password you chose when you created the account.");
    const verify = await shopper.verifyEmail(pathOf(mail!.link), STRONG);
    expect(verify.status).toBe(303);
    expect(await shopper.follow(verify)).toContain("Email verified");
    const again = await shopper.get(pathOf(mail!.link));
    expect(await shopper.follow(again)).toContain("Link expired");

    const signin = await shopper.signIn(email, STRONG);
    expect(signin.status).toBe(303);
    expect(signin.headers.get("Location")).toBe("/account");
  });

  it("does not reveal that an email already has an account", async () => {
    const response = await new Shopper(stack).post("/auth?mode=signup", {
      intent: "signup",
      email: DEMO_ADMIN.email,
      password: STRONG,
    });
    expect(response.status).toBe(303);
    expect((await latestEmail(stack, DEMO_ADMIN.email))?.subject).toBe("You already have a Boho Boutique account");
    expect((await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(303);
  });
});

describe("resetting a password", () => {
  it("asks for an email when none is given", async () => {
    const response = await new Shopper(stack).post("/auth?mode=reset", { intent: "reset", email: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Email Required");
    expect(html).toContain("Please enter your email address.");
  });

  it("answers the same for unknown emails and mails nothing", async () => {
    const email = uniqueEmail("ghost");
    const shopper = new Shopper(stack);
    const response = await shopper.post("/auth?mode=reset", { intent: "reset", email });
    expect(response.status).toBe(303);
    const html = await shopper.follow(response);
    expect(html).toContain("Reset Email Sent");
    expect(html).toContain("Check your email for password reset instructions.");
    expect(await latestEmail(stack, email)).toBeNull();
  });

  it("sets a new password through the emailed link once, then signs in with it", async () => {
    const email = uniqueEmail("reset");
    const shopper = new Shopper(stack);
    await shopper.post("/auth?mode=signup", { intent: "signup", email, password: STRONG });
    await shopper.post("/auth?mode=reset", { intent: "reset", email });
    const mail = await emailWithSubject(stack, email, "Reset your Boho Boutique password");
    const link = pathOf(mail!.link);
    // A second request: its link must die once the password is changed through the first.
    await shopper.post("/auth?mode=reset", { intent: "reset", email });
    let secondLink = link;
    for (let wait = 0; wait < 20 && secondLink === link; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // sent in waitUntil, after the answer
      secondLink = pathOf((await latestEmail(stack, email))!.link);
    }
    expect(secondLink).not.toBe(link);

    // The token leaves the URL at once: a cookie scoped to /auth, and a clean URL with no referrer.
    const arrival = await shopper.get(link);
    expect(arrival.status).toBe(303);
    expect(arrival.headers.get("Location")).toBe("/auth/reset");
    expect(arrival.headers.get("Referrer-Policy")).toBe("no-referrer");
    const page = await shopper.get("/auth/reset");
    expect(page.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain("Set a new password");
    expect(html).not.toContain(new URL(mail!.link).searchParams.get("token")!);

    const weak = await shopper.post("/auth/reset", { password: "weakpass" });
    expect(weak.status).toBe(400);
    const saved = await shopper.post("/auth/reset", { password: "Moonstone$77" });
    expect(saved.status).toBe(303);
    expect((await latestEmail(stack, email))?.subject).toBe("Your Boho Boutique password was changed");

    // The spent link, and the other unused one, both show "Link expired".
    for (const used of [link, secondLink]) {
      const again = new Shopper(stack);
      await again.get(used);
      expect(await (await again.get("/auth/reset")).text()).toContain("Link expired");
      expect((await again.post("/auth/reset", { password: "Another$77a" })).status).toBe(400);
    }

    expect((await new Shopper(stack).signIn(email, STRONG)).status).toBe(401);
    expect((await new Shopper(stack).signIn(email, "Moonstone$77")).status).toBe(303);
  });
});

describe("the account page", () => {
  it("saves grid preferences to the profile and rejects nonsense with 400", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const saved = await shopper.post("/account", { viewSize: "small", columnCount: "4" });
    expect(saved.status).toBe(303);
    const rows = await stack.sql.execute({
      sql: "select p.preferences from profiles p join users u on u.id = p.id where u.email = ?",
      args: [DEMO_SHOPPER.email],
    });
    expect(JSON.parse(String(rows.rows[0].preferences))).toEqual({
      productGrid: { viewSize: "small", columnCount: 4 },
    });
    expect((await shopper.post("/account", { viewSize: "huge", columnCount: "9" })).status).toBe(400);
  });

  // Issue 41 §13: the grid cookie lacked Secure over HTTPS. Local http keeps working without it.
  it("sends the grid cookie Secure over HTTPS, and without Secure over local http", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const gridCookie = (response: Response) =>
      response.headers.getSetCookie().find((cookie) => cookie.startsWith("productGridPreferences=")) ?? "";
    const overHttp = await shopper.post("/account", { viewSize: "large", columnCount: "3" });
    expect(overHttp.status).toBe(303);
    expect(gridCookie(overHttp)).not.toBe("");
    expect(gridCookie(overHttp)).not.toMatch(/;\s*Secure/i);
    // Over HTTPS the session cookie is another (`__Host-`), so the shopper signs in there too.
    const overTls = (path: string, fields: Record<string, string>, cookie = "") =>
      stack.miniflare.dispatchFetch(`https://shop.example${path}`, {
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://shop.example",
          "Sec-Fetch-Site": "same-origin",
          Cookie: cookie,
        },
        redirect: "manual",
      });
    const signedIn = await overTls("/auth", {
      intent: "signin",
      email: DEMO_SHOPPER.email,
      password: DEMO_SHOPPER.password,
    });
    expect(signedIn.status).toBe(303);
    const session = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    expect(session).toMatch(/^__Host-/);
    const overHttps = await overTls("/account", { viewSize: "large", columnCount: "3" }, session);
    expect(overHttps.status).toBe(303);
    expect(gridCookie(overHttps as unknown as Response)).toMatch(/;\s*Secure/i);
  });

  it("subscribes signed-in shoppers to the newsletter once", async () => {
    const anonymous = await new Shopper(stack).post("/newsletter", { source: "footer", redirectTo: "/blog" });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toBe("/auth?redirectTo=%2Fblog");
    // With JavaScript the footer's fetcher gets the one form failure shape, its message the toast.
    const anonymousJson = await new Shopper(stack).post("/newsletter", { source: "footer", _reply: "json" });
    expect(anonymousJson.status).toBe(401);
    expect(await anonymousJson.json()).toEqual({
      ok: false,
      intent: null,
      fieldErrors: {},
      formError: null,
      values: {},
      toast: { title: "Please sign in to subscribe to our newsletter and get exclusive offers!", tone: "info" },
      data: null,
    });

    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const first = await shopper.post("/newsletter", { source: "footer", redirectTo: "/account" });
    expect(await shopper.follow(first)).toContain("Newsletter subscription successful! ✨");
    const second = await shopper.post("/newsletter", { source: "footer", redirectTo: "/account" });
    expect(textOf(parseHtml(await shopper.follow(second)))).toContain(
      "You're already subscribed! Check your inbox for our latest updates.",
    );
    const json = await shopper.post("/newsletter", { source: "footer", _reply: "json" });
    expect(await json.json()).toMatchObject({ ok: true, result: "already_subscribed" });
    const rows = await stack.sql.execute({
      sql: "select source from newsletter_subscribers where email = ?",
      args: [DEMO_SHOPPER.email],
    });
    expect(rows.rows).toEqual([expect.objectContaining({ source: "footer" })]);
  });

  it("lists the outbox on the development page", async () => {
    const html = await (await stack.fetch("/dev/outbox")).text();
    expect(html).toContain("Email outbox");
  });
});
