// Signed-in browser tests start here: a verified shopper written straight into
// the e2e database and a session cookie signed the way the Worker signs it, so
// each test skips the sign-up screens (tests/e2e/auth.spec.ts keeps one test
// that signs up through the page).
import { createClient } from "@libsql/client";
import type { Page } from "@playwright/test";
import { join } from "node:path";
import { hashPassword } from "../../app/lib/auth/password.server";
import { SESSION_COOKIE, sessionCookieValue, signSessionCookie } from "../support/session-cookie";
import { PROJECT_ROOT } from "../../scripts/local-stack";
import { STRONG_PASSWORD } from "./auth-helpers";
import { pageHydrated } from "./fixtures";

// scripts/e2e-server.ts keeps its database here.
export const E2E_DATABASE = `file:${join(PROJECT_ROOT, ".data", "e2e", "boutique.db")}`;

/** Creates a verified shopper with an empty profile, signs the page's browser in as them and opens /account. */
export async function signInAsNewShopper(
  page: Page,
  baseURL: string,
  email: string,
  password = STRONG_PASSWORD,
): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const db = createClient({ url: E2E_DATABASE });
  try {
    await db.execute("PRAGMA busy_timeout = 5000");
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

/** A studio product's catalogue id (`db_` and its row id), by its slug. */
export async function studioProductId(slug: string): Promise<string> {
  const db = createClient({ url: E2E_DATABASE });
  try {
    const rows = await db.execute({ sql: "select id from products where slug = ?", args: [slug] });
    return `db_${rows.rows[0]!.id}`;
  } finally {
    db.close();
  }
}
