// POST-redirect-GET with a message: the toast rides in the session to the next page.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { commitSession, getSession } from "./session-cookie.server";
import type { Toast } from "../platform/toast";

export async function redirectWithToast(
  request: Request,
  context: AppLoadContext,
  to: string,
  toast: Toast,
  init: { status?: number; headers?: HeadersInit } = {},
): Promise<Response> {
  const session = await getSession(request, context);
  session.flash("toast", toast);
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await commitSession(request, context, session));
  return redirect(to, { status: init.status ?? 303, headers });
}
