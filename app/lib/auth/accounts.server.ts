// Account lifecycle: sign-up with email verification, password reset. None of
// these answers reveal whether an email has an account.
import { and, eq, isNull } from "drizzle-orm";
import { existingAccountEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from "~/lib/email/templates";
import { sendEmail } from "~/lib/email/sender.server";
import type { AppConfig } from "~/lib/platform/env.server";
import type { Database } from "~/lib/platform/database.server";
import { profiles, users } from "../../../db/schema";
import { consumeToken, issueToken, revokeUnusedTokens } from "./one-time-tokens.server";
import { hashPassword } from "./password.server";

type Deps = { db: Database; config: AppConfig; origin: string };

async function findUserId(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** Creates the account and mails a verification link; an existing owner gets a "you already have an account" note instead. */
export async function signUp(deps: Deps, email: string, password: string): Promise<void> {
  const { db, origin } = deps;
  const passwordHash = await hashPassword(password);
  const [created] = await db.insert(users).values({ email, passwordHash }).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  if (!created) {
    await sendEmail(deps, existingAccountEmail(email, `${origin}/auth`, `${origin}/auth?mode=reset`));
    return;
  }
  await db.insert(profiles).values({ id: created.id, preferences: {} }).onConflictDoNothing();
  await sendVerificationEmail(deps, created.id, email);
}

export async function sendVerificationEmail(deps: Deps, userId: string, email: string): Promise<void> {
  const token = await issueToken(deps.db, userId, "verify_email");
  await sendEmail(deps, verificationEmail(email, `${deps.origin}/auth/verify?token=${token}`));
}

export async function verifyEmail(db: Database, token: string): Promise<boolean> {
  const userId = await consumeToken(db, token, "verify_email");
  if (!userId) return false;
  await db.update(users).set({ emailVerifiedAt: new Date().toISOString() }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  return true;
}

export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const userId = await findUserId(deps.db, email);
  if (!userId) return;
  const token = await issueToken(deps.db, userId, "reset_password");
  await sendEmail(deps, passwordResetEmail(email, `${deps.origin}/auth/reset?token=${token}`));
}

/**
 * Sets the new password when the link is still good. Following the link also
 * proves the email address. Every other reset link of the user stops working,
 * and the owner is told by email (issue 16), so a reset they did not make is noticed.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<boolean> {
  const { db } = deps;
  const userId = await consumeToken(db, token, "reset_password");
  if (!userId) return false;
  const now = new Date().toISOString();
  const [user] = await db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: now }).where(eq(users.id, userId)).returning({ email: users.email });
  await db.update(users).set({ emailVerifiedAt: now }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await revokeUnusedTokens(db, userId, "reset_password");
  if (user) await sendEmail(deps, passwordChangedEmail(user.email, `${deps.origin}/auth?mode=reset`));
  return true;
}
