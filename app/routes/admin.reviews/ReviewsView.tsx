import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { RowActions } from "../../components/admin/kit/RowActions";
import {
  HideReviewForm,
  PublishReviewForm,
  ReplyReviewForm,
  ReviewSettingSwitch,
} from "../../components/admin/reviews/ReviewModerationForms";
import { ReviewStars } from "../../components/product/ReviewStars";
import { FIT_LABELS, formatReviewDate, REVIEW_STATUSES, type ReviewStatus } from "../../lib/reviews/review-rules";
import type { loader } from "./route";

const TAB_LABELS: Record<ReviewStatus, string> = { pending: "Pending", published: "Published", hidden: "Hidden" };

type Row = ReturnType<typeof useLoaderData<typeof loader>>["reviews"][number];

function ReviewTabs({ status, counts }: { status: ReviewStatus; counts: Record<ReviewStatus, number> }) {
  return (
    <nav aria-label="Review status" className="mt-6 flex flex-wrap gap-2">
      {REVIEW_STATUSES.map((tab) => (
        <a
          key={tab}
          href={`/admin/reviews?status=${tab}`}
          aria-current={tab === status ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-sand-300 ${tab === status ? "bg-ink-900 text-sand-50" : "bg-white"}`}
        >
          {TAB_LABELS[tab]} <span className="tabular-nums">({counts[tab]})</span>
        </a>
      ))}
    </nav>
  );
}

export function ReviewsView() {
  const { status, reviews, counts, requireApproval } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData();
  const columns: AdminColumn<Row>[] = [
    {
      key: "review",
      header: "Review",
      rowHeader: true,
      className: "min-w-48 align-top sm:min-w-64",
      cell: (review) => (
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <ReviewStars rating={review.rating} label={`${review.rating} out of 5 stars`} />
            <span className="font-semibold text-ink-900">{review.title}</span>
          </div>
          <p className="max-w-prose break-words whitespace-pre-line text-ink-900">{review.body}</p>
          <p className="text-ink-700">
            <a href={`/products/${review.productHandle}#reviews`} className="text-clay-700 underline">
              {review.productTitle}
            </a>{" "}
            · {review.authorEmail} · {formatReviewDate(review.createdAt)}
            {review.sizeBought ? ` · Size ${review.sizeBought}` : ""} · {FIT_LABELS[review.fit]}
          </p>
          {review.hiddenReason ? <p className="text-ink-700">Hidden because: {review.hiddenReason}</p> : null}
        </div>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      className: "min-w-44 align-top sm:min-w-72",
      cell: (review) => (
        <div className="grid gap-3">
          <RowActions label={`Moderate “${review.title}”`}>
            {review.status !== "published" ? <PublishReviewForm reviewId={review.id} tab={status} /> : null}
            {review.status !== "hidden" ? <HideReviewForm reviewId={review.id} tab={status} reply={reply} /> : null}
          </RowActions>
          <ReplyReviewForm reviewId={review.id} tab={status} current={review.reply} reply={reply} />
        </div>
      ),
    },
  ];
  return (
    <AdminPage
      title="Reviews"
      description="Reviews from shoppers who bought the product. Publish them, hide them with a reason, or reply publicly under them."
    >
      <div className="mt-6">
        <ReviewSettingSwitch
          intent="require-approval"
          enabled={requireApproval}
          label="New reviews wait for approval"
          description="When off, a verified buyer's review shows on the product page at once."
        />
      </div>
      <ReviewTabs status={status} counts={counts} />
      <AdminTable
        caption={`${TAB_LABELS[status]} reviews`}
        className="mt-6"
        columns={columns}
        rows={reviews}
        rowKey={(review) => review.id}
        rowTestId="review-row"
        emptyTitle={`No ${TAB_LABELS[status].toLowerCase()} reviews.`}
      />
    </AdminPage>
  );
}
