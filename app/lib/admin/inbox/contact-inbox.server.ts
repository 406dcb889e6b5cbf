// The shop's inbox of contact messages: list, mark, reply through the email
// sender (the outbox locally), delete with the recording. Every change is audited.
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { sendEmail } from "../../email/sender.server";
import type { AppConfig } from "../../platform/env.server";
import type { Database } from "../../platform/database.server";
import { writeAuditEntry } from "../../security/events.server";
import { contactMessages } from "../../../../db/schema";
import type { InboxView, MessageStatus } from "./contact-inbox";
import { awaitAll } from "../../platform/await-all";

export type InboxDeps = { db: Database; media?: R2Bucket; config: AppConfig };
export type ContactMessage = typeof contactMessages.$inferSelect;
export const MESSAGES_PER_PAGE = 20;

const viewFilter = (view: InboxView) =>
  view === "all"
    ? undefined
    : view === "inbox"
      ? ne(contactMessages.status, "archived")
      : eq(contactMessages.status, view);

export async function listMessages(db: Database, view: InboxView, page: number) {
  const [messages, [{ total }], counts] = await awaitAll([
    db
      .select()
      .from(contactMessages)
      .where(viewFilter(view))
      .orderBy(desc(contactMessages.createdAt), desc(sql`rowid`))
      .limit(MESSAGES_PER_PAGE)
      .offset((page - 1) * MESSAGES_PER_PAGE),
    db
      .select({ total: sql<number>`count(*)` })
      .from(contactMessages)
      .where(viewFilter(view)),
    db
      .select({ status: contactMessages.status, count: sql<number>`count(*)` })
      .from(contactMessages)
      .groupBy(contactMessages.status),
  ]);
  const byStatus = Object.fromEntries(counts.map((row) => [row.status, Number(row.count)])) as Partial<
    Record<MessageStatus, number>
  >;
  return { messages, total: Number(total), unread: byStatus.unread ?? 0 };
}

export async function getMessage(db: Database, id: string): Promise<ContactMessage | null> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return message ?? null;
}

export async function setMessageStatus(
  db: Database,
  id: string,
  status: MessageStatus,
  userId: string,
): Promise<boolean> {
  const message = await getMessage(db, id);
  if (!message) return false;
  if (message.status === status) return true;
  await db.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
  await writeAuditEntry(db, {
    action: "contact_message_status_changed",
    userId,
    details: { messageId: id },
    before: { status: message.status },
    after: { status },
  });
  return true;
}

export async function replyToMessage(
  deps: InboxDeps,
  id: string,
  reply: string,
  userId: string,
): Promise<ContactMessage | null> {
  const message = await getMessage(deps.db, id);
  if (!message) return null;
  const subject = message.subject.toLowerCase().startsWith("re:") ? message.subject : `Re: ${message.subject}`;
  const quoted = message.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  await sendEmail(deps, {
    to: message.email,
    subject,
    text: `${reply}\n\nBoho Boutique\n\n${message.name} wrote:\n${quoted}\n`,
  });
  const repliedAt = new Date().toISOString();
  await deps.db
    .update(contactMessages)
    .set({ repliedAt, status: message.status === "unread" ? "read" : message.status })
    .where(eq(contactMessages.id, id));
  await writeAuditEntry(deps.db, {
    action: "contact_message_replied",
    userId,
    details: { messageId: id, to: message.email, subject },
    before: { repliedAt: message.repliedAt },
    after: { repliedAt },
  });
  return message;
}

/** Deletes the recording first, then the message: a failure never leaves a message whose audio is gone unnoticed. */
export async function deleteMessage(deps: InboxDeps, id: string, userId: string): Promise<boolean> {
  const message = await getMessage(deps.db, id);
  if (!message) return false;
  if (message.recordingKey) await deps.media?.delete(message.recordingKey);
  await deps.db.delete(contactMessages).where(and(eq(contactMessages.id, id)));
  await writeAuditEntry(deps.db, {
    action: "contact_message_deleted",
    userId,
    severity: "medium",
    details: { messageId: id },
    before: {
      email: message.email,
      subject: message.subject,
      createdAt: message.createdAt,
      recordingKey: message.recordingKey,
    },
  });
  return true;
}
