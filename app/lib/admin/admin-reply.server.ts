// How an admin action answers (docs/decisions/014): success through replyWithToast
// (redirect + flash without JavaScript, JSON for fetchers); a failure the admin
// caused answers 4xx and keeps what was typed: as JSON for a fetcher, as the
// page's action data for a plain form (no redirect, so the inputs survive).
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { replyWithToast, wantsJson } from "~/lib/platform/reply.server";
import type { AdminFormError } from "./admin-form-error";

export function adminSuccess(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  to: string,
  title: string,
  extra?: Record<string, unknown>,
) {
  return replyWithToast(request, context, {
    json: wantsJson(form),
    status: 200,
    to,
    toast: { title, tone: "success" },
    extra,
  });
}

export function adminFailure(form: FormData, status: number, message: string, values: Record<string, string> = {}) {
  const formError: AdminFormError = {
    intent: String(form.get("intent") ?? ""),
    id: typeof form.get("id") === "string" ? String(form.get("id")) : null,
    message,
    values,
  };
  return data(
    { ok: false, toast: { title: "Something went wrong", message, tone: "error" as const }, formError },
    { status },
  );
}
