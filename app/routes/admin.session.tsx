import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Button } from "../components/ui/Button";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "../components/admin/kit/AdminPage";
import { adminMeta } from "../lib/admin/admin-meta";
import { ADMIN_SESSION_PATH, minutesRemaining } from "../lib/admin/admin-session";
import { endAdminSession, readAdminSessionState, refreshAdminActivity } from "../lib/auth/admin-activity.server";
import { requireAdmin } from "../lib/auth/session.server";
import { signOut } from "../lib/auth/sign-out.server";
import { redirectWithToast } from "../lib/auth/flash.server";
import { safeRedirectPath } from "../lib/platform/safe-redirect";
import { writeAuditEntry } from "../lib/security/events.server";
import type { NoScriptRefreshHandle } from "../lib/platform/no-script-refresh";
import { z } from "zod";
import { readFormBody } from "../lib/forms/form-body.server";
import { parseSubmission } from "../lib/forms/parse-submission";

// The session warning page: where the no-JavaScript meta refresh brings an idle
// admin. Visiting it is not activity; its two buttons are forms.
export const meta: MetaFunction = () => adminMeta("Session");

function returnTo(request: Request): string {
  const target = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  return target.startsWith(ADMIN_SESSION_PATH) ? "/admin" : target;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { remainingMs } = await readAdminSessionState(request, context);
  return { remainingMs, redirectTo: returnTo(request) };
}

/** The page's buttons: stay signed in, sign out, or (the no-JavaScript refresh at the end) expire. */
const SessionFormSchema = z.object({ intent: z.enum(["stay", "expire", "signout"]) });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = parseSubmission(await readFormBody(request), SessionFormSchema);
  const intent = parsed.ok ? parsed.value.intent : null;
  const to = returnTo(request);
  if (intent === "stay") {
    await refreshAdminActivity(request, context);
    await writeAuditEntry(context.db, {
      action: "token_refreshed",
      userId: admin.id,
      details: { reason: "stay_logged_in" },
    });
    return redirectWithToast(request, context, to, { title: "You're still signed in", tone: "success" });
  }
  if (intent === "expire") return endAdminSession(request, context, admin.id, "idle_timeout", to);
  if (intent === "signout")
    return signOut(request, context, { userId: admin.id, to: "/auth", failureTo: to, reason: "admin_sign_out" });
  return redirectWithToast(
    request,
    context,
    to,
    { title: "Unknown request", message: "Please choose Stay Logged In or Sign Out.", tone: "error" },
    { status: 303 },
  );
}

/** Without JavaScript: come back when the time is up, and the server ends the session. */
export const handle: NoScriptRefreshHandle<typeof loader> = {
  noScriptRefresh: ({ remainingMs, redirectTo }) =>
    `${Math.ceil(remainingMs / 1000) + 1}; url=${ADMIN_SESSION_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`,
};

export default function AdminSessionWarningPage() {
  const { remainingMs, redirectTo } = useLoaderData<typeof loader>();
  const minutes = minutesRemaining(remainingMs);
  const action = `${ADMIN_SESSION_PATH}?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <>
      <AdminPageHeader title="Your session is about to expire" />
      <div className="mt-6 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200">
        <p className="text-ink-900" data-testid="session-remaining">
          {minutes > 0
            ? `You will be signed out in ${minutes} ${minutes === 1 ? "minute" : "minutes"} because of inactivity.`
            : "Your session has expired."}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="stay" />
            <Button type="submit">Stay Logged In</Button>
          </Form>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="signout" />
            <Button type="submit" variant="ghost">
              Sign Out
            </Button>
          </Form>
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
