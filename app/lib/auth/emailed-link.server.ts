// The token of an emailed link (password reset, email verification) leaves the
// URL on arrival: it moves into a short-lived signed cookie scoped
// to /auth, and the visitor lands on the clean URL. The token then never
// reaches a Referer header, analytics, browser history or a shared screenshot.
import { createCookie, type AppLoadContext } from "@remix-run/cloudflare";
import { TOKEN_LIFETIME_MS, type TokenPurpose } from "./one-time-tokens.server";

export const RESET_PATH = "/auth/reset";
export const VERIFY_PATH = "/auth/verify";
export const TOKEN_PAGE_HEADERS = { "Referrer-Policy": "no-referrer", "Cache-Control": "private, no-store" } as const;

const COOKIE_NAMES: Record<TokenPurpose, string> = { reset_password: "boho_reset", verify_email: "boho_verify" };

function tokenCookie(request: Request, context: AppLoadContext, purpose: TokenPurpose) {
  const secrets = context.config.SESSION_SECRETS.split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
  return createCookie(COOKIE_NAMES[purpose], {
    // "/auth", not the page's path: a cookie path of /auth/reset would not match the form's /auth/reset.data request.
    path: "/auth",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: TOKEN_LIFETIME_MS[purpose] / 1000,
    secrets,
  });
}

/** The token from the emailed link, if this request is that link. */
export function tokenInUrl(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}

/** Set-Cookie that keeps the token for the clean URL. */
export function keepLinkToken(
  request: Request,
  context: AppLoadContext,
  purpose: TokenPurpose,
  token: string,
): Promise<string> {
  return tokenCookie(request, context, purpose).serialize(token);
}

/** The kept token; a missing, tampered or malformed cookie reads as none. */
export async function readLinkToken(request: Request, context: AppLoadContext, purpose: TokenPurpose): Promise<string> {
  try {
    const value: unknown = await tokenCookie(request, context, purpose).parse(request.headers.get("Cookie"));
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

export function forgetLinkToken(request: Request, context: AppLoadContext, purpose: TokenPurpose): Promise<string> {
  return tokenCookie(request, context, purpose).serialize("", { maxAge: 0 });
}
