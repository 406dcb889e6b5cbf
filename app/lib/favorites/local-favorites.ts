// Favorites kept in the browser for visitors who are not signed in (
// anonymous visitors keep favorites locally), offered for saving after sign-in.
import { LOCAL_FAVORITES_KEY } from "./device-favorite-keys";

export type LocalFavorite = { productId: string; productName: string; productImage: string; productPrice: string };

const STORAGE_KEY = LOCAL_FAVORITES_KEY;

export function readLocalFavorites(): LocalFavorite[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((item): item is LocalFavorite => typeof item?.productId === "string")
      : [];
  } catch {
    return [];
  }
}

export function writeLocalFavorites(items: LocalFavorite[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Private mode or a full quota: the favorite simply isn't kept.
  }
}

/** Adds or removes one; returns whether it is a favorite afterwards. */
export function toggleLocalFavorite(item: LocalFavorite): boolean {
  const items = readLocalFavorites();
  const exists = items.some((existing) => existing.productId === item.productId);
  writeLocalFavorites(exists ? items.filter((existing) => existing.productId !== item.productId) : [item, ...items]);
  return !exists;
}
