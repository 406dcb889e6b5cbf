// The admin inbox's filters and reply rules (client-safe).
import { z } from "zod";
import { formText } from "../../forms/parse-submission";

export const INBOX_VIEWS = ["inbox", "unread", "read", "archived", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export const INBOX_VIEW_LABELS: Record<InboxView, string> = {
  inbox: "Inbox",
  unread: "Unread",
  read: "Read",
  archived: "Archived",
  all: "All",
};
export const MESSAGE_STATUSES = ["unread", "read", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const REPLY_LIMITS = { min: 2, max: 5000 } as const;

const messageId = formText().pipe(z.string().max(64));

export const ReplyFormSchema = z.object({
  messageId,
  reply: formText().pipe(
    z
      .string()
      .trim()
      .min(REPLY_LIMITS.min, "Write a reply before sending.")
      .max(REPLY_LIMITS.max, `Keep the reply under ${REPLY_LIMITS.max} characters.`),
  ),
});

export const StatusFormSchema = z.object({
  messageId,
  status: z.enum(MESSAGE_STATUSES, { error: "Choose read, unread or archived." }),
});

export function parseInboxView(value: string | null): InboxView {
  return (INBOX_VIEWS as readonly string[]).includes(value ?? "") ? (value as InboxView) : "inbox";
}
