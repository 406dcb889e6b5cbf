import { useEffect } from "react";
import { useNonce } from "../../hooks/nonce";
import {
  forgetDeviceFavorites,
  LOCAL_FAVORITES_KEY,
  QUEUED_FAVORITES_KEY,
} from "../../lib/favorites/device-favorite-keys";

/**
 * On the page a sign-out lands on: clears the favorites this device kept (those saved before signing in, and
 * changes waiting to be sent), so the next person on a shared computer does not find them. A script in the head
 * runs before any part of a loaded page reads them; after a sign-out made in the page (a client navigation, where
 * React does not run inserted scripts) the effect clears them. Without JavaScript the shop kept nothing there.
 */
export function ForgetDeviceFavorites() {
  const nonce = useNonce();
  useEffect(() => forgetDeviceFavorites(), []);
  const keys = JSON.stringify([LOCAL_FAVORITES_KEY, QUEUED_FAVORITES_KEY]);
  return (
    <script
      nonce={nonce}
      data-forget-device=""
      dangerouslySetInnerHTML={{
        __html: `try{${keys}.forEach(function(k){localStorage.removeItem(k)})}catch(e){}`,
      }}
    />
  );
}
