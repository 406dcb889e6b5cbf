// One reply contract for every action a form posts to. Without JavaScript the
// form gets a redirect (POST-redirect-GET) with a flash toast; with it, a
// fetcher adds the hidden field `_reply=json` (<JsReplyField />) and gets JSON:
// `{ ok, toast, ...extra }` with a status that fits.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "./flash.server";
import { safeRedirectPath } from "./safe-redirect";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "./reply";
import type { Toast } from "./toast";

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
    extra?: Record<string, unknown>;
    headers?: HeadersInit;
  },
) {
  const body = { ok: options.status < 400, toast: options.toast, ...options.extra };
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
