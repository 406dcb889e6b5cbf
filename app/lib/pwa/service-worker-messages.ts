// The app asks the service worker for a cache performance
// summary, to warm up critical routes, to preload a route, to clear a named
// cache and to update itself. Failures are only logged.
import { logger } from "../platform/logger";

export type CacheSummary = { hits: number; misses: number; hitRate: number; entries: Record<string, number> };
export type ServiceWorkerMessage =
  | { type: "CACHE_SUMMARY" }
  | { type: "WARM_UP" }
  | { type: "PRELOAD_ROUTE"; path: string }
  | { type: "CLEAR_CACHE"; name: string }
  | { type: "SKIP_WAITING" };

/** Cache performance is polled every 30 s. */
export const CACHE_SUMMARY_POLL_MS = 30_000;
/** A cache hit rate under 70% is warned about, over 90% praised. */
export const CACHE_HIT_RATE_WARN_BELOW = 0.7;
export const CACHE_HIT_RATE_PRAISE_ABOVE = 0.9;

export type HitRateVerdict = "warn" | "praise" | "ok";
export function hitRateVerdict(hitRate: number): HitRateVerdict {
  if (hitRate < CACHE_HIT_RATE_WARN_BELOW) return "warn";
  if (hitRate > CACHE_HIT_RATE_PRAISE_ABOVE) return "praise";
  return "ok";
}

/** Sends a message to the active service worker; null when there is none, it fails or it does not answer in time. */
export async function askServiceWorker<Reply>(
  message: ServiceWorkerMessage,
  timeoutMs = 10_000,
): Promise<Reply | null> {
  try {
    if (!("serviceWorker" in navigator)) return null;
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = registration?.active;
    if (!worker) return null;
    return await new Promise<Reply | null>((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => {
        logger.warn("Service worker did not answer", { type: message.type });
        resolve(null);
      }, timeoutMs);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        resolve(event.data as Reply);
      };
      worker.postMessage(message, [channel.port2]);
    });
  } catch (error) {
    logger.warn("Service worker message failed", { type: message.type, error });
    return null;
  }
}
