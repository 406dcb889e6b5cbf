import { Form, useActionData } from "@remix-run/react";
import { SelectField, Field, TextareaField } from "../forms/Field";
import { StatusButton } from "../forms/StatusButton";
import { Alert } from "../ui/Alert";
import { Pagination } from "../ui/Pagination";
import { useContractForm } from "../../hooks/useContractForm";
import { ReviewStars } from "./ReviewStars";
import {
  FIT_ADVICE,
  FIT_LABELS,
  FITS,
  formatAverage,
  formatReviewDate,
  refusalMessageOf,
  REVIEW_LIMITS,
  type ProductReviewsView,
  type PublishedReview,
  type ReviewEligibility,
  type ReviewSummary,
} from "../../lib/reviews/review-rules";

/** Beside the size options: what most reviewers said about the fit. */
export function FitSummary({ summary }: { summary: ReviewSummary | null | undefined }) {
  if (!summary?.fit) return null;
  return (
    <p data-testid="fit-summary" className="-mt-3 text-sm font-medium text-sage-700">
      {FIT_ADVICE[summary.fit]}
      <span className="font-normal text-ink-700">
        {" "}
        (
        <a href="#reviews" className="underline underline-offset-2">
          {summary.count} {summary.count === 1 ? "review" : "reviews"}
        </a>
        )
      </span>
    </p>
  );
}

