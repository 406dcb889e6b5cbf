import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { VerifyEmailForm } from "../components/account/VerifyEmailForm";
import { emailOfVerificationLink, verifyEmail } from "../lib/auth/accounts.server";
import {
  forgetLinkToken,
  keepLinkToken,
  readLinkToken,
  TOKEN_PAGE_HEADERS,
  tokenInUrl,
  VERIFY_PATH,
} from "../lib/auth/emailed-link.server";
import { AUTH_MESSAGES } from "../lib/auth/rules";
import { redirectWithToast } from "../lib/auth/flash.server";
import { authFailure } from "../lib/auth/auth-failure";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { isFormFailure } from "../lib/platform/reply";
import type { Toast } from "../lib/platform/toast";

export const meta: MetaFunction = () => [
  { title: "Confirm your email | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => TOKEN_PAGE_HEADERS;

// The emailed link (?token=) is exchanged for a cookie and a clean URL at once, like the reset link. Following it
// changes nothing: the POST with the sign-up password verifies (decision 031).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const fromLink = tokenInUrl(request);
  if (fromLink !== null) {
    const headers = new Headers(TOKEN_PAGE_HEADERS);
    if (fromLink) headers.append("Set-Cookie", await keepLinkToken(request, context, "verify_email", fromLink));
    throw redirect(VERIFY_PATH, { status: 303, headers });
  }
  const email = await emailOfVerificationLink(context.db, await readLinkToken(request, context, "verify_email"));
  return data({ email }, { headers: TOKEN_PAGE_HEADERS });
}

// A wrong password is said under the password; the others concern the whole form.
const FAILURES: Record<
  "link-invalid" | "wrong-password" | "too-many-attempts",
  { status: number; toast: Toast; field?: "password" }
> = {
  "link-invalid": { status: 400, toast: AUTH_MESSAGES.linkInvalid },
  "wrong-password": { status: 400, toast: AUTH_MESSAGES.verifyPasswordMismatch, field: "password" },
  "too-many-attempts": { status: 429, toast: AUTH_MESSAGES.tooManyAttempts },
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const password = String(form.get("password") ?? "").slice(0, 200);
  const outcome = await verifyEmail(context.db, await readLinkToken(request, context, "verify_email"), password);
  if (outcome === "verified") {
    const headers = { "Set-Cookie": await forgetLinkToken(request, context, "verify_email") };
    return redirectWithToast(
      request,
      context,
      "/auth",
      { ...AUTH_MESSAGES.emailVerified, tone: "success" },
      { headers },
    );
  }
  const { status, toast, field } = FAILURES[outcome];
  return replyFailure(authFailure(toast, { field }), status, TOKEN_PAGE_HEADERS);
}

export default function VerifyEmailPage() {
  const { email } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  // The link-invalid answer means the kept link is spent: the page says so instead of offering the form.
  const expired = isFormFailure(reply) && reply.toast?.title === AUTH_MESSAGES.linkInvalid.title;
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <VerifyEmailForm email={expired ? null : email} reply={expired ? undefined : reply} />
    </main>
  );
}
