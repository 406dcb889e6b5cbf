// Verified reviews with fit: the rules and words the product page, the form and the admin share (client-safe,
// no Zod: the product page's code loads in the browser).

export const REVIEW_LIMITS = { title: 100, body: 2000, reason: 200, reply: 1000 } as const;
/** Published reviews shown per page of the product page's list (`?reviews=2`). */
export const REVIEWS_PER_PAGE = 5;
/** The newest published reviews a product's JSON-LD carries. */
export const STRUCTURED_DATA_REVIEWS = 3;

export const FITS = ["small", "true", "large"] as const;
export type Fit = (typeof FITS)[number];
export const FIT_LABELS: Record<Fit, string> = {
  small: "Runs small",
  true: "True to size",
  large: "Runs large",
};
/** What most reviewers said, shown beside the size options. */
export const FIT_ADVICE: Record<Fit, string> = {
  small: "Most say: runs small — consider one size up",
  true: "Most say: true to size",
  large: "Most say: runs large — consider one size down",
};

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why the form is (or is not) offered to the person looking at the product page. */
export type ReviewEligibility =
  | { kind: "sign-in" }
  | { kind: "unverified" }
  | { kind: "not-buyer" }
  | { kind: "reviewed"; on: string; status: ReviewStatus }
  | { kind: "can-review"; sizes: string[]; sizeBought: string | null };

export const ELIGIBILITY_MESSAGES = {
  "sign-in": "Sign in to review",
  unverified: "Verify your email address to review what you bought.",
  "not-buyer": "Only shoppers who bought this can review it",
} as const;

export type ReviewSummary = {
  average: number;
  count: number;
  /** Published reviews per star, index 0 is one star. */
  distribution: [number, number, number, number, number];
  /** The fit most reviewers chose; null without a fit majority to speak of. */
  fit: Fit | null;
};

export type PublishedReview = {
  id: string;
  rating: number;
  title: string;
  body: string;
  sizeBought: string | null;
  fit: Fit;
  createdAt: string;
  reply: string | null;
};

export type ProductReviewsView = {
  summary: ReviewSummary | null;
  reviews: PublishedReview[];
  page: number;
  pageCount: number;
  eligibility: ReviewEligibility;
  /** The shopper's review was just sent: published at once, or waiting for approval. */
  sent: "published" | "pending" | null;
};

/** One decimal, as shoppers read ratings ("4.5"). */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/** The most chosen fit; a tie between "small" and "large" says nothing, any tie with "true" says true to size. */
export function fitMajority(counts: Record<Fit, number>): Fit | null {
  const total = counts.small + counts.true + counts.large;
  if (total === 0) return null;
  const top = Math.max(counts.small, counts.true, counts.large);
  if (counts.true === top) return "true";
  if (counts.small === top && counts.large === top) return null;
  return counts.small === top ? "small" : "large";
}

/** A page number from `?reviews=`: a whole number from 1 to the last page, else 1. */
export function reviewPageOf(raw: string | null, pageCount: number): number {
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), Math.max(pageCount, 1));
}

/** The catalogue's product id and the order webhook's product_id name the same product in two spellings. */
export function orderProductIdsOf(catalogId: string): string[] {
  const numeric = /\/(\d+)$/.exec(catalogId)?.[1];
  return numeric ? [catalogId, numeric] : [catalogId];
}

/** The size of a bought variant ("M / Sage" → "M") when it is one of the product's sizes. */
export function sizeFromVariantTitle(variantTitle: string | null, sizes: readonly string[]): string | null {
  if (!variantTitle) return null;
  const parts = variantTitle.split("/").map((part) => part.trim());
  return parts.find((part) => sizes.includes(part)) ?? null;
}

/**
 * The rating a product's JSON-LD states: its published reviews' when it has any; else the owner's sample figure
 * only while "Show sample ratings" is on; none when the reviews could not be read (real ones may exist).
 */
export function structuredRatingOf(
  reviews: { summary: ReviewSummary | null; showSampleRatings: boolean } | null,
  sample: { ratingValue: number; reviewCount: number },
): { ratingValue: number; reviewCount: number } | null {
  if (!reviews) return null;
  if (reviews.summary) {
    return { ratingValue: Number(formatAverage(reviews.summary.average)), reviewCount: reviews.summary.count };
  }
  return reviews.showSampleRatings ? sample : null;
}

/** A product's sizes: the values of its option named like "Size". */
export function sizesOf(options: readonly { name: string; values: string[] }[]): string[] {
  return options.find((option) => /size/i.test(option.name))?.values ?? [];
}

/** A review's day as shoppers read it ("November 25, 2026"). */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** Why the form is refused, in the words the product page shows. */
export function refusalMessageOf(eligibility: Exclude<ReviewEligibility, { kind: "can-review" }>): string {
  return eligibility.kind === "reviewed"
    ? `You reviewed this on ${formatReviewDate(eligibility.on)}`
    : ELIGIBILITY_MESSAGES[eligibility.kind];
}
