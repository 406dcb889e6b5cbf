import { useFetcher } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { Button } from "~/components/ui/Button";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { REPLY_LIMITS, type MessageStatus } from "~/lib/admin/inbox/contact-inbox";
import { useShopTime } from "~/components/admin/useShopTime";

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

export type ReplyFailure = { ok: false; messageId: string; reply: string; error: string };

const STATUS_BADGE: Record<MessageStatus, string> = {
  unread: "bg-clay-600 text-sand-50",
  read: "bg-sand-200 text-ink-900",
  archived: "bg-sand-100 text-ink-700",
};

/** One message: what was said, the recording, and the forms to mark, reply and delete (each a plain form upgraded to a fetcher). */
export function ContactMessageCard({
  message,
  returnTo,
  failure,
}: {
  message: MessageCardData;
  returnTo: string;
  failure?: ReplyFailure;
}) {
  const statusFetcher = useFetcher();
  const replyFetcher = useFetcher<ReplyFailure | { ok: true }>();
  const deleteFetcher = useFetcher();
  const shopTime = useShopTime();
  useFetcherToast(statusFetcher);
  useFetcherToast(replyFetcher);
  useFetcherToast(deleteFetcher);
  const replyFailure = (replyFetcher.data && !replyFetcher.data.ok ? replyFetcher.data : failure) as
    ReplyFailure | undefined;
  const headingId = `message-${message.id}`;
  const button = buttonClass({ variant: "ghost", size: "sm" });
  const statusForm = (status: MessageStatus, label: string) => (
    <statusFetcher.Form method="post">
      <JsReplyField />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="messageId" value={message.id} />
      <input type="hidden" name="status" value={status} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <button type="submit" className={button}>
        {label}
      </button>
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
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[message.status]}`}>
          {message.status}
        </span>
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
        <deleteFetcher.Form
          method="post"
          onSubmit={(event) => {
            if (!window.confirm("Delete this message and its recording? This cannot be undone."))
              event.preventDefault();
          }}
        >
          <JsReplyField />
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="messageId" value={message.id} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <Button type="submit" variant="danger-outline" size="sm">
            Delete
          </Button>
        </deleteFetcher.Form>
      </div>
      <details className="mt-4" open={Boolean(replyFailure)}>
        <summary className="cursor-pointer font-medium text-ink-900">Reply by email</summary>
        {/* Keyed on the last reply, so a sent reply clears the field once the page revalidates. */}
        <replyFetcher.Form key={message.repliedAt ?? "unreplied"} method="post" className="mt-2 space-y-2">
          <JsReplyField />
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="messageId" value={message.id} />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <label htmlFor={`reply-${message.id}`} className="block text-sm font-semibold text-ink-900">
            Your reply to {message.email}
          </label>
          <textarea
            id={`reply-${message.id}`}
            name="reply"
            rows={4}
            maxLength={REPLY_LIMITS.max}
            defaultValue={replyFailure?.reply ?? ""}
            aria-invalid={replyFailure ? true : undefined}
            aria-describedby={replyFailure ? `reply-${message.id}-error` : undefined}
            className={`block w-full rounded-xl border bg-white px-3 py-2 ${replyFailure ? "border-clay-600" : "border-sand-300"}`}
          />
          {replyFailure ? (
            <p id={`reply-${message.id}-error`} className="text-sm font-medium text-clay-700">
              {replyFailure.error}
            </p>
          ) : null}
          <Button type="submit" disabled={replyFetcher.state !== "idle"}>
            Send reply
          </Button>
        </replyFetcher.Form>
      </details>
    </article>
  );
}
