import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { reviewModerationAction } from "../../lib/reviews/review-moderation-action.server";
import { REVIEW_STATUSES, type ReviewStatus } from "../../lib/reviews/review-rules";
import { listReviewsForModeration, loadReviewSettings } from "../../lib/reviews/reviews.server";
import { ReviewsView } from "./ReviewsView";
import { awaitAll } from "../../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Reviews");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const requested = new URL(request.url).searchParams.get("status");
  const status: ReviewStatus = (REVIEW_STATUSES as readonly string[]).includes(requested ?? "")
    ? (requested as ReviewStatus)
    : "pending";
  const [{ reviews, counts }, settings] = await awaitAll([
    listReviewsForModeration(context.db, status),
    loadReviewSettings(context.db),
  ]);
  return { status, reviews, counts, requireApproval: settings.requireApproval };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return reviewModerationAction(request, context);
}

export default ReviewsView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
