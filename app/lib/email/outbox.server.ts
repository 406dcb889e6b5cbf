// Reading the local outbox (the dev-only page and tests).
import { desc, eq, lt } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { emailOutbox } from "../../../db/schema";
import type { OutboxEmail } from "./outbox-email";

export async function listOutbox(db: Database, to: string | null, limit = 50): Promise<OutboxEmail[]> {
  const query = db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox);
  return (to ? query.where(eq(emailOutbox.toAddress, to)) : query).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}

/** Outgoing mail (reset links, verification, order notes) is kept this long: long enough to answer "did it send?". */
export const EMAIL_OUTBOX_RETENTION_DAYS = 30;

/** Daily retention: outbox rows older than EMAIL_OUTBOX_RETENTION_DAYS go, sent or not. */
export async function deleteExpiredOutboxEmails(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_OUTBOX_RETENTION_DAYS * 86_400_000).toISOString();
  return (await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, cutoff))).rowsAffected;
}
