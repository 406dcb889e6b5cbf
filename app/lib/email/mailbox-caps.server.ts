// Emails anyone can make the shop send to an address they type (a sign-up's link, "you already have an
// account", a password reset, a back-in-stock confirmation) are capped per mailbox and purpose: past the cap
// the page answers the same and no email goes, so naming `victim+1@`, `victim+2@`... from many networks
// fills nobody's inbox. A purpose of its own each, so flooding one form never blocks another's email.
import { countAttempt, countAttemptInBatch } from "../auth/rate-limit.server";
import type { Database } from "../platform/database.server";
import { mailboxOf } from "./mailbox";

export const MAILBOX_EMAIL_CAPS = {
  /** Verification links and "you already have an account" notices (sign-ups, sign-ins before verifying). */
  account: { attempts: 5, windowMs: 3_600_000 },
  /** Password reset links: three a quarter of an hour, the spec's attempt window. */
  reset: { attempts: 3, windowMs: 900_000 },
  /** Back-in-stock confirmation links and "your alert is already on" notices to guests. */
  restock: { attempts: 5, windowMs: 3_600_000 },
} as const;

export type MailboxEmailPurpose = keyof typeof MAILBOX_EMAIL_CAPS;

export const mailboxEmailKey = (purpose: MailboxEmailPurpose, email: string) => `mail:${purpose}:${mailboxOf(email)}`;

/** Counts one email to the address's mailbox; false when it is past its cap (then send nothing). */
export async function mayEmailMailbox(db: Database, purpose: MailboxEmailPurpose, email: string): Promise<boolean> {
  const cap = MAILBOX_EMAIL_CAPS[purpose];
  return (await countAttempt(db, mailboxEmailKey(purpose, email), cap.attempts, cap.windowMs)).allowed;
}

/** The same count as a statement of a `db.batch`, for work that takes the same round trips in every case. */
export function mailboxEmailCountInBatch(db: Database, purpose: MailboxEmailPurpose, email: string) {
  const cap = MAILBOX_EMAIL_CAPS[purpose];
  return countAttemptInBatch(db, mailboxEmailKey(purpose, email), cap.attempts, cap.windowMs);
}
