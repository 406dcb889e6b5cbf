import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import {
  parseInboxView,
  ReplyFormSchema,
  StatusFormSchema,
  type MessageStatus,
} from "../../lib/admin/inbox/contact-inbox";
import {
  deleteMessage,
  listMessages,
  MESSAGES_PER_PAGE,
  replyToMessage,
  setMessageStatus,
} from "../../lib/admin/inbox/contact-inbox.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formFailure, type FormValues } from "../../lib/platform/reply";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { logger } from "../../lib/platform/logger";
import { replyWithToast, returnTarget, wantsJson } from "../../lib/forms/reply.server";
import type { Toast } from "../../lib/platform/toast";
import { revalidateUnlessIntent } from "../../lib/platform/revalidate-unless-intent";
import { VoiceMessagesView } from "./VoiceMessagesView";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Messages");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const view = parseInboxView(params.get("view"));
  const page = parsePageNumber(params.get("page"));
  const { messages, total, unread } = await listMessages(context.db, view, page);
  return { messages, total, unread, view, page, pages: Math.max(1, Math.ceil(total / MESSAGES_PER_PAGE)) };
}

const STATUS_TITLES: Record<MessageStatus, string> = {
  read: "Marked as read",
  unread: "Marked as unread",
  archived: "Message archived",
};

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const to = returnTarget(request, form, "/admin/voice-messages");
  const messageId = String(form.get("messageId") ?? "").slice(0, 64);
  const deps = { db: context.db, media: context.env.MEDIA, config: context.config };
  const answer = (status: number, toast: Toast, kept?: { intent: string; values: FormValues }) =>
    replyWithToast(request, context, { json: wantsJson(form), status, to, toast, ...kept });
  const notFound = (kept?: { intent: string; values: FormValues }) =>
    answer(404, { title: "That message no longer exists.", tone: "error" }, kept);

  switch (readIntent(form, ["status", "reply", "delete", "confirm-delete"])) {
    case "status": {
      const parsed = parseSubmission(form, StatusFormSchema);
      if (!parsed.ok) return answer(400, { title: "Choose read, unread or archived.", tone: "error" });
      if (!(await setMessageStatus(context.db, messageId, parsed.value.status, admin.id))) return notFound();
      return answer(200, { title: STATUS_TITLES[parsed.value.status], tone: "success" });
    }
    case "reply": {
      const replyNotSent = (message: string) => ({ title: "Reply not sent", message, tone: "error" as const });
      const parsed = parseSubmission(form, ReplyFormSchema, { intent: "reply" });
      if (!parsed.ok) {
        const error = Object.values(parsed.failure.fieldErrors)[0]?.[0] ?? "Write a reply before sending.";
        return replyFailure({ ...parsed.failure, toast: replyNotSent(error) }, 400);
      }
      const message = await replyToMessage(deps, messageId, parsed.value.reply, admin.id).catch((error: unknown) => {
        logger.error("reply not sent", { error });
        return "failed" as const;
      });
      // The reply form keeps what was typed, as after any failed send.
      if (message === null) return notFound({ intent: "reply", values: parsed.values });
      if (message === "failed") {
        const error = "The email could not be sent. Please try again in a moment.";
        return replyFailure(
          formFailure({ intent: "reply", formError: error, values: parsed.values, toast: replyNotSent(error) }),
          502,
        );
      }
      return answer(200, { title: "Reply sent", message: `To ${message.email}`, tone: "success" });
    }
    // Deleting asks first: the page (without JavaScript) shows the question on the message's card.
    case "delete":
      return data<DeleteQuestion>({ kind: "confirm-delete", messageId });
    case "confirm-delete": {
      if (!(await deleteMessage(deps, messageId, admin.id))) return notFound();
      return answer(200, { title: "Message deleted", tone: "success" });
    }
    default:
      return answer(400, { title: "Unknown action.", tone: "error" });
  }
}

/** The question a first "Delete" answers with: nothing is deleted until it is confirmed. */
export type DeleteQuestion = { kind: "confirm-delete"; messageId: string };

// The delete question changes nothing the loader reads.
export const shouldRevalidate = revalidateUnlessIntent("delete");

export default VoiceMessagesView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
