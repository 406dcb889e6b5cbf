import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewPasswordForm } from "~/components/account/NewPasswordForm";
import { resetPassword } from "~/lib/auth/accounts.server";
import { redirectWithToast } from "~/lib/platform/flash.server";
import { peekToken } from "~/lib/auth/one-time-tokens.server";
import type { Toast } from "~/lib/platform/toast";
import { AUTH_MESSAGES, isStrongPassword } from "~/lib/auth/rules";

export const meta: MetaFunction = () => [{ title: "Set a new password | Boho Boutique" }, { name: "robots", content: "noindex" }];

// GET shows the set-new-password form while the emailed link is good; POST spends it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = (await peekToken(context.db, token, "reset_password")) !== null;
  return { token: valid ? token : "", valid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  if (!isStrongPassword(password)) return data({ error: AUTH_MESSAGES.invalidPassword }, { status: 400 });
  const updated = await resetPassword(context.db, token, password);
  if (!updated) return data({ error: AUTH_MESSAGES.linkInvalid }, { status: 400 });
  return redirectWithToast(request, context, "/auth", { ...AUTH_MESSAGES.passwordUpdated, tone: "success" });
}

export default function ResetPasswordPage() {
  const { token, valid } = useLoaderData<typeof loader>();
  const result = useActionData<{ error: Toast }>();
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <NewPasswordForm token={token} valid={valid} error={result?.error ?? null} />
    </main>
  );
}
