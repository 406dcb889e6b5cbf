/** The favorites heart in the header; /favorites asks for sign-in when needed. */
export function FavoritesLink() {
  return (
    <a
      href="/favorites"
      aria-label="Favorites"
      className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
