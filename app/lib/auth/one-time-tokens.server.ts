// Single-use, expiring tokens for email verification and password reset. The
// link carries a random token; only its SHA-256 hash is stored, and using it
// is one conditional UPDATE, so a token cannot be spent twice.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { oneTimeTokens } from "../../../db/schema";

export type TokenPurpose = "verify_email" | "reset_password";
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

/** A new token, and what is stored of it, for callers that write the row themselves (inside a batch). */
export async function newToken(
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ token: string; tokenHash: string; expiresAt: string }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return {
    token,
    tokenHash: await hashToken(token),
    expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  };
}

export async function issueToken(
  db: Database,
  userId: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  await db.insert(oneTimeTokens).values({
    userId,
    purpose,
    tokenHash: await hashToken(token),
    expiresAt: new Date(now + TOKEN_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/** The user id when the token is valid and unused, without spending it (to show the form). */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, await hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date().toISOString()),
      ),
    );
  return row?.userId ?? null;
}

/** Spends the token: the user id, or null when it is unknown, used or expired. */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token) return null;
  const now = new Date().toISOString();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, await hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Marks every unused token of this purpose spent (after a password change, the other reset links must die). */
export async function revokeUnusedTokens(db: Database, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return toBase64Url(new Uint8Array(digest));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
