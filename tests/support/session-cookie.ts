// The session cookie as the Worker signs it. The tests hold the local signing secret, so they can sign a
// session in without the sign-in screens and move its clock back (idle timeouts tested without sleeping).
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { SESSION_COOKIE_NAME } from "../../app/lib/auth/session-cookie.server";
import { LOCAL_SESSION_SECRET } from "../../scripts/local-stack";

export const SESSION_COOKIE = SESSION_COOKIE_NAME;

const storage = createCookieSessionStorage<Record<string, unknown>>({
  cookie: { name: SESSION_COOKIE, secrets: [LOCAL_SESSION_SECRET], path: "/" },
});

/** The session data inside a cookie pair (`name=value`); empty without one. */
export async function readSessionCookie(cookie?: string | null): Promise<Record<string, unknown>> {
  const session = await storage.getSession(cookie);
  return session.data as Record<string, unknown>;
}

/** A cookie pair (`name=value`) holding `cookie`'s session (or a new one) with `changes` set over it. */
export async function signSessionCookie(changes: Record<string, unknown>, cookie?: string | null): Promise<string> {
  const session = await storage.getSession(cookie);
  for (const [key, value] of Object.entries(changes)) session.set(key, value);
  return (await storage.commitSession(session)).split(";")[0];
}

/** The value of a session cookie pair, as a browser stores it. */
export function sessionCookieValue(pair: string): string {
  return pair.slice(SESSION_COOKIE.length + 1);
}
