import { formatWholeDollars } from "../../lib/catalog/money";
import type { Rating } from "../../lib/settings/site-settings";
import { Icon } from "../ui/Icon";

const POINTS = [
  {
    title: "Handcrafted Quality",
    text: "Pieces made in small batches by makers we know by name.",
    icon: "star",
  },
  {
    title: "Secure Shopping",
    text: "Safe checkout with buyer protection on every order.",
    icon: "shield",
  },
  {
    title: "Free Shipping",
    text: "On orders of {threshold} or more, with 30-day returns.",
    icon: "truck",
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
          <Icon name="star" className={`h-5 w-5 fill-current stroke-none ${accentTextClass}`} />
          <span>
            <strong>{Number.isInteger(rating.ratingValue) ? rating.ratingValue.toFixed(1) : rating.ratingValue}</strong>
            {` from ${rating.reviewCount} ${rating.reviewCount === 1 ? "review" : "reviews"}`}
          </span>
        </p>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-3">
        {POINTS.map((point) => (
          <li key={point.title} className="flex items-start gap-4 rounded-2xl bg-white/60 p-5 ring-1 ring-sand-200">
            <Icon name={point.icon} className={`h-8 w-8 shrink-0 stroke-[1.6] ${accentTextClass}`} />
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
