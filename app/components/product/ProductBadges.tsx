import type { ProductBadge } from "~/lib/catalog/types";

const LABELS: Record<ProductBadge, string> = { sale: "Sale", "new-arrival": "New Arrival", "limited-edition": "Limited Edition", bestseller: "Bestseller", "back-in-stock": "Back in Stock" };
const STYLES: Record<ProductBadge, string> = {
  sale: "bg-clay-600 text-sand-50",
  "new-arrival": "bg-sage-700 text-sand-50",
  "limited-edition": "bg-ink-900 text-sand-50",
  bestseller: "bg-mustard-400 text-ink-900",
  "back-in-stock": "bg-rose-300 text-ink-900",
};

export function ProductBadges({ badges }: { badges: ProductBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Highlights">
      {badges.map((badge) => <li key={badge} className={`rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide ${STYLES[badge]}`}>{LABELS[badge]}</li>)}
    </ul>
  );
}
