// One reply contract for every action a form posts to. Without JavaScript the
// form gets a redirect (POST-redirect-GET) with a flash toast; with it, a
// fetcher adds the hidden field `_reply=json` (<JsReplyField />) and gets JSON
// with a status that fits: a success `{ ok: true, toast, ...extra }`, a failure
// (status 400 and up) the one FormFailure shape, its extra under `data`.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "../auth/flash.server";
import { safeRedirectPath } from "../platform/safe-redirect";
import { formFailure, JS_REPLY_FIELD, JS_REPLY_VALUE, type FormValues } from "../platform/reply";
import type { Toast } from "../platform/toast";

/** True when a hydrated form (a fetcher) asked for data instead of a redirect. */
export function wantsJson(form: FormData): boolean {
  return form.get(JS_REPLY_FIELD) === JS_REPLY_VALUE;
}

export async function replyWithToast(
  request: Request,
  context: AppLoadContext,
  options: {
    json: boolean;
    resource?: boolean;
    status: number;
    to: string;
    toast: Toast;
    /** A success's own fields beside `ok` and `toast`; a failure carries them under `data`. */
    extra?: Record<string, unknown>;
    /** A failure's intent and what was typed, for a form whose fields a fetcher keeps (JSON only). */
    intent?: string | null;
    values?: FormValues;
    headers?: HeadersInit;
  },
) {
  const { toast, extra } = options;
  const body =
    options.status < 400
      ? { ok: true as const, toast, ...extra }
      : formFailure({ intent: options.intent, values: options.values, toast, data: extra ?? null });
  // Resource routes must answer with a plain Response; routes with a page use data() under single fetch.
  if (options.json) {
    const init = { status: options.status, headers: options.headers };
    return options.resource ? Response.json(body, init) : data(body, init);
  }
  return redirectWithToast(request, context, options.to, options.toast, { headers: options.headers });
}

/**
 * A form's success: JSON (200) to the fetcher that asked for it, else a redirect to `to` with the toast.
 * Only for routes with a page; a resource route answers through replyWithToast with `resource`.
 */
export function replySuccess(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  options: { to: string; toast: Toast; extra?: Record<string, unknown>; headers?: HeadersInit },
) {
  return replyWithToast(request, context, { ...options, json: wantsJson(form), status: 200 });
}

/** Where a no-JS form returns to: its redirectTo field, else the same-site page it came from, else the fallback. */
export function returnTarget(request: Request, form: FormData, fallback: string): string {
  const explicit = form.get("redirectTo");
  if (typeof explicit === "string" && explicit) return safeRedirectPath(explicit, fallback);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin) return safeRedirectPath(`${url.pathname}${url.search}`, fallback);
    } catch {
      // An unparsable Referer is no return path.
    }
  }
  return fallback;
}
