// The product page's review form: POST /products/{slug}. Who may write is decided here, never by the form.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getUser } from "../auth/session.server";
import { readFormBody, replyFailure } from "../forms/form-body.server";
import { formFailure } from "../platform/reply";
import { parseSubmission } from "../forms/parse-submission";
import { requireProductBySlug } from "../product/product.server";
import { reviewedProductOf } from "./product-reviews.server";
import { ReviewFormSchema } from "./review-form.server";
import { refusalMessageOf } from "./review-rules";
import { isReviewRateLimited, reviewEligibility, submitReview } from "./reviews.server";
import { awaitAll } from "../platform/await-all";

const REFUSAL_STATUS = { "sign-in": 401, unverified: 403, "not-buyer": 403, reviewed: 409 } as const;

export async function productReviewAction(request: Request, context: AppLoadContext, slug: string | undefined) {
  const form = await readFormBody(request);
  const [user, catalogProduct] = await awaitAll([getUser(request, context), requireProductBySlug(context, slug)]);
  const product = reviewedProductOf(catalogProduct);
  const parsed = parseSubmission(form, ReviewFormSchema);
  const values = parsed.ok ? parsed.values : parsed.failure.values;
  const eligibility = await reviewEligibility(context.db, user, product);
  if (eligibility.kind !== "can-review") {
    return replyFailure(
      formFailure({ values, formError: refusalMessageOf(eligibility) }),
      REFUSAL_STATUS[eligibility.kind],
    );
  }
  if (await isReviewRateLimited(context.db, request)) {
    return replyFailure(
      formFailure({ values, formError: "Too many reviews in a short time. Please wait a few minutes and try again." }),
      429,
    );
  }
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  if (product.sizes.length > 0 && !product.sizes.includes(parsed.value.size)) {
    return replyFailure(formFailure({ values, fieldErrors: { size: ["Choose the size you bought."] } }), 400);
  }
  const outcome = await submitReview(context.db, user!, product, {
    ...parsed.value,
    size: product.sizes.length > 0 ? parsed.value.size : "",
  });
  if (!outcome.ok) {
    return replyFailure(
      formFailure({ values, formError: refusalMessageOf(outcome.refusal) }),
      REFUSAL_STATUS[outcome.refusal.kind],
    );
  }
  return redirect(`/products/${product.handle}?review=${outcome.status}#reviews`);
}
