// Sign-up and its emails through the built Worker in workerd: a second sign-up
// for an unverified email cannot take the account over, and links in emails
// start at SITE_URL, never at the request's Host header.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { emailWithSubject, pathOf, uniqueEmail } from "../support/emails";
import { Shopper } from "../support/http-shopper";

const SITE_URL = "https://shop.boho.test";
const stack = useTestStack({ bindings: { SITE_URL, HTML_CACHE: "off" } });

const VERIFY_SUBJECT = "Confirm your email for Boho Boutique";
const signUp = (email: string, password: string) =>
  new Shopper(stack).post("/auth", { intent: "signup", email, password });
const rows = async (sql: string, ...args: string[]) => (await stack.sql.execute({ sql, args })).rows;
/** Email links point at SITE_URL; the test reaches the same Worker by path. */
const localPath = (link: string) => {
  expect(link.startsWith(`${SITE_URL}/`)).toBe(true);
  return pathOf(link);
};

describe("pre-registration takeover", () => {
  it("a second sign-up for an unverified email replaces the pending password, and the first link stops working", async () => {
    const email = uniqueEmail("victim");
    expect((await signUp(email, "Attacker@2026")).status).toBe(303);
    const attackerLink = await emailWithSubject(stack, email, VERIFY_SUBJECT);

    const owner = new Shopper(stack);
    const ownerSignUp = await owner.post("/auth", { intent: "signup", email, password: "Owner@2026real" });
    expect(ownerSignUp.status).toBe(303);
    expect(await owner.follow(ownerSignUp)).toContain("Please check your email to verify your account.");
    expect(await rows("select id from users where email = ?", email)).toHaveLength(1);

    // The link mailed for the earlier sign-up is dead; the owner's new one verifies.
    const stranger = new Shopper(stack);
    const stale = await stranger.get(localPath(attackerLink.link));
    expect(await stranger.follow(stale)).toContain("This link is invalid or has expired");
    const ownerLink = await emailWithSubject(stack, email, VERIFY_SUBJECT);
    expect(ownerLink.link).not.toBe(attackerLink.link);
    // The attacker's password does not verify the owner's link either.
    expect((await stranger.verifyEmail(localPath(ownerLink.link), "Attacker@2026")).status).toBe(400);
    const verified = await owner.verifyEmail(localPath(ownerLink.link), "Owner@2026real");
    expect(await owner.follow(verified)).toContain("Your email is confirmed");

    expect((await new Shopper(stack).signIn(email, "Attacker@2026")).status).toBe(401);
    expect((await new Shopper(stack).signIn(email, "Owner@2026real")).status).toBe(303);
  });

  it("a verification link followed by a mail scanner or a reader who never signed up activates nothing; guesses stop at five", async () => {
    const email = uniqueEmail("scanned");
    expect((await signUp(email, "Attacker@2026")).status).toBe(303);
    const link = localPath((await emailWithSubject(stack, email, VERIFY_SUBJECT)).link);
    const reader = new Shopper(stack);
    expect(await reader.follow(await reader.get(link))).toContain("Enter the password you chose for");
    for (let guess = 0; guess < 5; guess++)
      expect((await reader.post("/auth/verify", { password: `Guess@${guess}2026` })).status).toBe(400);
    const locked = await reader.post("/auth/verify", { password: "Attacker@2026" });
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain("Too many attempts");
    const [row] = await rows("select email_verified_at from users where email = ?", email);
    expect(row.email_verified_at).toBeNull();
  });

  // Issue 41 §7: the limit was read before it was counted, so 20 wrong passwords sent at once were all checked.
  it("twenty guesses sent at once are counted before they are checked: five are checked, the rest refused", async () => {
    const email = uniqueEmail("burst");
    expect((await signUp(email, "Attacker@2026")).status).toBe(303);
    const link = localPath((await emailWithSubject(stack, email, VERIFY_SUBJECT)).link);
    const reader = new Shopper(stack);
    expect(await reader.follow(await reader.get(link))).toContain("Enter the password you chose for");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) => reader.post("/auth/verify", { password: `Guess@${guess}2026` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await reader.post("/auth/verify", { password: "Attacker@2026" })).status).toBe(429);
    const [row] = await rows("select email_verified_at from users where email = ?", email);
    expect(row.email_verified_at).toBeNull();
  });

  it("a sign-up with a verified email shows the usual success page and mails the owner a notice, changing nothing", async () => {
    const [before] = await rows("select password_hash, session_version from users where email = ?", DEMO_SHOPPER.email);
    const newcomer = new Shopper(stack);
    const taken = await newcomer.post("/auth", {
      intent: "signup",
      email: DEMO_SHOPPER.email,
      password: "Attacker@2026",
    });
    const fresh = await new Shopper(stack).post("/auth", {
      intent: "signup",
      email: uniqueEmail("fresh"),
      password: "Attacker@2026",
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers.get("Location")).toBe(fresh.headers.get("Location"));
    const page = await newcomer.follow(taken);
    expect(page).toContain("Account created!");
    expect(page).not.toMatch(/already (exists|registered|have)/i);

    const notice = await emailWithSubject(stack, DEMO_SHOPPER.email, "You already have a Boho Boutique account");
    expect(notice.link).toBe(`${SITE_URL}/auth`);
    const [text] = await rows(
      "select text_body from email_outbox where to_address = ? order by created_at desc limit 1",
      DEMO_SHOPPER.email,
    );
    expect(String(text.text_body)).toContain("Someone tried to create an account with this email");
    expect(await rows("select password_hash, session_version from users where email = ?", DEMO_SHOPPER.email)).toEqual([
      before,
    ]);
    expect((await new Shopper(stack).signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(303);
  });
});

describe("links in emails", () => {
  it("come from SITE_URL even when the request names another host", async () => {
    // dispatchFetch lets the test send what a forged Host header would give the Worker: another request URL.
    const response = await stack.miniflare.dispatchFetch("http://evil.example/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "reset", email: DEMO_SHOPPER.email }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Host: "evil.example" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    await response.arrayBuffer();
    const mail = await emailWithSubject(stack, DEMO_SHOPPER.email, "Reset your Boho Boutique password");
    expect(new URL(mail.link).origin).toBe(SITE_URL);
    expect(mail.link).not.toContain("evil.example");
  });
});
