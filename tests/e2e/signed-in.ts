// Signed-in browser tests start here: a verified shopper written straight into
// the e2e database, or the seeded admin, with a session cookie signed the way the
// Worker signs it, so each test skips the sign-in screens (tests/e2e/auth.spec.ts
// signs up, and admin.spec.ts signs in, through the page once). The session's
// clock can be moved back too (the tests hold the local signing secret).
import { createClient } from "@libsql/client";
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_ADMIN } from "../../db/seed-data";
import { hashPassword } from "../../app/lib/auth/password.server";
import { SESSION_COOKIE, sessionCookieValue, signSessionCookie } from "../support/session-cookie";
import { currentE2EStack } from "./e2e-stack";
import { expect, pageHydrated } from "./fixtures";
import { STRONG_PASSWORD } from "./auth-page";

/**
 * The e2e database, opened beside the running Worker's libSQL server: a write waits up to 5 s for the server's
 * own (without it a test's insert failed with SQLITE_BUSY under CI load).
 */
export async function openE2EDatabase() {
  const db = createClient({ url: `file:${currentE2EStack().databaseFile}` });
  await db.execute("PRAGMA busy_timeout = 5000");
  return db;
}

/** Creates a verified shopper with an empty profile, signs the page's browser in as them and opens /account. */
export async function signInAsNewShopper(
  page: Page,
  baseURL: string,
  email: string,
  password = STRONG_PASSWORD,
): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const db = await openE2EDatabase();
  try {
    await db.batch(
      [
        {
          sql: "insert into users (id, email, password_hash, email_verified_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)",
          args: [id, email.toLowerCase(), await hashPassword(password), now, now, now],
        },
        { sql: "insert into profiles (id, preferences, updated_at) values (?, '{}', ?)", args: [id, now] },
      ],
      "write",
    );
  } finally {
    db.close();
  }
  const value = sessionCookieValue(await signSessionCookie({ userId: id, issuedAt: Date.now() }));
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value,
      domain: new URL(baseURL).hostname,
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: false,
    },
  ]);
  await page.goto("/account");
  await pageHydrated(page);
  return { id, email };
}

/**
 * Signs in through the sign-in page, as a person does, from a bookmarked admin path. Used once
 * (admin.spec.ts): the rest start from `signInAsAdmin`'s cookie, or the suite's many sign-ins from
 * one address would meet the sign-in rate limit they exist to test.
 */
export async function signInAsAdminThroughThePage(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await page.getByLabel("Email", { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await pageHydrated(page);
}

/** The seeded admin's session cookie, signed the way the Worker signs it, then the admin page at `path`. */
export async function signInAsAdmin(page: Page, path = "/admin") {
  const db = await openE2EDatabase();
  let user: { id: string; sessionVersion: number };
  try {
    const row = (
      await db.execute({ sql: "select id, session_version from users where email = ?", args: [DEMO_ADMIN.email] })
    ).rows[0];
    user = { id: String(row.id), sessionVersion: Number(row.session_version ?? 0) };
  } finally {
    db.close();
  }
  const now = Date.now();
  const value = sessionCookieValue(
    await signSessionCookie({
      userId: user.id,
      email: DEMO_ADMIN.email,
      issuedAt: now,
      signedInAt: now,
      lastActivity: now,
      sessionVersion: user.sessionVersion,
    }),
  );
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value,
      url: new URL(page.url() === "about:blank" ? currentE2EStack().url : page.url()).origin,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await pageHydrated(page);
}

/** Rewrites the browser's session cookie as if the admin had been idle this long. */
export async function idleFor(context: BrowserContext, idleMs: number) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error("not signed in");
  const pair = await signSessionCookie({ lastActivity: Date.now() - idleMs }, `${cookie.name}=${cookie.value}`);
  const value = sessionCookieValue(pair);
  await context.addCookies([{ ...cookie, value }]);
}

/** A studio product's catalogue id (`db_` and its row id), by its slug. */
export async function studioProductId(slug: string): Promise<string> {
  const db = await openE2EDatabase();
  try {
    const rows = await db.execute({ sql: "select id from products where slug = ?", args: [slug] });
    return `db_${rows.rows[0]!.id}`;
  } finally {
    db.close();
  }
}
