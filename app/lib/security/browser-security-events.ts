// Security events and the client rate limiter in the browser. The queue module
// loads on the first event, so pages that log nothing never download it; events
// reported while it loads wait here, stamped with their own time. Nothing here
// runs on the server (a queue there would be shared between requests).
import { logger } from "../platform/logger";
import { ClientRateLimiter } from "./client-rate-limiter";
import type { NewSecurityEvent, SecurityEventQueue } from "./security-event-queue";

let queue: Promise<SecurityEventQueue> | null = null;
let limiter: ClientRateLimiter | null = null;

/** Queues a security event for /api/security-monitor. Safe to call anywhere; a no-op on the server. */
export function reportSecurityEvent(event: NewSecurityEvent): void {
  if (typeof window === "undefined") return;
  queue ??= import("./page-security-queue").then(({ createPageSecurityQueue }) => createPageSecurityQueue());
  queue
    .then((pageQueue) => pageQueue.log(event))
    .catch((error) => logger.warn("Security event not queued", { error, type: event.type }));
}

/**
 * Guards a client action that calls the server repeatedly
 * (the newsletter). True when the attempt may go ahead.
 */
export function allowClientAttempt(key: string): boolean {
  if (typeof window === "undefined") return true;
  limiter ??= new ClientRateLimiter({
    onExceeded: (limitedKey, attempts) =>
      reportSecurityEvent({
        type: "rate_limit_exceeded",
        severity: "medium",
        details: { key: limitedKey, attempts, page: location.pathname },
      }),
  });
  return limiter.attempt(key);
}
