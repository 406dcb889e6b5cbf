import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { ContactMessageCard, type ReplyFailure } from "~/components/admin/inbox/ContactMessageCard";
import { adminMeta } from "~/lib/admin/admin-meta";
import {
  INBOX_VIEW_LABELS,
  INBOX_VIEWS,
  MESSAGE_STATUSES,
  parseInboxView,
  ReplyFormSchema,
  type MessageStatus,
} from "~/lib/admin/inbox/contact-inbox";
import {
  deleteMessage,
  listMessages,
  MESSAGES_PER_PAGE,
  replyToMessage,
  setMessageStatus,
} from "~/lib/admin/inbox/contact-inbox.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { replyWithToast, returnTarget, wantsJson } from "~/lib/platform/reply.server";
import { logger } from "~/lib/platform/logger";

export const meta: MetaFunction = () => adminMeta("Messages");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = parseInboxView(params.get("view"));
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const { messages, total, unread } = await listMessages(context.db, view, page);
  return { messages, total, unread, view, page, pages: Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const json = wantsJson(form);
  const to = returnTarget(request, form, "/admin/voice-messages");
  const messageId = String(form.get("messageId") ?? "").slice(0, 64);
  const deps = { db: context.db, media: context.env.MEDIA, config: context.config };
  const notFound = () =>
    replyWithToast(request, context, {
      json,
      status: 404,
      to,
      toast: { title: "That message no longer exists.", tone: "error" },
    });

  switch (form.get("intent")) {
    case "status": {
      const status = String(form.get("status"));
      if (!(MESSAGE_STATUSES as readonly string[]).includes(status)) {
        return replyWithToast(request, context, {
          json,
          status: 400,
          to,
          toast: { title: "Choose read, unread or archived.", tone: "error" },
        });
      }
      if (!(await setMessageStatus(context.db, messageId, status as MessageStatus, admin.id))) return notFound();
      const titles: Record<MessageStatus, string> = {
        read: "Marked as read",
        unread: "Marked as unread",
        archived: "Message archived",
      };
      return replyWithToast(request, context, {
        json,
        status: 200,
        to,
        toast: { title: titles[status as MessageStatus], tone: "success" },
      });
    }
    case "reply": {
      const reply = String(form.get("reply") ?? "").slice(0, 10_000);
      const parsed = ReplyFormSchema.safeParse({ reply });
      if (!parsed.success) {
        const failure: ReplyFailure = { ok: false, messageId, reply, error: parsed.error.issues[0].message };
        return data(
          { ...failure, toast: { title: "Reply not sent", message: failure.error, tone: "error" as const } },
          { status: 400 },
        );
      }
      const message = await replyToMessage(deps, messageId, parsed.data.reply, admin.id).catch((error: unknown) => {
        logger.error("reply not sent", { error });
        return "failed" as const;
      });
      if (message === null) return notFound();
      if (message === "failed") {
        const failure: ReplyFailure = {
          ok: false,
          messageId,
          reply,
          error: "The email could not be sent. Please try again in a moment.",
        };
        return data(
          { ...failure, toast: { title: "Reply not sent", message: failure.error, tone: "error" as const } },
          { status: 502 },
        );
      }
      return replyWithToast(request, context, {
        json,
        status: 200,
        to,
        toast: { title: "Reply sent", message: `To ${message.email}`, tone: "success" },
      });
    }
    case "delete": {
      if (!(await deleteMessage(deps, messageId, admin.id))) return notFound();
      return replyWithToast(request, context, {
        json,
        status: 200,
        to,
        toast: { title: "Message deleted", tone: "success" },
      });
    }
    default:
      return replyWithToast(request, context, {
        json,
        status: 400,
        to,
        toast: { title: "Unknown action.", tone: "error" },
      });
  }
}

export default function AdminVoiceMessagesPage() {
  const { messages, total, unread, view, page, pages } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ReplyFailure | undefined;
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
        {messages.length === 0 ? (
          <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No messages here.</p>
        ) : null}
        {messages.map((message) => (
          <ContactMessageCard
            key={message.id}
            message={message}
            returnTo={returnTo}
            failure={actionData?.messageId === message.id ? actionData : undefined}
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

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
