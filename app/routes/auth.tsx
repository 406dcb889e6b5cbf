import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthForm, type AuthMode } from "../components/account/AuthForm";
import { SignedInNotice } from "../components/account/SignedInNotice";
import { replyFailure } from "../lib/forms/form-body.server";
import { isFormFailure } from "../lib/platform/reply";
import { handleAuthForm } from "../lib/auth/auth-actions.server";
import { safeRedirectPath } from "../lib/platform/safe-redirect";
import { getUser } from "../lib/auth/session.server";
import { awaitAll } from "../lib/platform/await-all";
import { loadSiteSettings } from "../lib/settings/site-settings.server";

export const meta: MetaFunction = () => [{ title: "Sign in | Boho Boutique" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const mode = parseMode(url.searchParams.get("mode"));
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "");
  const [user, { captchaMode }] = await awaitAll([getUser(request, context), loadSiteSettings(context)]);
  // Captcha mode off (/admin/config): no widget is offered, and the server checks none.
  return {
    mode,
    redirectTo,
    signedInEmail: user?.email ?? null,
    captchaSiteKey: captchaMode === "off" ? "" : context.config.TURNSTILE_SITE_KEY,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const outcome = await handleAuthForm(request, context);
  if (outcome instanceof Response) return outcome;
  return replyFailure(outcome.failure, outcome.status);
}

export default function AuthPage() {
  const { mode, redirectTo, signedInEmail, captchaSiteKey } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The page shows the form of the intent that failed, whatever the URL's mode says.
  const shown = isFormFailure(reply) ? parseMode(reply.intent) : mode;
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      {signedInEmail ? (
        <SignedInNotice email={signedInEmail} />
      ) : (
        <AuthForm key={shown} mode={shown} redirectTo={redirectTo} reply={reply} captchaSiteKey={captchaSiteKey} />
      )}
    </main>
  );
}

function parseMode(value: string | null): AuthMode {
  return value === "signup" || value === "reset" ? value : "signin";
}
