import { Link } from "@remix-run/react";

/**
 * The favorites heart in the header; /favorites asks for sign-in when needed.
 * A Remix link, not a plain one: the router learns the /favorites route when
 * the page loads, so a heart's save is sent at once instead of after a route
 * lookup, and following the link does not unload the page with that save in flight.
 */
export function FavoritesLink() {
  return (
    <Link
      to="/favorites"
      prefetch="intent"
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
    </Link>
  );
}
