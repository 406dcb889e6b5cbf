// Mailboxes whose owner stopped back-in-stock emails (under any spelling of the address: `mailboxOf`). Apart from
// the alerts themselves so the restock dispatch, which the catalogue calls, can read them without importing the
// product lookup the alert form needs.
import { eq, inArray } from "drizzle-orm";
import { restockOptOuts } from "../../../db/schema";
import { mailboxOf } from "../email/mailbox";
import type { Database } from "../platform/database.server";

export async function isOptedOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ mailbox: restockOptOuts.mailbox })
    .from(restockOptOuts)
    .where(eq(restockOptOuts.mailbox, mailboxOf(email)));
  return row !== undefined;
}

/** Mailboxes among `emails` whose owner stopped back-in-stock emails. */
export async function optedOutMailboxes(db: Database, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ mailbox: restockOptOuts.mailbox })
    .from(restockOptOuts)
    .where(inArray(restockOptOuts.mailbox, [...new Set(emails.map(mailboxOf))]));
  return new Set(rows.map((row) => row.mailbox));
}
