// Favorite changes a signed-in shopper makes while offline:
// kept on the device, one entry per product holding the state the shopper
// wants, and sent as add / remove when the browser is back online. Browser-only.
import { QUEUED_FAVORITES_KEY } from "./device-favorite-keys";
import type { LocalFavorite } from "./local-favorites";
import { logger } from "../platform/logger";

export type QueuedFavorite = LocalFavorite & { favorite: boolean };

const STORAGE_KEY = QUEUED_FAVORITES_KEY;
const CHANGED_EVENT = "boho:favorites-queue";

export function readQueuedFavorites(): QueuedFavorite[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is QueuedFavorite => typeof item?.productId === "string" && typeof item?.favorite === "boolean",
        )
      : [];
  } catch {
    return [];
  }
}

function writeQueue(items: QueuedFavorite[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch (error) {
    // A full quota or private mode: logged and ignored.
    logger.warn("favorites queue not saved", { error });
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/** Queues the wanted state of one product, replacing any earlier queued change to it. */
export function queueFavorite(item: QueuedFavorite): void {
  writeQueue([...readQueuedFavorites().filter((queued) => queued.productId !== item.productId), item]);
}

export function onQueueChange(listener: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGED_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

let sending = false;

/**
 * Sends every queued change (add or remove: repeating one is harmless) and
 * keeps those that fail for the next time the browser comes online.
 * Returns how many were sent.
 */
export async function sendQueuedFavorites(): Promise<number> {
  if (sending || !navigator.onLine) return 0;
  sending = true;
  let sent = 0;
  try {
    for (const item of readQueuedFavorites()) {
      const body = new URLSearchParams({
        intent: item.favorite ? "add" : "remove",
        productId: item.productId,
        productName: item.productName,
        productImage: item.productImage,
        productPrice: item.productPrice,
        _reply: "json",
      });
      const response = await fetch("/favorites.data", { method: "POST", body }).catch(() => null);
      // 409 is "already a favorite": the wanted state holds.
      if (!response || (!response.ok && response.status !== 409)) continue;
      sent += 1;
      writeQueue(
        readQueuedFavorites().filter(
          (queued) => !(queued.productId === item.productId && queued.favorite === item.favorite),
        ),
      );
    }
  } finally {
    sending = false;
  }
  return sent;
}