function Distribution({ summary }: { summary: ReviewSummary }) {
  return (
    <table className="w-full max-w-xs text-sm text-ink-700">
      <caption className="sr-only">Reviews by stars</caption>
      <tbody>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1];
          const share = summary.count ? Math.round((n / summary.count) * 100) : 0;
          return (
            <tr key={stars}>
              <th scope="row" className="w-14 py-0.5 pr-2 text-left font-normal whitespace-nowrap">
                {stars} <span aria-hidden="true">★</span>
                <span className="sr-only">{stars === 1 ? "star" : "stars"}</span>
              </th>
              <td className="w-full py-0.5">
                <span className="block h-2 overflow-hidden rounded-full bg-sand-200" aria-hidden="true">
                  <span className="block h-full rounded-full bg-clay-600" style={{ width: `${share}%` }} />
                </span>
              </td>
              <td className="w-8 py-0.5 pl-2 text-right tabular-nums">{n}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  return (
    <li className="border-t border-sand-200 py-5 first:border-t-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} label={`${review.rating} out of 5 stars`} />
        <h4 className="text-base font-semibold text-ink-900">{review.title}</h4>
      </div>
      <p className="mt-1 text-sm text-ink-700">
        Verified buyer · {formatReviewDate(review.createdAt)}
        {review.sizeBought ? ` · Size bought: ${review.sizeBought}` : ""} · {FIT_LABELS[review.fit]}
      </p>
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink-900">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 rounded-xl bg-sand-100 p-3 text-sm ring-1 ring-sand-200">
          <p className="font-semibold text-ink-900">Reply from Boho Boutique</p>
          <p className="mt-1 break-words whitespace-pre-line text-ink-700">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

type ReviewFormField = "rating" | "title" | "body" | "size" | "fit";

function ReviewForm({
  handle,
  eligibility,
}: {
  handle: string;
  eligibility: Extract<ReviewEligibility, { kind: "can-review" }>;
}) {
  const reply = useActionData();
  const { failure, fields } = useContractForm<ReviewFormField>("review", reply);
  const formError = failure?.formError;
  const action = `/products/${handle}`;
  return (
    <Form
      method="post"
      action={action}
      noValidate
      preventScrollReset
      aria-labelledby="write-review"
      aria-describedby={formError ? "review-form-error" : undefined}
      className="mt-4 grid gap-4 rounded-2xl bg-white/60 p-4 ring-1 ring-sand-200 sm:grid-cols-2 sm:p-6"
    >
      {formError ? (
        <Alert tone="error" id="review-form-error" className="sm:col-span-2">
          {formError}
        </Alert>
      ) : null}
      <SelectField label="Your rating" field={fields.rating} selectProps={{ required: true }}>
        <option value="">Choose stars</option>
        <option value="5">5 stars — love it</option>
        <option value="4">4 stars — like it</option>
        <option value="3">3 stars — it's fine</option>
        <option value="2">2 stars — not for me</option>
        <option value="1">1 star — disappointed</option>
      </SelectField>
      <SelectField label="How does it fit?" field={fields.fit} selectProps={{ required: true }}>
        <option value="">Choose fit</option>
        {FITS.map((fit) => (
          <option key={fit} value={fit}>
            {FIT_LABELS[fit]}
          </option>
        ))}
      </SelectField>
      {eligibility.sizes.length > 0 ? (
        <SelectField
          label="Size you bought"
          field={fields.size}
          // A failed reply puts back what was chosen; before that, the size from the order.
          selectProps={failure ? { required: true } : { required: true, defaultValue: eligibility.sizeBought ?? "" }}
        >
          <option value="">Choose size</option>
          {eligibility.sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label="Title"
        className="sm:col-span-2"
        field={fields.title}
        inputProps={{ required: true, maxLength: REVIEW_LIMITS.title }}
      />
      <TextareaField
        label="Your review"
        description={`Plain text, up to ${REVIEW_LIMITS.body} characters.`}
        className="sm:col-span-2"
        field={fields.body}
        textareaProps={{ required: true, rows: 5, maxLength: REVIEW_LIMITS.body }}
      />
      <div className="sm:col-span-2">
        <StatusButton action={action} pendingLabel="Sending...">
          Submit review
        </StatusButton>
      </div>
    </Form>
  );
}

function WriteReview({ handle, view, signInHref }: { handle: string; view: ProductReviewsView; signInHref: string }) {
  const { eligibility } = view;
  return (
    <section aria-labelledby="write-review" className="mt-8">
      <h3 id="write-review" className="text-xl text-ink-900">
        Write a review
      </h3>
      {view.sent ? (
        <Alert tone="success" className="mt-3">
          {view.sent === "published"
            ? "Thank you: your review is published."
            : "Thank you: your review will show here once it is approved."}
        </Alert>
      ) : null}
      {eligibility.kind === "can-review" ? (
        <ReviewForm handle={handle} eligibility={eligibility} />
      ) : eligibility.kind === "sign-in" ? (
        <p className="mt-2 text-ink-700" data-testid="review-eligibility">
          <a href={signInHref} className="font-medium text-clay-700 underline underline-offset-2">
            Sign in to review
          </a>
        </p>
      ) : view.sent ? null : (
        <p className="mt-2 text-ink-700" data-testid="review-eligibility">
          {refusalMessageOf(eligibility)}
          {eligibility.kind === "reviewed" && eligibility.status === "pending"
            ? ". It will show here once it is approved."
            : eligibility.kind === "reviewed"
              ? "."
              : ""}
        </p>
      )}
    </section>
  );
}

/** The product page's reviews: summary, star distribution, published reviews newest first, and the form. */
export function ProductReviews({
  handle,
  view,
  currentUrl,
}: {
  handle: string;
  view: ProductReviewsView | null;
  currentUrl: string;
}) {
  if (!view) return null;
  const { summary } = view;
  const [path, query = ""] = currentUrl.split("?");
  const hrefOf = (page: number) => {
    const params = new URLSearchParams(query);
    params.delete("review");
    if (page > 1) params.set("reviews", String(page));
    else params.delete("reviews");
    const search = params.toString();
    return `${path}${search ? `?${search}` : ""}#reviews`;
  };
  const signInHref = `/auth?redirectTo=${encodeURIComponent(`/products/${handle}#reviews`)}`;
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-12 scroll-mt-24 border-t border-sand-200 pt-8"
    >
      <h2 id="reviews-heading" className="text-2xl text-ink-900">
        Reviews
      </h2>
      {summary ? (
        <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start sm:gap-12" data-testid="review-summary">
          <div>
            <p className="text-4xl text-ink-900">{formatAverage(summary.average)}</p>
            <ReviewStars rating={summary.average} label={`${formatAverage(summary.average)} out of 5 stars`} />
            <p className="mt-1 text-sm text-ink-700">
              Based on {summary.count} {summary.count === 1 ? "review" : "reviews"} from verified buyers
            </p>
            {summary.fit ? <p className="mt-2 text-sm font-medium text-sage-700">{FIT_ADVICE[summary.fit]}</p> : null}
          </div>
          <Distribution summary={summary} />
        </div>
      ) : (
        <p className="mt-2 text-ink-700">No reviews yet. Shoppers who bought this can share how it fits.</p>
      )}
      {view.reviews.length > 0 ? (
        <>
          <ol className="mt-6" aria-label="Reviews, newest first">
            {view.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
          <Pagination
            page={view.page}
            pageCount={view.pageCount}
            hrefOf={hrefOf}
            label="Review pages"
            pageWindow={Array.from({ length: view.pageCount }, (_, index) => index + 1)}
          />
        </>
      ) : null}
      <WriteReview handle={handle} view={view} signInHref={signInHref} />
    </section>
  );
}
