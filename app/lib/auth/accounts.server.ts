// Account lifecycle: sign-up with email verification, password reset. None of
// these answers reveal whether an email has an account.
import { and, eq, isNull, sql } from "drizzle-orm";
import { existingAccountEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from "../email/templates";
import { sendEmail } from "../email/sender.server";
import { mailboxEmailCountInBatch, mayEmailMailbox } from "../email/mailbox-caps.server";
import type { AppConfig } from "../platform/env.server";
import type { Database } from "../platform/database.server";
import { users } from "../../../db/schema";
import { consumeToken, issueToken, newToken, peekToken, revokeUnusedTokens } from "./one-time-tokens.server";
import { hashPassword, verifyPassword } from "./password.server";
import { AUTH_ATTEMPT_LIMIT, clearAttempts, countAttempt, verifyAttemptKey } from "./rate-limit.server";

type Deps = { db: Database; config: AppConfig };

/** Links in emails start at the configured SITE_URL, never at the request's Host header. */
const siteLink = (deps: Deps, path: string) => `${deps.config.SITE_URL}${path}`;

async function findUserId(db: Database, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/**
 * Creates the account and mails a verification link. The page answers the same
 * in every case, so it never tells anyone whether an email has an account:
 * - a verified owner gets a "someone tried to create an account" notice;
 * - an account nobody has verified yet is not anyone's: the new sign-up's
 *   password replaces the pending one, the older verification links stop
 *   working, and only whoever reads the mailbox can finish (decision 029).
 * Every case does the same work, so neither its time nor its database calls
 * tell a known email from a new one: one batch of the same statements (each
 * applies only where it fits), then one email, unless the mailbox has had its
 * hour's share of account emails (MAILBOX_EMAIL_CAPS.account), counted in the
 * same batch for every case.
 */
export async function signUp(deps: Deps, email: string, password: string): Promise<void> {
  const { db } = deps;
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  const { token, tokenHash, expiresAt } = await newToken("verify_email");
  const unverified = sql`select id from users where email = ${email} and email_verified_at is null`;
  const mailCount = mailboxEmailCountInBatch(db, "account", email);
  const [, , , , [account], counted] = await db.batch([
    db
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoUpdate({
        target: users.email,
        set: { passwordHash, updatedAt: now, sessionVersion: sql`${users.sessionVersion} + 1` },
        setWhere: isNull(users.emailVerifiedAt),
      }),
    db.run(
      sql`insert into profiles (id, preferences) select id, '{}' from users where email = ${email} and email_verified_at is null on conflict (id) do nothing`,
    ),
    db.run(
      sql`update one_time_tokens set used_at = ${now} where purpose = 'verify_email' and used_at is null and user_id = (${unverified})`,
    ),
    db.run(
      sql`insert into one_time_tokens (id, user_id, purpose, token_hash, expires_at) select ${crypto.randomUUID()}, id, 'verify_email', ${tokenHash}, ${expiresAt} from users where email = ${email} and email_verified_at is null`,
    ),
    db.select({ id: users.id, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, email)),
    mailCount.statement,
  ]);
  if (!mailCount.resultOf(counted).allowed) return;
  if (account && !account.verifiedAt)
    await sendEmail(deps, verificationEmail(email, siteLink(deps, `/auth/verify?token=${token}`)));
  else await sendEmail(deps, existingAccountEmail(email, siteLink(deps, "/auth"), siteLink(deps, "/auth?mode=reset")));
}

/** A new verification link (a sign-in before verifying asks for one), within the mailbox's account-email cap. */
export async function sendVerificationEmail(deps: Deps, userId: string, email: string): Promise<void> {
  if (!(await mayEmailMailbox(deps.db, "account", email))) return;
  const token = await issueToken(deps.db, userId, "verify_email");
  await sendEmail(deps, verificationEmail(email, siteLink(deps, `/auth/verify?token=${token}`)));
}

/** The address a verification link is for, while the link is good; null otherwise. */
export async function emailOfVerificationLink(db: Database, token: string): Promise<string | null> {
  const userId = await peekToken(db, token, "verify_email");
  if (!userId) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? null;
}

/** Failed password checks on one account's verification page before it waits (15 minutes). */
export const VERIFY_PASSWORD_ATTEMPTS = AUTH_ATTEMPT_LIMIT;

export type EmailVerification = "verified" | "link-invalid" | "wrong-password" | "too-many-attempts";

/**
 * Verifies the email when the link is good and the visitor knows the password
 * chosen at sign-up (decision 031): following a link alone proves nothing, since
 * mail scanners follow links and a reader may follow one for a sign-up they never
 * made, which would activate a stranger's password on their address.
 */
export async function verifyEmail(db: Database, token: string, password: string): Promise<EmailVerification> {
  const userId = await peekToken(db, token, "verify_email");
  if (!userId) return "link-invalid";
  const attemptKey = verifyAttemptKey(userId);
  // Counted before the password is checked, in one atomic step: guesses sent at once are refused past the
  // limit instead of all being checked while none has been counted yet. The right password clears the count.
  if (!(await countAttempt(db, attemptKey, VERIFY_PASSWORD_ATTEMPTS)).allowed) return "too-many-attempts";
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash))) return "wrong-password";
  // Spent only now: a wrong password leaves the link usable for the right one.
  if ((await consumeToken(db, token, "verify_email")) !== userId) return "link-invalid";
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date().toISOString() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await clearAttempts(db, attemptKey);
  return "verified";
}

/** Sends a reset link, within the mailbox's reset cap (MAILBOX_EMAIL_CAPS.reset) whoever asks; silent past it. */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  if (!(await mayEmailMailbox(deps.db, "reset", email))) return;
  const userId = await findUserId(deps.db, email);
  if (!userId) return;
  const token = await issueToken(deps.db, userId, "reset_password");
  await sendEmail(deps, passwordResetEmail(email, siteLink(deps, `/auth/reset?token=${token}`)));
}

/**
 * Sets the new password when the link is still good. Following the link also
 * proves the email address. Every other reset link of the user stops working,
 * and the owner is told by email, so a reset they did not make is noticed.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<boolean> {
  const { db } = deps;
  const userId = await consumeToken(db, token, "reset_password");
  if (!userId) return false;
  const now = new Date().toISOString();
  // A new password ends every session: whoever knew the old one is signed out.
  const [user] = await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      updatedAt: now,
      sessionVersion: sql`${users.sessionVersion} + 1`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await revokeUnusedTokens(db, userId, "reset_password");
  if (user) await sendEmail(deps, passwordChangedEmail(user.email, siteLink(deps, "/auth?mode=reset")));
  return true;
}
