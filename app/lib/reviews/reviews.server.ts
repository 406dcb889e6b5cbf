// Verified reviews: who may review (a signed-in shopper with a verified email whose order, stored from the orders
// webhook, holds the product), storing a review once, what the product page and the listing show, moderation.
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { orderLines, orders, productReviews, siteSettings, users } from "../../../db/schema";
import { isUniqueViolation, type Database } from "../platform/database.server";
import { countAttempt } from "../auth/rate-limit.server";
import { networkKeyOf } from "../security/network-key";
import { writeAuditEntry } from "../security/events.server";
import { knownPageGeneration, markContentChanged } from "../worker/page-generation.server";
import {
  isolateRowsByKey,
  keptRead,
  PUBLIC_ROWS_KEEP_MS,
  type IsolateRowsByKey,
} from "../platform/isolate-rows.server";
import { logger } from "../platform/logger";
import {
  fitMajority,
  formatAverage,
  orderProductIdsOf,
  reviewPageOf,
  REVIEWS_PER_PAGE,
  sizeFromVariantTitle,
  STRUCTURED_DATA_REVIEWS,
  type Fit,
  type PublishedReview,
  type ReviewEligibility,
  type ReviewStatus,
  type ReviewSummary,
} from "./review-rules";
import type { ReviewFormValues } from "./review-form.server";
import { awaitAll } from "../platform/await-all";

/** Visitor writes share the generic limiter: 5 per 5 minutes per network. */
export const REVIEW_RATE_LIMIT = { attempts: 5, windowMs: 300_000 } as const;

// ---------------------------------------------------------------- settings

export type ReviewSettings = { requireApproval: boolean; showSampleRatings: boolean };
/** Sample ratings are off until the owner turns them on: a rating is a claim about real reviews (decision 062). */
export const REVIEW_SETTING_DEFAULTS: ReviewSettings = { requireApproval: true, showSampleRatings: false };
const REVIEW_SETTING_KEYS: Record<keyof ReviewSettings, string> = {
  requireApproval: "reviews.requireApproval",
  showSampleRatings: "reviews.showSampleRatings",
};

export async function loadReviewSettings(db: Database): Promise<ReviewSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, Object.values(REVIEW_SETTING_KEYS)));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const read = (name: keyof ReviewSettings) => {
    const value = stored.get(REVIEW_SETTING_KEYS[name]);
    return typeof value === "boolean" ? value : REVIEW_SETTING_DEFAULTS[name];
  };
  return { requireApproval: read("requireApproval"), showSampleRatings: read("showSampleRatings") };
}

/**
 * What public pages read about reviews (the settings, a product's summary and pages of its published reviews), kept
 * in the isolate under the page generation: publishing or moderating a review, or saving a setting, moves it
 * (markContentChanged), so a page shows the change at once in this isolate (decision 063).
 */
const publicReviewRows = isolateRowsByKey<unknown>(PUBLIC_ROWS_KEEP_MS, { stamp: knownPageGeneration, maxKeys: 2_000 });
const keptPublicRead = <T>(key: string, read: () => Promise<T>) =>
  keptRead(publicReviewRows as IsolateRowsByKey<T>, key, read);

/** Whether the sample rating figures may be shown; a failed read shows none (the default). */
export async function sampleRatingsShown(db: Database): Promise<boolean> {
  return keptPublicRead("settings", () => loadReviewSettings(db))
    .then((settings) => settings.showSampleRatings)
    .catch((error: unknown) => {
      logger.warn("Review settings unreadable; no sample ratings shown", { error });
      return REVIEW_SETTING_DEFAULTS.showSampleRatings;
    });
}

/** Saves one switch, audited with its value before and after; public pages show the change at once. */
export async function saveReviewSetting(
  db: Database,
  name: keyof ReviewSettings,
  value: boolean,
  adminId: string,
): Promise<void> {
  const before = (await loadReviewSettings(db))[name];
  await db
    .insert(siteSettings)
    .values({ key: REVIEW_SETTING_KEYS[name], value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date().toISOString() } });
  await markContentChanged(db, "reviews");
  await writeAuditEntry(db, {
    action: "review_setting_updated",
    userId: adminId,
    details: { setting: name },
    before: { [name]: before },
    after: { [name]: value },
  });
}

