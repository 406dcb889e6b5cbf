// The tokens of the alert emails' links. The confirmation link carries a random
// token of which only the hash is stored. The unsubscribe link names the address
// and carries an HMAC of it under the session secret: it needs no row, so every
// email (also the last one, sent after the alert is done) can carry one, and it
// works without signing in.
import type { AppConfig } from "../platform/env.server";

export async function newConfirmToken(): Promise<{ token: string; tokenHash: string }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, tokenHash: await hashConfirmToken(token) };
}

export async function hashConfirmToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

const UNSUBSCRIBE_PURPOSE = "back-in-stock-unsubscribe:";

async function unsubscribeKey(config: Pick<AppConfig, "SESSION_SECRETS">): Promise<CryptoKey> {
  const secret = config.SESSION_SECRETS.split(",")[0]?.trim() || "boho-local-secret";
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

/** `<address, base64url>.<HMAC, base64url>` */
export async function unsubscribeTokenOf(config: Pick<AppConfig, "SESSION_SECRETS">, email: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    "HMAC",
    await unsubscribeKey(config),
    new TextEncoder().encode(UNSUBSCRIBE_PURPOSE + email),
  );
  return `${toBase64Url(new TextEncoder().encode(email))}.${toBase64Url(new Uint8Array(signature))}`;
}

/** The link in every alert email that stops alerts to the address, signed in or not. */
export async function unsubscribeLinkOf(
  config: Pick<AppConfig, "SESSION_SECRETS" | "SITE_URL">,
  email: string,
): Promise<string> {
  return `${config.SITE_URL}/back-in-stock/unsubscribe?token=${await unsubscribeTokenOf(config, email)}`;
}

/** The address a genuine unsubscribe token names, or null for anything else. */
export async function emailOfUnsubscribeToken(
  config: Pick<AppConfig, "SESSION_SECRETS">,
  token: string,
): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  try {
    const email = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(match[1]));
    const valid = await crypto.subtle.verify(
      "HMAC",
      await unsubscribeKey(config),
      fromBase64Url(match[2]),
      new TextEncoder().encode(UNSUBSCRIBE_PURPOSE + email),
    );
    return valid ? email : null;
  } catch {
    return null;
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
