import { Link } from "@remix-run/react";
import { Icon } from "../ui/Icon";

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
      <Icon name="heart" className="h-6 w-6 stroke-[1.7]" />
    </Link>
  );
}
