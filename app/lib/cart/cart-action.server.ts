// The /cart action: one change per post (intent add | update | remove | clear).
// With JavaScript the fetcher gets the new cart as data; without it, a
// successful change goes back where the shopper was (POST-redirect-GET) with
// the same toast as a flash, and a notice such as "Only 2 available" rides along.
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { redirectWithToast } from "../platform/flash.server";
import { wantsJson } from "../platform/reply.server";
import { safeRedirectPath } from "../platform/safe-redirect";
import { readCartLines, serializeCartLines } from "./cart-cookie.server";
import { parseCartForm } from "./cart-form";
import { applyCartChange, loadCart } from "./cart.server";
import { toastOfCartChange } from "./cart-view";

export async function handleCartAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData().catch(() => new FormData());
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), "/cart");
  const secrets = context.config.SESSION_SECRETS;
  const parsed = parseCartForm(formData);
  if (!parsed.ok) {
    const cart = await loadCart(request, context);
    return data({ ok: false, message: parsed.message, toast: null, cart }, { status: 400 });
  }
  const lines = await readCartLines(request, secrets);
  const result = await applyCartChange(context, lines, parsed.form);
  const ok = result.status < 400;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (ok) headers.set("Set-Cookie", await serializeCartLines(request, secrets, result.lines));
  if (ok && !wantsJson(formData)) {
    const target = new URL(redirectTo, request.url);
    if (result.message && target.pathname === "/cart") target.searchParams.set("notice", result.message);
    const toast = toastOfCartChange(result.toast) ?? (result.message ? { title: result.message, tone: "info" as const } : null);
    const to = target.pathname + target.search;
    // Thrown, so the action's return type stays the fetcher's data (Remix follows a thrown redirect the same way).
    if (toast) throw await redirectWithToast(request, context, to, toast, { headers });
    throw redirect(to, { status: 303, headers });
  }
  return data({ ok, message: result.message, toast: result.toast, cart: result.cart }, { status: result.status, headers });
}
