// Security event batching: events wait in a queue that is
// flushed when 10 are queued, at once for a critical event, every 30 s, and when
// the page is hidden (with sendBeacon, which survives the page going away).
// When a flush fails and fewer than 100 events are queued, the first 50 events
// of the failed batch go back to the front of the queue. Failures are only logged.
import { logger } from "../platform/logger";
import {
  SECURITY_BATCH_MAX_EVENTS,
  SECURITY_MONITOR_PATH,
  type ClientSecurityEvent,
  type SecurityEventType,
  type SecurityMonitorRequest,
  type Severity,
} from "./security-event";

export const FLUSH_AT_EVENTS = 10;
export const FLUSH_EVERY_MS = 30_000;
export const REQUEUE_WHEN_FEWER_THAN = 100;
export const REQUEUE_AT_MOST = 50;

export type SecurityEventTransport = {
  /** Posts one batch; rejects (or resolves false) when the server did not take it. */
  send(body: SecurityMonitorRequest): Promise<boolean>;
  /** Queues one batch with navigator.sendBeacon; false when the browser refused it. */
  beacon(body: SecurityMonitorRequest): boolean;
};

export type NewSecurityEvent = { type: SecurityEventType; severity: Severity; details?: Record<string, unknown> };

export class SecurityEventQueue {
  private queue: ClientSecurityEvent[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly transport: SecurityEventTransport,
    private readonly now: () => Date = () => new Date(),
    private readonly userAgent: string | undefined = undefined,
  ) {}

  get size(): number {
    return this.queue.length;
  }

  /** Starts the 30-second flush; call stop() to end it. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), FLUSH_EVERY_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  log(event: NewSecurityEvent): void {
    this.queue.push({
      event_type: event.type,
      severity: event.severity,
      details: event.details ?? {},
      timestamp: this.now().toISOString(),
      ...(this.userAgent ? { user_agent: this.userAgent } : {}),
    });
    if (event.severity === "critical" || this.queue.length >= FLUSH_AT_EVENTS) void this.flush();
  }

  /** Sends what is queued, in batches the endpoint accepts. Never throws. */
  async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, SECURITY_BATCH_MAX_EVENTS);
      let sent = false;
      try {
        sent = await this.transport.send({ action: "log_event", events: batch });
        if (!sent) logger.warn("Security events were not accepted", { count: batch.length });
      } catch (error) {
        logger.warn("Security event flush failed", { count: batch.length, error });
      }
      if (!sent) {
        if (this.queue.length < REQUEUE_WHEN_FEWER_THAN) this.queue.unshift(...batch.slice(0, REQUEUE_AT_MOST));
        return; // the network is down or the server refuses: try again on the next trigger
      }
    }
  }

  /** Page hide: hand everything to sendBeacon, which outlives the page. */
  flushWithBeacon(): void {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, SECURITY_BATCH_MAX_EVENTS);
      if (!this.transport.beacon({ action: "log_event", events: batch })) {
        logger.warn("Security events not handed to sendBeacon", { count: batch.length });
        this.queue.unshift(...batch);
        return;
      }
    }
  }
}

/** The browser's transport: fetch for flushes, sendBeacon on page hide. */
export function browserSecurityTransport(path = SECURITY_MONITOR_PATH): SecurityEventTransport {
  return {
    async send(body) {
      const response = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        keepalive: true,
      });
      return response.ok;
    },
    beacon(body) {
      return navigator.sendBeacon(path, new Blob([JSON.stringify(body)], { type: "application/json" }));
    },
  };
}
