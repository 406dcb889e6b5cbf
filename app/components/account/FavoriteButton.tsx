import { useFetcher, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FAVORITE_MESSAGES } from "../../lib/favorites/favorite-messages";
import type { FavoriteReply } from "../../lib/favorites/favorite-form";
import { readLocalFavorites, toggleLocalFavorite } from "../../lib/favorites/local-favorites";
import {
  onQueueChange,
  queueFavorite,
  readQueuedFavorites,
  sendQueuedFavorites,
} from "../../lib/favorites/offline-favorites";
import { isFormFailure } from "../../lib/platform/reply";
import { JsReplyField } from "../ui/JsReplyField";
import { showToast } from "../../hooks/toast-store";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { useHydrated } from "../../hooks/useHydrated";
import { Icon } from "../ui/Icon";

export type FavoriteProduct = { id: string; name: string; image?: string | null; price?: string };

/**
 * The heart on cards and product pages. A plain POST /favorites form (the
 * favorites contract: the product's id only; the server reads the rest from
 * the catalogue) that JavaScript upgrades: optimistic for signed-in
 * shoppers, kept on the device for visitors; a signed-in shopper's change
 * made offline is queued on the device and sent when the browser is back online.
 */
export function FavoriteButton({
  product,
  isFavorite,
  signedIn,
  redirectTo,
  onCard = false,
}: {
  product: FavoriteProduct;
  isFavorite: boolean;
  signedIn: boolean;
  redirectTo: string;
  /** On a listing card: the grid's compact markup (its CSS class, the intent on the button, the sprite's heart) */
  onCard?: boolean;
}) {
  const fetcher = useFetcher<FavoriteReply>();
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  const [localFavorite, setLocalFavorite] = useState(false);
  useEffect(() => {
    if (!signedIn) setLocalFavorite(readLocalFavorites().some((item) => item.productId === product.id));
  }, [signedIn, product.id]);
  // Shown as soon as the action answers: on /favorites the revalidated list may unmount this button.
  useFetcherToast(fetcher);

  // A change made offline waits on the device; the heart shows the wanted state, marked as waiting.
  const [queued, setQueued] = useState<boolean | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const refresh = () =>
      setQueued(readQueuedFavorites().find((item) => item.productId === product.id)?.favorite ?? null);
    refresh();
    const unsubscribe = onQueueChange(refresh);
    // A revalidation already under way is restarted, so the page shows what was just sent.
    const sendWhenOnline = () => void sendQueuedFavorites().then((sent) => sent > 0 && revalidate());
    window.addEventListener("online", sendWhenOnline);
    sendWhenOnline();
    return () => {
      unsubscribe();
      window.removeEventListener("online", sendWhenOnline);
    };
  }, [signedIn, product.id, revalidate]);

  const answered = isFormFailure(fetcher.data) ? fetcher.data.data?.isFavorite : fetcher.data?.isFavorite;
  const optimistic = fetcher.formData ? !isFavorite : (answered ?? isFavorite);
  const active = signedIn ? (queued ?? optimistic) : localFavorite;
  const label = `${active ? "Remove" : "Add"} ${product.name} ${active ? "from" : "to"} favorites${queued !== null ? " (waiting to sync)" : ""}`;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    if (signedIn && !navigator.onLine) {
      event.preventDefault();
      queueFavorite({
        productId: product.id,
        productName: product.name,
        productImage: product.image ?? "",
        productPrice: product.price ?? "",
        favorite: !active,
      });
      showToast({ title: active ? FAVORITE_MESSAGES.offlineChange : FAVORITE_MESSAGES.offlineAdd, tone: "info" });
      return;
    }
    if (!signedIn) {
      event.preventDefault();
      const nowFavorite = toggleLocalFavorite({
        productId: product.id,
        productName: product.name,
        productImage: product.image ?? "",
        productPrice: product.price ?? "",
      });
      setLocalFavorite(nowFavorite);
      showToast({
        title: nowFavorite ? FAVORITE_MESSAGES.savedOnDevice : FAVORITE_MESSAGES.removedFromDevice,
        message: nowFavorite ? `${product.name}. ${FAVORITE_MESSAGES.deviceHint}` : product.name,
        tone: "info",
      });
    }
  }

  const queuedClass = queued !== null ? "ring-dashed opacity-70 ring-2 ring-clay-600" : "";
  return (
    <fetcher.Form method="post" action="/favorites" onSubmit={onSubmit} className={onCard ? "card-heart" : undefined}>
      {onCard ? null : <input type="hidden" name="intent" value="toggle" />}
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* A heart that shows the product as a favorite says so; one that does not sends nothing (a toggle then adds). */}
      {active ? <input type="hidden" name="wasFavorite" value="true" /> : null}
      <JsReplyField />
      <button
        type="submit"
        {...(onCard ? { name: "intent", value: "toggle" } : {})}
        aria-label={label}
        aria-pressed={active}
        data-queued={queued !== null ? "true" : undefined}
        className={
          onCard
            ? queuedClass || undefined
            : `inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-clay-700 shadow-sm hover:bg-white ${queuedClass}`
        }
      >
        {/* On a card the grid's CSS draws the heart (`.card-heart button::before`). */}
        {onCard ? null : (
          <Icon name="heart" className={active ? "h-5 w-5 fill-current stroke-[1.8]" : "h-5 w-5 stroke-[1.8]"} />
        )}
      </button>
    </fetcher.Form>
  );
}
