// Steps the admin specs share: signing in as the seeded admin, moving the
// session's clock back (the tests hold the local signing secret), and failing
// on unexpected console errors.
import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_ADMIN } from "../../db/seed-data";
import { SESSION_COOKIE, sessionCookieValue, signSessionCookie } from "../support/session-cookie";
import { createClient } from "@libsql/client";
import { pageHydrated } from "./fixtures";
import { E2E_DATABASE } from "./signed-in";

const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4390}`;

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
  const db = createClient({ url: E2E_DATABASE });
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
      url: new URL(page.url() === "about:blank" ? E2E_BASE_URL : page.url()).origin,
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

/** Collects console errors other than failed image loads. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** A real 1x1 PNG, so the browser can draw it. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** axe's violations as "rule: target" lines (axe runs as a script, so only with JavaScript on). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
}
