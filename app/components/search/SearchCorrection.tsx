/**
 * "Showing results for crochet dress": the search corrected the words the catalogue does not hold, and a
 * plain link searches the words as typed instead. Both are real links and text: no JavaScript needed.
 */
export function SearchCorrection({
  corrected,
  typed,
  typedHref,
}: {
  corrected: string;
  typed: string;
  typedHref: string;
}) {
  return (
    <div
      className="mb-4 rounded-2xl bg-sand-100 px-4 py-3 text-ink-900 ring-1 ring-sand-300"
      data-testid="search-correction"
    >
      <p className="text-lg">
        Showing results for <em className="font-semibold text-clay-700">{corrected}</em>
      </p>
      <p className="mt-1 text-sm text-ink-700">
        Search instead for{" "}
        <a href={typedHref} className="font-medium text-clay-700 underline underline-offset-2 hover:no-underline">
          {typed}
        </a>
      </p>
    </div>
  );
}
