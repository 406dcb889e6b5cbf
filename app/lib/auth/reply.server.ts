// Actions that serve both a plain form (redirect back with a toast) and a
// JavaScript fetcher (JSON). Fetchers add `respond=json`.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "./flash.server";
import type { Toast } from "./toast";

export function wantsJson(form: FormData): boolean {
  return form.get("respond") === "json";
}

export async function replyWithToast(
  request: Request,
  context: AppLoadContext,
  options: { json: boolean; resource?: boolean; status: number; to: string; toast: Toast; extra?: Record<string, unknown> },
) {
  const body = { ok: options.status < 400, toast: options.toast, ...options.extra };
  // Resource routes must answer with a plain Response; routes with a page use data() under single fetch.
  if (options.json) return options.resource ? Response.json(body, { status: options.status }) : data(body, { status: options.status });
  return redirectWithToast(request, context, options.to, options.toast);
}

/** Where a no-JS form returns to: its redirectTo field, else the page it came from, else the fallback. */
export function returnTarget(request: Request, form: FormData, fallback: string, safe: (value: unknown, fallback: string) => string): string {
  const explicit = form.get("redirectTo");
  if (typeof explicit === "string" && explicit) return safe(explicit, fallback);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin) return safe(`${url.pathname}${url.search}`, fallback);
    } catch {
      // fall through
    }
  }
  return fallback;
}
