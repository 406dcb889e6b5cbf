import { useFetcher } from "@remix-run/react";
import { buttonClass } from "../ui/button-styles";
import type { FavoriteEntry } from "../../lib/favorites/favorite-item";
import { JsReplyField } from "../ui/JsReplyField";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { FavoriteButton } from "./FavoriteButton";
import { FavoriteRow, REMOVE_BUTTON_CLASS } from "./FavoriteRow";

/** Remove for a saved product the catalogue no longer holds: a plain form that JavaScript sends in place. */
function RemoveFavoriteForm({ productId, name }: { productId: string; name: string }) {
  const fetcher = useFetcher();
  useFetcherToast(fetcher);
  return (
    <fetcher.Form method="post" action="/favorites">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value="/favorites" />
      <JsReplyField />
      <button type="submit" aria-label={`Remove ${name} from favorites`} className={REMOVE_BUTTON_CLASS}>
        Remove
      </button>
    </fetcher.Form>
  );
}

export function EmptyFavorites({ text }: { text: string }) {
  return (
    <div className="mt-8 rounded-3xl border border-dashed border-sand-300 bg-white p-10 text-center">
      <p className="text-lg text-ink-700">{text}</p>
      <a href="/products" className={buttonClass({ size: "lg", className: "mt-5" })}>
        Browse products
      </a>
    </div>
  );
}

/** The signed-in shopper's saved products, newest first, each linked to its page with its filled heart to remove it. */
export function FavoritesList({
  entries,
  catalogUnavailable,
}: {
  entries: FavoriteEntry[];
  catalogUnavailable: boolean;
}) {
  if (entries.length === 0) return <EmptyFavorites text="No favorites yet. Tap the heart on anything you love." />;
  return (
    <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved products">
      {entries.map((entry) => (
        <FavoriteRow
          key={entry.productId}
          product={entry.product}
          savedName={entry.savedName}
          catalogUnavailable={catalogUnavailable}
          control={
            entry.product ? (
              <FavoriteButton
                product={{ id: entry.productId, name: entry.product.title }}
                isFavorite
                signedIn
                redirectTo="/favorites"
              />
            ) : (
              <RemoveFavoriteForm productId={entry.productId} name={entry.savedName} />
            )
          }
        />
      ))}
    </ul>
  );
}
