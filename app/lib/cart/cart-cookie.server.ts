// The cart lives in a signed cookie holding only {variantId, quantity} lines;
// everything else is looked up on the server, so a cookie can never set a price.
import { createCookie } from "@remix-run/cloudflare";
import { hostOnlyCookieName } from "../security/cookie-names";
import type { CartLine } from "./cart-lines";
import { CartLinesSchema } from "./cart-lines-schema";

const CART_COOKIE_NAME = "boho_cart";
const CART_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** SESSION_SECRETS is a comma list, newest first: the first signs, all verify (key rotation). */
export function sessionSecretsOf(value: string): string[] {
  return value
    .split(",")
    .map((secret) => secret.trim())
    .filter(Boolean);
}

function cartCookie(secretsValue: string, request: Request) {
  const secrets = sessionSecretsOf(secretsValue);
  if (secrets.length === 0)
    throw new Response("The cart is unavailable: SESSION_SECRETS is not configured.", { status: 503 });
  return createCookie(hostOnlyCookieName(CART_COOKIE_NAME, request), {
    secrets,
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: CART_MAX_AGE_SECONDS,
  });
}

/** Lines from the cookie; a missing, unsigned, tampered or malformed cookie reads as an empty cart. */
export async function readCartLines(request: Request, secrets: string): Promise<CartLine[]> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(CART_COOKIE_NAME)) return [];
  let value: unknown;
  try {
    value = await cartCookie(secrets, request).parse(header);
  } catch (error) {
    if (error instanceof Response) throw error;
    return [];
  }
  const parsed = CartLinesSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export async function serializeCartLines(request: Request, secrets: string, lines: CartLine[]): Promise<string> {
  return cartCookie(secrets, request).serialize(lines);
}

/** The header badge's number; never fails a page (a broken cart counts as empty). */
export async function countCartItems(request: Request, secrets: string): Promise<number> {
  try {
    return (await readCartLines(request, secrets)).reduce((sum, line) => sum + line.quantity, 0);
  } catch {
    return 0;
  }
}
