// The moderation page's actions (/admin/reviews) and the review switches (also posted from /admin/config).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireAdmin } from "../auth/session.server";
import { readFormBody, replyFailure } from "../forms/form-body.server";
import { formFailure } from "../platform/reply";
import { parseSubmission, readIntent } from "../forms/parse-submission";
import { redirectWithToast } from "../auth/flash.server";
import { HideReviewSchema, ReplyReviewSchema } from "./review-form.server";
import { REVIEW_STATUSES, type ReviewStatus } from "./review-rules";
import { moderateReview, saveReviewSetting } from "./reviews.server";

export const MODERATION_INTENTS = ["publish", "hide", "reply", "require-approval", "sample-ratings"] as const;

/** Where a moderation step goes back to: the tab it was taken on. */
function backTo(form: FormData): string {
  const status = String(form.get("tab") ?? "");
  return (REVIEW_STATUSES as readonly string[]).includes(status)
    ? `/admin/reviews?status=${status as ReviewStatus}`
    : "/admin/reviews";
}

export async function reviewModerationAction(request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, MODERATION_INTENTS);
  if (!intent) return replyFailure(formFailure({ formError: "Unknown action." }), 400);
  if (intent === "require-approval" || intent === "sample-ratings") {
    const enabled = form.get("enabled") === "on";
    const name = intent === "require-approval" ? "requireApproval" : "showSampleRatings";
    await saveReviewSetting(context.db, name, enabled, admin.id);
    const title =
      intent === "require-approval"
        ? enabled
          ? "New reviews now wait for approval"
          : "New reviews now publish at once"
        : enabled
          ? "Sample ratings shown"
          : "Sample ratings hidden";
    const to = intent === "sample-ratings" && form.get("from") === "config" ? "/admin/config" : "/admin/reviews";
    return redirectWithToast(request, context, to, { title, tone: "success" });
  }
  const reviewId = String(form.get("reviewId") ?? "").slice(0, 64);
  const back = backTo(form);
  const gone = { title: "That review no longer exists.", tone: "error" } as const;
  if (intent === "publish") {
    const done = await moderateReview(context.db, reviewId, { kind: "publish" }, admin.id);
    return redirectWithToast(request, context, back, done ? { title: "Review published", tone: "success" } : gone);
  }
  if (intent === "hide") {
    const parsed = parseSubmission(form, HideReviewSchema, { intent });
    if (!parsed.ok) return replyFailure(parsed.failure, 400);
    const done = await moderateReview(context.db, reviewId, { kind: "hide", reason: parsed.value.reason }, admin.id);
    return redirectWithToast(request, context, back, done ? { title: "Review hidden", tone: "success" } : gone);
  }
  const parsed = parseSubmission(form, ReplyReviewSchema, { intent });
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const done = await moderateReview(context.db, reviewId, { kind: "reply", reply: parsed.value.reply }, admin.id);
  const saved = parsed.value.reply ? "Reply published" : "Reply removed";
  return redirectWithToast(request, context, back, done ? { title: saved, tone: "success" } : gone);
}