// ---------------------------------------------------------------- who may review

export type ReviewedProduct = { id: string; handle: string; title: string; sizes: string[] };

export async function reviewEligibility(
  db: Database,
  user: { id: string } | null,
  product: ReviewedProduct,
): Promise<ReviewEligibility> {
  if (!user) return { kind: "sign-in" };
  const [[account], [own]] = await awaitAll([
    db.select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, user.id)),
    db
      .select({ createdAt: productReviews.createdAt, status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.userId, user.id), eq(productReviews.productId, product.id))),
  ]);
  if (own) return { kind: "reviewed", on: own.createdAt, status: own.status };
  if (!account) return { kind: "sign-in" };
  const bought = await db
    .select({ variantTitle: orderLines.variantTitle })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.email, account.email.toLowerCase()), inArray(orderLines.productId, orderProductIdsOf(product.id))),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (bought.length === 0) return { kind: "not-buyer" };
  // The order's email is only the shopper's once they have proved the address is theirs.
  if (!account.verifiedAt) return { kind: "unverified" };
  return {
    kind: "can-review",
    sizes: product.sizes,
    sizeBought: sizeFromVariantTitle(bought[0].variantTitle, product.sizes),
  };
}

export function reviewRateLimitKey(request: Request): string {
  return `review:${networkKeyOf(request)}`;
}

export async function isReviewRateLimited(db: Database, request: Request): Promise<boolean> {
  const result = await countAttempt(
    db,
    reviewRateLimitKey(request),
    REVIEW_RATE_LIMIT.attempts,
    REVIEW_RATE_LIMIT.windowMs,
  );
  return !result.allowed;
}

export type SubmitOutcome =
  | { ok: true; status: "published" | "pending" }
  | { ok: false; refusal: Exclude<ReviewEligibility, { kind: "can-review" }> };

