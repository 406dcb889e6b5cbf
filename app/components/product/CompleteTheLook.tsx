import type { CompleteTheLookPiece } from "../../lib/product/complete-the-look";
import { ProductMiniRow } from "./ProductMiniRow";

/** Pieces to wear with this one: one-variant pieces add from here, the rest say what to choose on their page. */
export function CompleteTheLook({
  pieces,
  redirectTo,
}: {
  pieces: readonly CompleteTheLookPiece[];
  redirectTo: string;
}) {
  if (pieces.length === 0) return null;
  return (
    <section aria-labelledby="complete-the-look-title" className="mt-16">
      <h2 id="complete-the-look-title" className="text-2xl text-ink-900">
        Complete the look
      </h2>
      <ul className="mt-5 grid gap-3 md:grid-cols-2">
        {pieces.map((piece) => (
          <li key={piece.id} className="rounded-2xl bg-white/70 p-3 shadow-sm ring-1 ring-sand-200">
            <ProductMiniRow product={piece} redirectTo={redirectTo} note={piece.choiceNote ?? undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}
