// The browser's last draft-order checkout, in a signed cookie: a new hand-off
// from the same browser first lets that draft go, so a shopper who comes back
// from the invoice and changes the cart is never blocked by their own hold.
import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import { sessionSecretsOf } from "../cart/cart-cookie.server";
import { hostOnlyCookieName } from "../security/cookie-names";

const CHECKOUT_COOKIE_NAME = "boho_checkout";

function checkoutCookie(secretsValue: string, request: Request, maxAgeSeconds: number) {
  return createCookie(hostOnlyCookieName(CHECKOUT_COOKIE_NAME, request), {
    secrets: sessionSecretsOf(secretsValue),
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: maxAgeSeconds,
  });
}

/** The checkout id the cookie names; a missing, tampered or malformed cookie reads as none. */
export async function readLastCheckoutId(request: Request, secrets: string): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(CHECKOUT_COOKIE_NAME) || sessionSecretsOf(secrets).length === 0) return null;
  const value: unknown = await checkoutCookie(secrets, request, 0)
    .parse(header)
    .catch(() => null);
  const parsed = z.object({ checkoutId: z.uuid() }).safeParse(value);
  return parsed.success ? parsed.data.checkoutId : null;
}

export function serializeLastCheckoutId(
  request: Request,
  secrets: string,
  checkoutId: string,
  maxAgeSeconds: number,
): Promise<string> {
  return checkoutCookie(secrets, request, maxAgeSeconds).serialize({ checkoutId });
}
