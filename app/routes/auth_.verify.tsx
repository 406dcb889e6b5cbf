import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifyEmail } from "~/lib/auth/accounts.server";
import { redirectWithToast } from "~/lib/platform/flash.server";
import { AUTH_MESSAGES } from "~/lib/auth/rules";

// GET /auth/verify?token=...: the emailed link. Single use; then on to sign in.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const verified = await verifyEmail(context.db, token);
  return redirectWithToast(request, context, "/auth", verified ? { ...AUTH_MESSAGES.emailVerified, tone: "success" } : { ...AUTH_MESSAGES.linkInvalid, tone: "error" });
}
