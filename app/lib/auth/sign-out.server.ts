// Signing out, the one way: an audit entry, a cleared cookie carrying the
// spec's "signed out" toast, and the spec's failure toast if anything fails.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "./flash.server";
import { logger } from "../platform/logger";
import { writeAuditEntry } from "../security/events.server";
import { AUTH_MESSAGES } from "./rules";
import { endedSessionCookie } from "./session-cookie.server";

type SignOutOptions = {
  userId: string | null;
  /** Where a signed-out visitor lands. */
  to: string;
  /** Where the visitor stays, still signed in, when signing out failed. */
  failureTo: string;
  /** Why the session ended, for the audit log (e.g. "admin_sign_out"). */
  reason?: string;
};

export async function signOut(request: Request, context: AppLoadContext, options: SignOutOptions): Promise<Response> {
  try {
    if (options.userId) {
      await writeAuditEntry(context.db, {
        action: "user_signed_out",
        userId: options.userId,
        ...(options.reason ? { details: { reason: options.reason } } : {}),
      });
    }
    const cookie = await endedSessionCookie(request, context, { ...AUTH_MESSAGES.signedOut, tone: "success" });
    return redirect(options.to, { status: 303, headers: { "Set-Cookie": cookie } });
  } catch (error) {
    logger.error("Sign-out failed", { error });
    return redirectWithToast(
      request,
      context,
      options.failureTo,
      { ...AUTH_MESSAGES.signOutFailed, tone: "error" },
      { status: 303 },
    );
  }
}
