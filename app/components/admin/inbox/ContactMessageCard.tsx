import { useFetcher } from "@remix-run/react";
import { ErrorList } from "../../forms/ErrorList";
import { TextareaField } from "../../forms/Field";
import { IntentButton } from "../../forms/IntentButton";
import { Badge, type BadgeTone } from "../../ui/Badge";
import { useContractForm } from "../../../hooks/useContractForm";
import { keptValue } from "../../../lib/forms/form-failure";
import { type FormFailure } from "../../../lib/platform/reply";
import { useFetcherToast } from "../../../hooks/useFetcherToast";
import { JsReplyField } from "../../ui/JsReplyField";
import { REPLY_LIMITS, type MessageStatus } from "../../../lib/admin/inbox/contact-inbox";
import { useShopTime } from "../useShopTime";
import { DeleteMessageForm } from "./DeleteMessageForm";

export type MessageCardData = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  status: MessageStatus;
  recordingKey: string | null;
  recordingSeconds: number | null;
  repliedAt: string | null;
};

const STATUS_BADGE: Record<MessageStatus, BadgeTone> = { unread: "info", read: "neutral", archived: "neutral" };

/** One message: what was said, the recording, and the forms to mark, reply and delete (each a plain form upgraded to a fetcher). */
export function ContactMessageCard({
  message,
  returnTo,
  failure,
  confirmingDelete = false,
}: {
  message: MessageCardData;
  returnTo: string;
  failure?: FormFailure;
  /** The page answered a first "Delete" (without JavaScript): show the question. */
  confirmingDelete?: boolean;
}) {
  const statusFetcher = useFetcher();
  const replyFetcher = useFetcher();
  const shopTime = useShopTime();
  useFetcherToast(statusFetcher);
  useFetcherToast(replyFetcher);
  const reply: unknown = replyFetcher.data ?? failure;
  const { failure: replyFailure, fields } = useContractForm<"reply">(`reply-${message.id}`, reply);
  const headingId = `message-${message.id}`;
  const statusForm = (status: MessageStatus, label: string) => (
    <statusFetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="messageId" value={message.id} />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <IntentButton intent="status" fetcherState={statusFetcher.state} variant="ghost" size="sm">
        {label}
      </IntentButton>
    </statusFetcher.Form>
  );
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white/80 p-5 ring-1 ring-sand-200"
      data-testid="contact-message"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg text-ink-900">
          {message.subject}
        </h2>
        <Badge tone={STATUS_BADGE[message.status]}>{message.status}</Badge>
      </header>
      <p className="mt-1 text-sm text-ink-700">
        From {message.name} &lt;
        <a href={`mailto:${message.email}`} className="underline">
          {message.email}
        </a>
        &gt;, {shopTime(message.createdAt)}
        {message.repliedAt ? `; replied ${shopTime(message.repliedAt)}` : ""}
      </p>
      <p className="mt-3 whitespace-pre-line text-ink-900">{message.message}</p>
      {message.recordingKey ? (
        <div className="mt-3">
          <audio
            controls
            preload="none"
            src={`/admin/voice-messages/recording/${message.id}`}
            aria-label={`Voice message from ${message.name}`}
          />
          {message.recordingSeconds ? (
            <p className="text-xs text-ink-700">{message.recordingSeconds} s recording</p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {message.status !== "read"
          ? statusForm("read", message.status === "archived" ? "Move to inbox" : "Mark as read")
          : statusForm("unread", "Mark as unread")}
        {message.status !== "archived" ? statusForm("archived", "Archive") : null}
        <DeleteMessageForm messageId={message.id} returnTo={returnTo} confirming={confirmingDelete} />
      </div>
      <details className="mt-4" open={Boolean(replyFailure)}>
        <summary className="cursor-pointer font-medium text-ink-900">Reply by email</summary>
        {/* Keyed on the last reply (a sent reply clears the field) and on a failed one (its text is put back). */}
        <replyFetcher.Form
          key={`${message.repliedAt ?? "unreplied"}${replyFailure ? JSON.stringify(replyFailure.values) : ""}`}
          method="post"
          className="mt-2 space-y-2"
        >
          <JsReplyField />
          <input type="hidden" name="messageId" value={message.id} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <TextareaField
            label={`Your reply to ${message.email}`}
            labelClassName="text-sm font-semibold"
            field={fields.reply}
            // A send that failed (not the text) is said under the field, and marks it.
            invalid={Boolean(replyFailure?.formError)}
            textareaProps={{
              rows: 4,
              maxLength: REPLY_LIMITS.max,
              defaultValue: keptValue(replyFailure, "reply") ?? "",
              "aria-describedby": replyFailure?.formError ? `reply-${message.id}-send-error` : undefined,
            }}
          />
          <ErrorList id={`reply-${message.id}-send-error`} errors={[replyFailure?.formError]} />
          <IntentButton intent="reply" fetcherState={replyFetcher.state}>
            Send reply
          </IntentButton>
        </replyFetcher.Form>
      </details>
    </article>
  );
}
