// Share-link tokens: 32 random bytes (256 bits) in base64url, found again by their SHA-256.
const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createWishlistToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Anything else in the URL (too long, odd characters) is no token: it is answered 404 without a lookup. */
export function isWellFormedWishlistToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_SHAPE.test(value);
}

export async function hashWishlistToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
