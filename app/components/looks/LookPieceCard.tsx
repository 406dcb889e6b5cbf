import type { LookPiece } from "../../lib/looks/look-page.server";

/** One piece of a look: photo, title, price and whether it can be had. */
export function LookPieceCard({ piece }: { piece: LookPiece }) {
  return (
    <article className="flex gap-4 rounded-2xl bg-white/80 p-3 ring-1 ring-sand-200">
      {piece.image ? (
        <img
          src={piece.image.url}
          alt={piece.image.altText}
          loading="lazy"
          width={96}
          height={120}
          className="h-30 w-24 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-30 w-24 shrink-0 rounded-xl bg-sand-100" />
      )}
      <div className="flex flex-col justify-center">
        <h3 className="text-lg leading-snug text-ink-900">
          <a href={piece.href} className="hover:text-clay-700 hover:underline">
            {piece.title}
          </a>
        </h3>
        {piece.displayPrice ? <p className="mt-1 text-ink-700">{piece.displayPrice}</p> : null}
        {piece.status === "sold-out" ? <p className="mt-1 text-sm font-semibold text-clay-700">Sold out</p> : null}
        {piece.status === "unknown" ? (
          <p className="mt-1 text-sm text-ink-700">Availability unknown right now</p>
        ) : null}
      </div>
    </article>
  );
}
