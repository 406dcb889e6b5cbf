// Where the device keeps favorites (local storage), in a module of its own: the page a sign-out lands on clears
// these keys from a script in the head, and the root should not load the favorites code to know their names.

/** Favorites a visitor keeps before signing in. */
export const LOCAL_FAVORITES_KEY = "boho:favorites";
/** A signed-in shopper's favorite changes made offline, waiting to be sent. */
export const QUEUED_FAVORITES_KEY = "boho:favorites-queue";

/** Clears both (a sign-out on a shared computer); storage the browser refuses is simply left alone. */
export function forgetDeviceFavorites(): void {
  try {
    for (const key of [LOCAL_FAVORITES_KEY, QUEUED_FAVORITES_KEY]) window.localStorage.removeItem(key);
  } catch {
    // Private mode or storage turned off: nothing was kept.
  }
}