/** Stores the review when the shopper may write it; the unique (user, product) index makes "once" hold under races. */
export async function submitReview(
  db: Database,
  user: { id: string },
  product: ReviewedProduct,
  review: ReviewFormValues,
): Promise<SubmitOutcome> {
  const eligibility = await reviewEligibility(db, user, product);
  if (eligibility.kind !== "can-review") return { ok: false, refusal: eligibility };
  const { requireApproval } = await loadReviewSettings(db);
  const status = requireApproval ? "pending" : "published";
  const now = new Date().toISOString();
  try {
    await db.insert(productReviews).values({
      productId: product.id,
      productHandle: product.handle,
      productTitle: product.title,
      userId: user.id,
      rating: Number(review.rating),
      title: review.title,
      body: review.body,
      sizeBought: review.size || null,
      fit: review.fit,
      status,
      publishedAt: status === "published" ? now : null,
      createdAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return { ok: false, refusal: { kind: "reviewed", on: now, status: "pending" } };
  }
  if (status === "published") await markContentChanged(db, "reviews");
  return { ok: true, status };
}

// ---------------------------------------------------------------- what shoppers see

const publishedOf = (productId: string) =>
  and(eq(productReviews.productId, productId), eq(productReviews.status, "published"));

export async function reviewSummaryOf(db: Database, productId: string): Promise<ReviewSummary | null> {
  const rows = await db
    .select({ rating: productReviews.rating, fit: productReviews.fit, n: count() })
    .from(productReviews)
    .where(publishedOf(productId))
    .groupBy(productReviews.rating, productReviews.fit);
  if (rows.length === 0) return null;
  const distribution: ReviewSummary["distribution"] = [0, 0, 0, 0, 0];
  const fits: Record<Fit, number> = { small: 0, true: 0, large: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const n = Number(row.n);
    distribution[Math.min(Math.max(row.rating, 1), 5) - 1] += n;
    fits[row.fit] += n;
    total += n;
    sum += row.rating * n;
  }
  return { average: sum / total, count: total, distribution, fit: fitMajority(fits) };
}

export async function publishedReviewsPage(
  db: Database,
  productId: string,
  page: number,
  perPage = REVIEWS_PER_PAGE,
): Promise<PublishedReview[]> {
  return db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      title: productReviews.title,
      body: productReviews.body,
      sizeBought: productReviews.sizeBought,
      fit: productReviews.fit,
      createdAt: productReviews.createdAt,
      reply: productReviews.reply,
    })
    .from(productReviews)
    .where(publishedOf(productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export type ProductReviewsData = {
  summary: ReviewSummary | null;
  reviews: PublishedReview[];
  /** The newest published reviews, for the JSON-LD. */
  latest: PublishedReview[];
  page: number;
  pageCount: number;
  eligibility: ReviewEligibility;
  settings: ReviewSettings;
};

/** Everything the product page needs about reviews; a failed read shows the page without them, never an error. */
export async function loadProductReviews(
  db: Database,
  user: { id: string } | null,
  product: ReviewedProduct,
  requestedPage: string | null,
): Promise<ProductReviewsData | null> {
  try {
    const [summary, eligibility, settings] = await awaitAll([
      keptPublicRead(`summary ${product.id}`, () => reviewSummaryOf(db, product.id)),
      reviewEligibility(db, user, product),
      keptPublicRead("settings", () => loadReviewSettings(db)),
    ]);
    const pageCount = Math.max(1, Math.ceil((summary?.count ?? 0) / REVIEWS_PER_PAGE));
    const page = reviewPageOf(requestedPage, pageCount);
    const [reviews, latest] = summary
      ? await awaitAll([
          keptPublicRead(`page ${product.id} ${page}`, () => publishedReviewsPage(db, product.id, page)),
          page === 1
            ? null
            : keptPublicRead(`latest ${product.id}`, () =>
                publishedReviewsPage(db, product.id, 1, STRUCTURED_DATA_REVIEWS),
              ),
        ])
      : [[], null];
    return {
      summary,
      reviews,
      latest: (latest ?? reviews).slice(0, STRUCTURED_DATA_REVIEWS),
      page,
      pageCount,
      eligibility,
      settings,
    };
  } catch (error) {
    logger.error("product page: reviews unreadable", { error });
    return null;
  }
}

export type CardRating = { average: number; count: number };

/** The listing's cards' ratings in one query: only products with published reviews appear. */
export async function cardRatingsOf(db: Database, productIds: readonly string[]): Promise<Map<string, CardRating>> {
  // Kept per product: only the page's products not read lately are asked for.
  const ratings = new Map<string, CardRating>();
  const unread: string[] = [];
  for (const id of productIds) {
    const kept = publicReviewRows.fresh(`rating ${id}`) as CardRating | null | undefined;
    if (kept === undefined) unread.push(id);
    else if (kept) ratings.set(id, kept);
  }
  if (unread.length === 0) return ratings;
  const read = await readCardRatings(db, unread);
  for (const id of unread) {
    const rating = read.get(id) ?? null;
    publicReviewRows.keep(`rating ${id}`, rating);
    if (rating) ratings.set(id, rating);
  }
  return ratings;
}

async function readCardRatings(db: Database, productIds: readonly string[]): Promise<Map<string, CardRating>> {
  const rows = await db
    .select({
      productId: productReviews.productId,
      average: sql<number>`avg(${productReviews.rating})`,
      n: count(),
    })
    .from(productReviews)
    .where(and(inArray(productReviews.productId, [...productIds]), eq(productReviews.status, "published")))
    .groupBy(productReviews.productId);
  return new Map(rows.map((row) => [row.productId, { average: Number(row.average), count: Number(row.n) }]));
}

/**
 * The shop's real figure: every published review's rating, averaged to one decimal, and how many there are; null
 * when there is none. What the home page's trust strip states unless the owner shows the sample figure.
 */
export async function shopReviewFigure(db: Database): Promise<{ ratingValue: number; reviewCount: number } | null> {
  // Kept like the other public review rows: the home page would otherwise read every review on each render.
  return keptPublicRead("shop figure", () => readShopReviewFigure(db));
}

async function readShopReviewFigure(db: Database): Promise<{ ratingValue: number; reviewCount: number } | null> {
  const [row] = await db
    .select({ average: sql<number>`avg(${productReviews.rating})`, n: count() })
    .from(productReviews)
    .where(eq(productReviews.status, "published"));
  const reviewCount = Number(row?.n ?? 0);
  if (!row || reviewCount === 0) return null;
  return { ratingValue: Number(formatAverage(Number(row.average))), reviewCount };
}

// ---------------------------------------------------------------- moderation

export type ModeratedReview = {
  id: string;
  productId: string;
  productHandle: string;
  productTitle: string;
  authorEmail: string;
  rating: number;
  title: string;
  body: string;
  sizeBought: string | null;
  fit: Fit;
  status: ReviewStatus;
  hiddenReason: string | null;
  reply: string | null;
  createdAt: string;
};

export const MODERATION_PAGE_SIZE = 50;

export async function listReviewsForModeration(
  db: Database,
  status: ReviewStatus,
): Promise<{ reviews: ModeratedReview[]; counts: Record<ReviewStatus, number> }> {
  const [reviews, countRows] = await awaitAll([
    db
      .select({
        id: productReviews.id,
        productId: productReviews.productId,
        productHandle: productReviews.productHandle,
        productTitle: productReviews.productTitle,
        authorEmail: users.email,
        rating: productReviews.rating,
        title: productReviews.title,
        body: productReviews.body,
        sizeBought: productReviews.sizeBought,
        fit: productReviews.fit,
        status: productReviews.status,
        hiddenReason: productReviews.hiddenReason,
        reply: productReviews.reply,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(eq(productReviews.status, status))
      .orderBy(desc(productReviews.createdAt))
      .limit(MODERATION_PAGE_SIZE),
    db.select({ status: productReviews.status, n: count() }).from(productReviews).groupBy(productReviews.status),
  ]);
  const counts: Record<ReviewStatus, number> = { pending: 0, published: 0, hidden: 0 };
  for (const row of countRows) counts[row.status] = Number(row.n);
  return { reviews, counts };
}

type Moderation = { kind: "publish" } | { kind: "hide"; reason: string } | { kind: "reply"; reply: string };

/** Applies one moderation step and audits it with the review's state before and after; false when the review is gone. */
export async function moderateReview(
  db: Database,
  reviewId: string,
  step: Moderation,
  adminId: string,
): Promise<boolean> {
  const [before] = await db
    .select({
      status: productReviews.status,
      hiddenReason: productReviews.hiddenReason,
      reply: productReviews.reply,
      productId: productReviews.productId,
      publishedAt: productReviews.publishedAt,
    })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  if (!before) return false;
  const now = new Date().toISOString();
  const change =
    step.kind === "publish"
      ? { status: "published" as const, hiddenReason: null, publishedAt: before.publishedAt ?? now }
      : step.kind === "hide"
        ? { status: "hidden" as const, hiddenReason: step.reason }
        : { reply: step.reply || null, repliedAt: step.reply ? now : null };
  await db
    .update(productReviews)
    .set({ ...change, updatedAt: now })
    .where(eq(productReviews.id, reviewId));
  await markContentChanged(db, "reviews");
  const shown = (state: { status: string; hiddenReason: string | null; reply: string | null }) => ({
    status: state.status,
    hiddenReason: state.hiddenReason,
    reply: state.reply,
  });
  const after = { ...shown(before), ...("status" in change ? change : { reply: change.reply }) };
  await writeAuditEntry(db, {
    action: `review_${step.kind === "reply" ? "replied" : step.kind === "publish" ? "published" : "hidden"}`,
    userId: adminId,
    details: { reviewId, productId: before.productId },
    before: shown(before),
    after: shown(after),
  });
  return true;
}
