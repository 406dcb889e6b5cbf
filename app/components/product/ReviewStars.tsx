/** Five stars, the filled ones in clay; screen readers hear the figure instead. */
export function ReviewStars({ rating, label, size = "text-base" }: { rating: number; label: string; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={`inline-flex items-center ${size}`}>
      <span aria-hidden="true" className="tracking-tight">
        <span className="text-clay-600">{"★".repeat(filled)}</span>
        <span className="text-sand-300">{"★".repeat(5 - filled)}</span>
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
