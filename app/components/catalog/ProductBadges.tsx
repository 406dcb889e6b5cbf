import type { ProductBadge } from "../../lib/catalog/types";

export const BADGE_LABELS: Record<ProductBadge, string> = {
  sale: "Sale",
  "new-arrival": "New Arrival",
  "limited-edition": "Limited Edition",
  bestseller: "Bestseller",
  "back-in-stock": "Back in Stock",
};

const STYLES: Record<ProductBadge, string> = {
  sale: "bg-clay-700 text-sand-50",
  "new-arrival": "bg-sage-700 text-sand-50",
  "limited-edition": "bg-ink-900 text-sand-50",
  bestseller: "bg-mustard-400 text-ink-900",
  "back-in-stock": "bg-sand-50 text-ink-900 ring-1 ring-ink-700",
};

const LAYOUTS = {
  /** Stacked over a card's image corner (the shape is the grid's `.card-badges`: 24 cards repeat it) */
  overlay: { list: "card-badges", badge: "" },
  /** In a row under a product page's title */
  inline: {
    list: "flex flex-wrap gap-2",
    badge: "rounded-full text-xs font-semibold px-3 py-1 uppercase tracking-wide ",
  },
} as const;

/** The product's badges, one look everywhere; a sale badge says how much is off when known. */
export function ProductBadges({
  badges,
  percentOff = 0,
  layout,
}: {
  badges: readonly ProductBadge[];
  percentOff?: number;
  layout: keyof typeof LAYOUTS;
}) {
  if (badges.length === 0) return null;
  const { list, badge: badgeClass } = LAYOUTS[layout];
  return (
    <ul className={list} aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge} className={`${badgeClass}${STYLES[badge]}`}>
          {badge === "sale" && percentOff > 0 ? `${percentOff}% off` : BADGE_LABELS[badge]}
        </li>
      ))}
    </ul>
  );
}
