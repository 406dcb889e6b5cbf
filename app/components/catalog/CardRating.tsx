/** A card's published-review average and count: one star and two figures, to keep 24 cards light. */
export function CardRating({ rating }: { rating: { average: number; count: number } }) {
  const average = rating.average.toFixed(1);
  return (
    <p className="text-xs text-ink-700" data-testid="card-rating">
      <span aria-hidden="true" className="text-clay-600">
        ★
      </span>{" "}
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
      <span className="sr-only">
        Rated {average} out of 5 from {rating.count} {rating.count === 1 ? "review" : "reviews"}
      </span>
    </p>
  );
}
