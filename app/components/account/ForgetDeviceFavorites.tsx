import { useNonce } from "~/hooks/nonce";
import { LOCAL_FAVORITES_KEY, QUEUED_FAVORITES_KEY } from "~/lib/favorites/device-favorite-keys";

/**
 * On the page a sign-out lands on: clears the favorites this device kept (those saved before signing in, and
 * changes waiting to be sent), so the next person on a shared computer does not find them. A script in the head,
 * so it runs before any part of the page reads them; without JavaScript the shop kept nothing on the device.
 */
export function ForgetDeviceFavorites() {
  const nonce = useNonce();
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
