// Reading the local outbox (the dev-only page and tests).
import { desc, eq } from "drizzle-orm";
import type { Database } from "~/lib/platform/database.server";
import { emailOutbox } from "../../../db/schema";
import type { OutboxEmail } from "./outbox-email";


export async function listOutbox(db: Database, to: string | null, limit = 50): Promise<OutboxEmail[]> {
  const query = db
    .select({ id: emailOutbox.id, toAddress: emailOutbox.toAddress, subject: emailOutbox.subject, textBody: emailOutbox.textBody, createdAt: emailOutbox.createdAt })
    .from(emailOutbox);
  return (to ? query.where(eq(emailOutbox.toAddress, to)) : query).orderBy(desc(emailOutbox.createdAt)).limit(limit);
}
