// The page's one security event queue and client rate limiter, created on first
// use in the browser (never on the server: a queue there would be shared
// between requests). The queue flushes on page hide with sendBeacon.
import { logger } from "~/lib/platform/logger";
import { ClientRateLimiter } from "./client-rate-limiter";
import { browserSecurityTransport, SecurityEventQueue, type NewSecurityEvent } from "./security-event-queue";

let queue: SecurityEventQueue | null = null;
let limiter: ClientRateLimiter | null = null;

function pageQueue(): SecurityEventQueue | null {
  if (typeof window === "undefined") return null;
  if (!queue) {
    const created = new SecurityEventQueue(browserSecurityTransport(), () => new Date(), navigator.userAgent);
    created.start();
    const hide = () => created.flushWithBeacon();
    window.addEventListener("pagehide", hide);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") hide();
    });
    queue = created;
  }
  return queue;
}

/** Queues a security event for /api/security-monitor. Safe to call anywhere; a no-op on the server. */
export function reportSecurityEvent(event: NewSecurityEvent): void {
  try {
    pageQueue()?.log(event);
  } catch (error) {
    logger.warn("Security event not queued", { error });
  }
}

/**
 * Spec 001 section 5: guards a client action that calls the server repeatedly
 * (newsletter, favorites, quick view). True when the attempt may go ahead.
 */
export function allowClientAttempt(key: string): boolean {
  if (typeof window === "undefined") return true;
  limiter ??= new ClientRateLimiter({
    onExceeded: (limitedKey, attempts) => reportSecurityEvent({ type: "rate_limit_exceeded", severity: "medium", details: { key: limitedKey, attempts, page: location.pathname } }),
  });
  return limiter.attempt(key);
}
