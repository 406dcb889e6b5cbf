// For the root loader: takes the session's pending toast and refreshes an old
// signed-in session (a token_refreshed audit entry).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { writeAuditEntry } from "../security/events.server";
import type { Toast } from "../platform/toast";
import { type AppSession, commitSession, getSession, hasSessionSecrets } from "./session-cookie.server";

/** Session refresh: re-issue the cookie hourly while the shopper is active. */
const SESSION_REFRESH_MS = 60 * 60_000;

/**
 * Whether the shell's read of this session changes its cookie: a one-shot toast to take, or a signed-in
 * session due for its hourly refresh. A page shared by signed-in shoppers is used only when it does not (decision 056).
 * It only looks: `get` would take the toast from this request's session, and the page rendered next would show none.
 */
export function shellSessionChanges(session: AppSession, now = Date.now()): boolean {
  if (session.has("toast")) return true;
  return Boolean(session.get("userId")) && now - (session.get("issuedAt") ?? 0) > SESSION_REFRESH_MS;
}

/**
 * Returns the one-shot toast, whether a sign-out asks the page to clear the device's favorites, and the headers
 * to send when the cookie changed.
 */
export async function readShellSession(
  request: Request,
  context: AppLoadContext,
): Promise<{ toast: Toast | null; forgetDevice: boolean; headers: Headers }> {
  const headers = new Headers();
  if (!hasSessionSecrets(context)) return { toast: null, forgetDevice: false, headers };
  const session = await getSession(request, context);
  const toast = session.get("toast") ?? null;
  const forgetDevice = session.get("forgetDevice") === true;
  let changed = toast !== null;
  const userId = session.get("userId");
  const issuedAt = session.get("issuedAt") ?? 0;
  if (userId && Date.now() - issuedAt > SESSION_REFRESH_MS) {
    session.set("issuedAt", Date.now());
    changed = true;
    await writeAuditEntry(context.db, { action: "token_refreshed", userId });
  }
  if (changed) headers.append("Set-Cookie", await commitSession(request, context, session));
  return { toast, forgetDevice, headers };
}
