import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ContactMessageCard } from "../../components/admin/inbox/ContactMessageCard";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { EmptyState } from "../../components/ui/EmptyState";
import { INBOX_VIEW_LABELS, INBOX_VIEWS } from "../../lib/admin/inbox/contact-inbox";
import { isFormFailure } from "../../lib/platform/reply";
import type { action, DeleteQuestion, loader } from "./route";

function isDeleteQuestion(reply: unknown, messageId: string): reply is DeleteQuestion {
  if (typeof reply !== "object" || reply === null || !("kind" in reply) || !("messageId" in reply)) return false;
  return reply.kind === "confirm-delete" && reply.messageId === messageId;
}

export function VoiceMessagesView() {
  const { messages, total, unread, view, page, pages } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : undefined;
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const viewLink = (next: string, to = 1) =>
    `?${new URLSearchParams({ ...(next !== "inbox" ? { view: next } : {}), ...(to > 1 ? { page: String(to) } : {}) })}`;
  return (
    <AdminPage
      title="Messages"
      description={`Messages from the contact form, newest first, with any voice recording. ${unread} unread.`}
    >
      <nav aria-label="Message views" className="mt-6 flex flex-wrap gap-2">
        {INBOX_VIEWS.map((option) => (
          <a
            key={option}
            href={viewLink(option)}
            aria-current={option === view ? "page" : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-sand-300 ${option === view ? "bg-ink-900 text-sand-50" : "bg-white"}`}
          >
            {INBOX_VIEW_LABELS[option]}
          </a>
        ))}
      </nav>
      <p className="mt-4 text-sm text-ink-700" aria-live="polite">
        {total} message{total === 1 ? "" : "s"}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      <div className="mt-3 space-y-4">
        {messages.length === 0 ? <EmptyState title="No messages here." /> : null}
        {messages.map((message) => (
          <ContactMessageCard
            key={message.id}
            message={message}
            returnTo={returnTo}
            failure={failure?.values.messageId === message.id ? failure : undefined}
            confirmingDelete={isDeleteQuestion(reply, message.id)}
          />
        ))}
      </div>
      {pages > 1 ? (
        <nav aria-label="Message pages" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? (
            <a href={viewLink(view, page - 1)} className="text-clay-700 underline">
              Newer messages
            </a>
          ) : null}
          {page < pages ? (
            <a href={viewLink(view, page + 1)} className="text-clay-700 underline">
              Older messages
            </a>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  );
}
