// The one way the app sends email: an HTTP email provider when EMAIL_API_URL
// and EMAIL_API_KEY are set, otherwise the email_outbox table (read by the
// dev-only /dev/outbox page and by tests).
import type { AppConfig } from "../platform/env.server";
import type { Database } from "../platform/database.server";
import { emailOutbox } from "../../../db/schema";
import type { EmailMessage } from "./email-message";

export async function sendEmail(deps: { db: Database; config: AppConfig }, message: EmailMessage): Promise<void> {
  const { config, db } = deps;
  if (config.EMAIL_API_URL && config.EMAIL_API_KEY) {
    const response = await fetch(config.EMAIL_API_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${config.EMAIL_API_KEY}` },
      body: JSON.stringify({
        from: config.EMAIL_FROM,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        html: message.html,
      }),
    });
    if (!response.ok) throw new Error(`Email provider HTTP ${response.status}`);
    return;
  }
  await db.insert(emailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
  });
}
