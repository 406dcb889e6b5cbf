// Test email addresses and the local outbox: with no email provider set, the Worker writes every email to the
// `email_outbox` table, which the tests read for the links in it.
import type { TestStack } from "./worker-stack";

/** An address no other test uses: name the feature in the label (and, in browser specs, the project). */
export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** The newest email to an address in the local outbox, and the first link in it. */
export async function latestEmail(
  stack: Pick<TestStack, "sql">,
  to: string,
): Promise<{ subject: string; link: string } | null> {
  // Some emails (password reset) are sent after the answer, in waitUntil: give them a moment.
  let row;
  for (let attempt = 0; attempt < 10 && !row; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await stack.sql.execute({
      sql: "select subject, text_body from email_outbox where to_address = ? order by created_at desc limit 1",
      args: [to],
    });
    row = result.rows[0];
  }
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(String(row.text_body))?.[0] ?? "";
  return { subject: String(row.subject), link };
}

export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Waits (briefly) for the newest email to an address to have this subject: some are sent after the answer. */
export async function emailWithSubject(
  stack: Pick<TestStack, "sql">,
  to: string,
  subject: string,
): Promise<{ subject: string; link: string }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const mail = await latestEmail(stack, to);
    if (mail?.subject === subject) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}
