import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewPasswordForm } from "../components/account/NewPasswordForm";
import { resetPassword } from "../lib/auth/accounts.server";
import { peekToken } from "../lib/auth/one-time-tokens.server";
import {
  forgetLinkToken,
  keepLinkToken,
  readLinkToken,
  RESET_PATH,
  TOKEN_PAGE_HEADERS,
  tokenInUrl,
} from "../lib/auth/emailed-link.server";
import { AUTH_MESSAGES, isStrongPassword, passwordRuleDetail } from "../lib/auth/rules";
import { redirectWithToast } from "../lib/auth/flash.server";
import { authFailure } from "../lib/auth/auth-failure";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";

export const meta: MetaFunction = () => [
  { title: "Set a new password | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => TOKEN_PAGE_HEADERS;

// The emailed link (?token=) is exchanged for a cookie and a clean URL at once;
// the clean URL shows the form while the kept token is good; POST spends it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const fromLink = tokenInUrl(request);
  if (fromLink !== null) {
    const headers = new Headers(TOKEN_PAGE_HEADERS);
    if (fromLink) headers.append("Set-Cookie", await keepLinkToken(request, context, "reset_password", fromLink));
    throw redirect(RESET_PATH, { status: 303, headers });
  }
  const token = await readLinkToken(request, context, "reset_password");
  const valid = (await peekToken(context.db, token, "reset_password")) !== null;
  return data({ valid }, { headers: TOKEN_PAGE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const token = await readLinkToken(request, context, "reset_password");
  const password = String(form.get("password") ?? "");
  if (!isStrongPassword(password))
    return replyFailure(
      authFailure(AUTH_MESSAGES.invalidPassword, { field: "password", detail: passwordRuleDetail(password) }),
      400,
      TOKEN_PAGE_HEADERS,
    );
  const updated = await resetPassword({ db: context.db, config: context.config }, token, password);
  if (!updated) return replyFailure(authFailure(AUTH_MESSAGES.linkInvalid), 400, TOKEN_PAGE_HEADERS);
  return redirectWithToast(
    request,
    context,
    "/auth",
    { ...AUTH_MESSAGES.passwordUpdated, tone: "success" },
    { headers: { "Set-Cookie": await forgetLinkToken(request, context, "reset_password") } },
  );
}

export default function ResetPasswordPage() {
  const { valid } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <NewPasswordForm valid={valid} reply={reply} />
    </main>
  );
}
