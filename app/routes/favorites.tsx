import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DeviceFavorites } from "../components/account/DeviceFavorites";
import { FavoritesList } from "../components/account/FavoritesList";
import { LocalFavoritesOffer } from "../components/account/LocalFavoritesOffer";
import { ShareWishlistSection } from "../components/wishlist/ShareWishlistSection";
import { handleFavoriteAction, loadFavoritesPage } from "../lib/favorites/favorite-action.server";
import { readFormBody } from "../lib/forms/form-body.server";
import { readIntent } from "../lib/forms/parse-submission";
import { handleWishlistShareAction } from "../lib/wishlist/wishlist-share-action.server";
import { WISHLIST_SHARE_INTENTS } from "../lib/wishlist/wishlist-share-form";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction = () => [
  { title: "Favorites | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

/** An action's Retry-After (a refused or failed change) reaches the page it renders. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  new Headers([...loaderHeaders, ...actionHeaders]);

export const loader = ({ request, context }: LoaderFunctionArgs) => loadFavoritesPage(request, context);

export async function action({ request, context }: ActionFunctionArgs) {
  // The share section's forms post here too; every other post is a favorites change.
  const form = await readFormBody(request.clone());
  const shareIntent = readIntent(form, WISHLIST_SHARE_INTENTS);
  return shareIntent
    ? handleWishlistShareAction(request, context, form, shareIntent)
    : handleFavoriteAction(request, context);
}

export default function FavoritesPage() {
  const { signedIn, entries, catalogUnavailable, loadError, share } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl">Favorites</h1>
      {!signedIn ? (
        <DeviceFavorites />
      ) : loadError ? (
        <Alert tone="error" className="mt-6">
          {loadError}
        </Alert>
      ) : (
        <>
          <LocalFavoritesOffer />
          {catalogUnavailable ? <Alert className="mt-6">Products temporarily unavailable</Alert> : null}
          <FavoritesList entries={entries} catalogUnavailable={catalogUnavailable} />
          {share ? <ShareWishlistSection share={share} reply={reply} /> : null}
        </>
      )}
    </main>
  );
}
