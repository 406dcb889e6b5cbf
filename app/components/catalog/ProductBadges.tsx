import type { ProductBadge } from "~/lib/catalog/types";

const LABELS: Record<ProductBadge, string> = {
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

export function ProductBadges({ badges, percentOff }: { badges: readonly ProductBadge[]; percentOff: number }) {
  if (badges.length === 0) return null;
  return (
    <ul className="pointer-events-none absolute left-2 top-2 flex flex-col items-start gap-1" aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[badge]}`}>
          {badge === "sale" && percentOff > 0 ? `${percentOff}% off` : LABELS[badge]}
        </li>
      ))}
    </ul>
  );
}
