/**
 * The card's icons, drawn once per grid and used by reference on each of its cards: 24 copies of the same
 * paths were a tenth of the page. Size, stroke and fill come from the grid's CSS (`.card-heart svg`,
 * `.card-quick svg`), so a heart fills when pressed; the control around each icon carries its name.
 */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id="icon-heart" viewBox="0 0 24 24">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </symbol>
      <symbol id="icon-eye" viewBox="0 0 24 24">
        <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
        <circle cx="12" cy="12" r="3" />
      </symbol>
    </svg>
  );
}

export function CardIcon({ name }: { name: "heart" | "eye" }) {
  return (
    <svg>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
