import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SharedWishlistView, WishlistNotFound } from "../components/wishlist/SharedWishlistView";
import { logger } from "../lib/platform/logger";
import { loadSharedWishlist } from "../lib/wishlist/shared-wishlist-page.server";

/** Shared lists are for the people they are sent to: never indexed, never stored by a shared cache, the token never sent on. */
const SHARED_PAGE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
} as const;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.wishlist ? `${loaded.wishlist.name} | Boho Boutique` : "Wishlist not found | Boho Boutique" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    const wishlist = await loadSharedWishlist(context, params.token);
    return data({ wishlist, unavailable: false }, { status: wishlist ? 200 : 404, headers: SHARED_PAGE_HEADERS });
  } catch (error) {
    logger.error("shared wishlist could not be read", { error });
    return data(
      { wishlist: null, unavailable: true },
      { status: 503, headers: { ...SHARED_PAGE_HEADERS, "Retry-After": "10" } },
    );
  }
}

export default function SharedWishlistPage() {
  const { wishlist, unavailable } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      {wishlist ? <SharedWishlistView wishlist={wishlist} /> : <WishlistNotFound unavailable={unavailable} />}
    </main>
  );
}
