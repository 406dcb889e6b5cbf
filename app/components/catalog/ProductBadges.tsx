import type { ProductBadge } from "../../lib/catalog/types";
import { BADGE_STYLES, badgeLabel } from "../../lib/catalog/card-markup";

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
        <li key={badge} className={`${badgeClass}${BADGE_STYLES[badge]}`}>
          {badgeLabel(badge, percentOff)}
        </li>
      ))}
    </ul>
  );
}
