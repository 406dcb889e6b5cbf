// The page's one security event queue, loaded on the first event (its own
// chunk): flushed every 30 s and handed to sendBeacon when the page is hidden.
import { browserSecurityTransport, SecurityEventQueue } from "./security-event-queue";

export function createPageSecurityQueue(): SecurityEventQueue {
  const queue = new SecurityEventQueue(browserSecurityTransport(), () => new Date(), navigator.userAgent);
  queue.start();
  const hide = () => queue.flushWithBeacon();
  window.addEventListener("pagehide", hide);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") hide();
  });
  return queue;
}
