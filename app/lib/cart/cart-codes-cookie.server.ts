// The cart's codes and gift note in a signed cookie of their own, beside the
// lines' cookie: a code is kept with the cart (it survives reloads) and the
// lines' cookie keeps its room for 50 lines. The codes are only remembered
// here: whether they apply, and for how much, is asked of the shop each time.
import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import { hostOnlyCookieName } from "../security/cookie-names";
import { sessionSecretsOf } from "./cart-cookie.server";
import {
  DISCOUNT_CODE_MAX_CHARS,
  GIFT_CARD_CODE_MAX_CHARS,
  GIFT_NOTE_MAX_CHARS,
  NO_CART_CODES,
  type CartCodes,
} from "./cart-codes";

const CART_CODES_COOKIE_NAME = "boho_cart_codes";
const CART_CODES_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

const CartCodesSchema = z.object({
  discountCode: z.string().min(1).max(DISCOUNT_CODE_MAX_CHARS).nullable(),
  giftCardCode: z.string().min(1).max(GIFT_CARD_CODE_MAX_CHARS).nullable(),
  note: z.string().min(1).max(GIFT_NOTE_MAX_CHARS).nullable(),
});

function cartCodesCookie(secretsValue: string, request: Request) {
  const secrets = sessionSecretsOf(secretsValue);
  if (secrets.length === 0)
    throw new Response("The cart is unavailable: SESSION_SECRETS is not configured.", { status: 503 });
  return createCookie(hostOnlyCookieName(CART_CODES_COOKIE_NAME, request), {
    secrets,
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: new URL(request.url).protocol === "https:",
    maxAge: CART_CODES_MAX_AGE_SECONDS,
  });
}

/** The codes kept with the cart; a missing, tampered or malformed cookie reads as none. */
export async function readCartCodes(request: Request, secrets: string): Promise<CartCodes> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes(CART_CODES_COOKIE_NAME)) return NO_CART_CODES;
  let value: unknown;
  try {
    value = await cartCodesCookie(secrets, request).parse(header);
  } catch (error) {
    if (error instanceof Response) throw error;
    return NO_CART_CODES;
  }
  const parsed = CartCodesSchema.safeParse(value);
  return parsed.success ? parsed.data : NO_CART_CODES;
}

/** The Set-Cookie header for `codes`; with nothing left to keep, the cookie is removed. */
export async function serializeCartCodes(request: Request, secrets: string, codes: CartCodes): Promise<string> {
  const cookie = cartCodesCookie(secrets, request);
  const empty = !codes.discountCode && !codes.giftCardCode && !codes.note;
  return empty ? cookie.serialize("", { maxAge: 0 }) : cookie.serialize(codes);
}
