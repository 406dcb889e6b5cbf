import { useFetcher } from "@remix-run/react";
import { buttonClass } from "../ui/button-styles";
import { useEffect, useState } from "react";
import type { FavoritesPageData } from "../../lib/favorites/favorite-action.server";
import { FAVORITE_MESSAGES } from "../../lib/favorites/favorite-messages";
import { readLocalFavorites, writeLocalFavorites, type LocalFavorite } from "../../lib/favorites/local-favorites";
import { showToast } from "../../hooks/toast-store";
import { EmptyFavorites } from "./FavoritesList";
import { FavoriteRow, REMOVE_BUTTON_CLASS } from "./FavoriteRow";

const SIGN_IN_HREF = `/auth?redirectTo=${encodeURIComponent("/favorites")}`;

function SignInOffer({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-mustard-400 bg-white p-4">
      <p className="min-w-0 flex-1 text-ink-700">{children}</p>
      <a href={SIGN_IN_HREF} className={buttonClass()}>
        Sign in
      </a>
    </div>
  );
}

/**
 * A visitor's favorites page: the favorites kept in this browser, shown with
 * what the catalogue says about each product now, and an offer to sign in and
 * keep them. Without JavaScript there is no device storage to read, and the page says so.
 */
export function DeviceFavorites() {
  const [kept, setKept] = useState<LocalFavorite[] | null>(null);
  const fetcher = useFetcher<FavoritesPageData>();
  // `load` keeps its identity across renders (the fetcher object does not): the list is read once, after hydration.
  const { load } = fetcher;
  useEffect(() => {
    const items = readLocalFavorites();
    setKept(items);
    if (items.length > 0) load(`/favorites?${new URLSearchParams(items.map((item) => ["device", item.productId]))}`);
  }, [load]);

  function remove(item: LocalFavorite) {
    const rest = readLocalFavorites().filter((existing) => existing.productId !== item.productId);
    writeLocalFavorites(rest);
    setKept(rest);
    showToast({ title: FAVORITE_MESSAGES.removedFromDevice, message: item.productName, tone: "info" });
  }

  const products = new Map((fetcher.data?.deviceProducts ?? []).map((product) => [product.id, product]));
  return (
    <>
      {/* The server's HTML says what a browser without JavaScript can do; hydration replaces it with the device's list. */}
      {kept === null ? (
        <SignInOffer>
          Favorites on this device need JavaScript, which is off in this browser. Sign in to keep your favorites in your
          account instead.
        </SignInOffer>
      ) : (
        <>
          <SignInOffer>
            {kept.length > 0
              ? `These favorites are saved on this device only. Sign in to keep them in your account.`
              : "Favorites you save while signed out stay on this device. Sign in to keep them in your account."}
          </SignInOffer>
          {kept.length === 0 ? (
            <EmptyFavorites text="No favorites on this device yet. Tap the heart on anything you love." />
          ) : fetcher.data === undefined ? (
            <p className="mt-8 text-ink-700" role="status">
              Loading your favorites…
            </p>
          ) : (
            <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved products">
              {kept.map((item) => (
                <FavoriteRow
                  key={item.productId}
                  product={products.get(item.productId) ?? null}
                  savedName={item.productName || "A saved product"}
                  control={
                    <button
                      type="button"
                      onClick={() => remove(item)}
                      aria-label={`Remove ${products.get(item.productId)?.title ?? item.productName} from favorites`}
                      className={REMOVE_BUTTON_CLASS}
                    >
                      Remove
                    </button>
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
