import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AUTH_MESSAGES } from "~/lib/auth/rules";
import { getSession, sessionStorageFor } from "~/lib/auth/session.server";
import { writeAuditEntry } from "~/lib/security/events.server";

// Sign-out is a POST only: a link or prefetch must never end a session.
export async function loader(_: LoaderFunctionArgs) {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const storage = sessionStorageFor(request, context);
  const session = await getSession(request, context);
  const userId = session.get("userId") ?? null;
  try {
    const cleared = await storage.getSession();
    cleared.flash("toast", { ...AUTH_MESSAGES.signedOut, tone: "success" });
    if (userId) await writeAuditEntry(context.db, { action: "user_signed_out", userId });
    return redirect("/", { status: 303, headers: { "Set-Cookie": await storage.commitSession(cleared) } });
  } catch (error) {
    console.error("sign-out failed", error);
    session.flash("toast", { ...AUTH_MESSAGES.signOutFailed, tone: "error" });
    return redirect("/account", { status: 303, headers: { "Set-Cookie": await storage.commitSession(session) } });
  }
}
