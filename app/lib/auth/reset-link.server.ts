// The password-reset token leaves the URL on arrival (issue 16): the emailed
// link's token moves into a short-lived signed cookie scoped to /auth,
// and the visitor lands on the clean URL. The token then never reaches a
// Referer header, analytics, browser history or a shared screenshot.
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { TOKEN_LIFETIME_MS } from "./one-time-tokens.server";

export const RESET_PATH = "/auth/reset";
/** Pages that carry or use a one-time token: no referrer, no third-party tags, never cached. */
export const TOKEN_PAGE_PATHS = [RESET_PATH, "/auth/verify"];

export const TOKEN_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" } as const;

function resetCookie(request: Request, context: AppLoadContext) {
  const secrets = context.config.SESSION_SECRETS.split(",").map((secret) => secret.trim()).filter(Boolean);
  return createCookie("boho_reset", {
    // "/auth", not "/auth/reset": a cookie path of /auth/reset would not match the form's /auth/reset.data request.
    path: "/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: TOKEN_LIFETIME_MS.reset_password / 1000,
    secrets,
  });
}

/** The token from the emailed link, if this request is that link. */
export function tokenInUrl(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

/** Set-Cookie that keeps the token for the clean URL. */
export function keepResetToken(request: Request, context: AppLoadContext, token: string): Promise<string> {
  return resetCookie(request, context).serialize(token);
}

/** The kept token; a missing, tampered or malformed cookie reads as none. */
export async function readResetToken(request: Request, context: AppLoadContext): Promise<string> {
  try {
    const value: unknown = await resetCookie(request, context).parse(request.headers.get("Cookie"));
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

export function forgetResetToken(request: Request, context: AppLoadContext): Promise<string> {
  return resetCookie(request, context).serialize("", { maxAge: 0 });
}
