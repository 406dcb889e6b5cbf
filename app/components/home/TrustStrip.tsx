import { formatWholeDollars } from "../../lib/catalog/money";
import type { Rating } from "../../lib/settings/site-settings";

const POINTS = [
  {
    title: "Handcrafted Quality",
    text: "Pieces made in small batches by makers we know by name.",
    icon: "M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16.3 6.6 19.2l1.3-6-4.5-4 6-.6L12 3Z",
  },
  {
    title: "Secure Shopping",
    text: "Safe checkout with buyer protection on every order.",
    icon: "M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z",
  },
  {
    title: "Free Shipping",
    text: "On orders of {threshold} or more, with 30-day returns.",
    icon: "M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z",
  },
] as const;

/** The three-point trust strip and the trust badge: the shop's real review figure, or the owner's sample, or none. */
export function TrustStrip({
  accentTextClass,
  rating,
  freeShippingThreshold,
}: {
  accentTextClass: string;
  rating: Rating | null;
  freeShippingThreshold: number;
}) {
  return (
    <section aria-label="Why shop with us" className="mx-auto max-w-6xl px-4 py-10">
      {rating ? (
        <p className="mb-6 flex items-center justify-center gap-2 text-ink-900" data-testid="trust-badge">
          <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-5 w-5 ${accentTextClass}`} fill="currentColor">
            <path d="M12 3l2.6 5.6 6 .6-4.5 4 1.3 6L12 16.3 6.6 19.2l1.3-6-4.5-4 6-.6L12 3Z" />
          </svg>
          <span>
            <strong>{Number.isInteger(rating.ratingValue) ? rating.ratingValue.toFixed(1) : rating.ratingValue}</strong>
            {` from ${rating.reviewCount} ${rating.reviewCount === 1 ? "review" : "reviews"}`}
          </span>
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point.title} className="flex items-start gap-4 rounded-2xl bg-white/60 p-5 ring-1 ring-sand-200">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`h-8 w-8 shrink-0 ${accentTextClass}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            >
              <path d={point.icon} />
            </svg>
            <div>
              <h2 className="text-lg text-ink-900">{point.title}</h2>
              <p className="mt-1 text-sm text-ink-700">
                {point.text.replace("{threshold}", formatWholeDollars(freeShippingThreshold))}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
