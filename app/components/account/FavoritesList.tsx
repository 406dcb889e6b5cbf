import type { FavoriteItem } from "~/lib/favorites/favorite-item";
import { FavoriteButton } from "./FavoriteButton";

function productHref(productId: string): string {
  // Favorites store the product id; the product page resolves ids and handles alike.
  return `/products/${encodeURIComponent(productId)}`;
}

/** The signed-in shopper's saved products, newest first, each with its filled heart to remove it. */
export function FavoritesList({ favorites }: { favorites: Array<Omit<FavoriteItem, "createdAt"> & { createdAt: string }> }) {
  if (favorites.length === 0) {
    return (
      <div className="mt-8 rounded-3xl border border-dashed border-sand-300 bg-white p-10 text-center">
        <p className="text-lg text-ink-700">No favorites yet. Tap the heart on anything you love.</p>
        <a href="/products" className="mt-5 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">Browse products</a>
      </div>
    );
  }
  return (
    <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved products">
      {favorites.map((favorite) => (
        <li key={favorite.productId} className="flex gap-4 rounded-2xl border border-sand-200 bg-white p-4">
          {favorite.productImage ? (
            <img src={favorite.productImage} alt="" width={96} height={96} loading="lazy" className="h-24 w-24 flex-none rounded-xl bg-sand-100 object-cover" />
          ) : (
            <div aria-hidden="true" className="h-24 w-24 flex-none rounded-xl bg-sand-100" />
          )}
          <div className="flex min-w-0 flex-1 flex-col">
            <a href={productHref(favorite.productId)} className="font-medium text-ink-900 hover:text-clay-700">{favorite.productName}</a>
            {favorite.productPrice ? <p className="mt-1 text-sm text-ink-700">{favorite.productPrice}</p> : null}
            <div className="mt-auto self-end pt-2">
              <FavoriteButton
                product={{ id: favorite.productId, name: favorite.productName, image: favorite.productImage, price: favorite.productPrice }}
                isFavorite
                signedIn
                redirectTo="/favorites"
              />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
