import type { StockLevel } from "../../lib/catalog/types";

const LEVELS: Record<StockLevel, { text: (n: number | null) => string; dot: string }> = {
  high: { text: () => "In stock", dot: "bg-sage-500" },
  medium: { text: (n) => (n === null ? "In stock" : `In stock: ${n} left`), dot: "bg-mustard-400" },
  low: { text: (n) => (n === null ? "Low stock" : `Only ${n} left`), dot: "bg-clay-500" },
  out: { text: () => "Out of stock", dot: "bg-ink-500" },
};

/** Stock level (high, medium, low, out) with the spec's thresholds. */
export function StockIndicator({ level, quantity }: { level: StockLevel; quantity: number | null }) {
  const { text, dot } = LEVELS[level];
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-ink-700" data-stock-level={level}>
      <span className={`h-2.5 w-2.5 rounded-full ${dot}`} aria-hidden="true" />
      {text(quantity)}
    </p>
  );
}
