import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DeviceFavorites } from "~/components/account/DeviceFavorites";
import { FavoritesList } from "~/components/account/FavoritesList";
import { LocalFavoritesOffer } from "~/components/account/LocalFavoritesOffer";
import { handleFavoriteAction, loadFavoritesPage } from "~/lib/favorites/favorite-action.server";

export const meta: MetaFunction = () => [
  { title: "Favorites | Boho Boutique" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, context }: LoaderFunctionArgs) => loadFavoritesPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => handleFavoriteAction(request, context);

export default function FavoritesPage() {
  const { signedIn, entries, catalogUnavailable, loadError } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl">Favorites</h1>
      {!signedIn ? (
        <DeviceFavorites />
      ) : loadError ? (
        <p role="alert" className="mt-6 rounded-xl bg-rose-300/40 px-4 py-3 text-ink-900">
          {loadError}
        </p>
      ) : (
        <>
          <LocalFavoritesOffer />
          {catalogUnavailable ? (
            <p role="status" className="mt-6 rounded-xl bg-sand-100 px-4 py-3 text-ink-700">
              Products temporarily unavailable
            </p>
          ) : null}
          <FavoritesList entries={entries} catalogUnavailable={catalogUnavailable} />
        </>
      )}
    </main>
  );
}
