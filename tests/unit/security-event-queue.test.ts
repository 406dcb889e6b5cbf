import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecurityMonitorRequest } from "~/lib/security/security-event";
import { SecurityEventQueue, type NewSecurityEvent } from "~/lib/security/security-event-queue";

const low: NewSecurityEvent = { type: "suspicious_activity", severity: "low", details: { field: "search" } };

function transport(results: Array<boolean | Error> = []) {
  const sent: SecurityMonitorRequest[] = [];
  const beacons: SecurityMonitorRequest[] = [];
  return {
    sent,
    beacons,
    beaconAccepts: true,
    send: vi.fn(async (body: SecurityMonitorRequest) => {
      sent.push(structuredClone(body));
      const result = results.length ? results.shift()! : true;
      if (result instanceof Error) throw result;
      return result;
    }),
    beacon(body: SecurityMonitorRequest) {
      if (!this.beaconAccepts) return false;
      beacons.push(structuredClone(body));
      return true;
    },
  };
}

describe("the security event queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("holds nine events and sends all ten when the tenth arrives, stamped with the time", async () => {
    const wire = transport();
    const queue = new SecurityEventQueue(wire, () => new Date(), "test-agent");
    for (let i = 0; i < 9; i++) queue.log(low);
    await vi.advanceTimersByTimeAsync(0);
    expect(wire.sent).toHaveLength(0);
    queue.log(low);
    await vi.advanceTimersByTimeAsync(0);
    expect(wire.sent).toHaveLength(1);
    expect(wire.sent[0].action).toBe("log_event");
    expect(wire.sent[0].events).toHaveLength(10);
    expect(wire.sent[0].events[0]).toEqual({
      event_type: "suspicious_activity",
      severity: "low",
      details: { field: "search" },
      timestamp: "2026-11-23T10:00:00.000Z",
      user_agent: "test-agent",
    });
    expect(queue.size).toBe(0);
  });

  it("sends a critical event at once, with what was waiting", async () => {
    const wire = transport();
    const queue = new SecurityEventQueue(wire);
    queue.log(low);
    queue.log({ type: "data_access", severity: "critical" });
    await vi.advanceTimersByTimeAsync(0);
    expect(wire.sent.map((body) => body.events.map((event) => event.severity))).toEqual([["low", "critical"]]);
  });

  it("sends what is queued every 30 seconds once started, and nothing when empty", async () => {
    const wire = transport();
    const queue = new SecurityEventQueue(wire);
    queue.start();
    queue.log(low);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(wire.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(wire.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(wire.send).toHaveBeenCalledTimes(1);
    queue.stop();
    queue.log(low);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(wire.send).toHaveBeenCalledTimes(1);
  });

  it("puts the first 50 events of a failed batch back when fewer than 100 are queued, and only logs the failure", async () => {
    const wire = transport([new Error("offline"), false]);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const queue = new SecurityEventQueue(wire);
    for (let i = 0; i < 9; i++) queue.log({ ...low, details: { n: i } });
    queue.log({ ...low, details: { n: 9 } }); // tenth: flush, which throws
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(10);
    expect(warn).toHaveBeenCalledTimes(1);
    await queue.flush(); // resolves false: refused, requeued again
    expect(queue.size).toBe(10);
    await queue.flush(); // succeeds, in the original order
    expect(wire.sent.at(-1)!.events.map((event) => event.details.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(queue.size).toBe(0);
    warn.mockRestore();
  });

  it("keeps only the first 50 of a failed batch, and drops it when 100 or more are waiting", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Sixty events queued without a flush (the endpoint takes 50 per request): first batch of 50 fails.
    const wire = transport([false]);
    const queue = new SecurityEventQueue(wire);
    const events = (queue as unknown as { queue: unknown[] }).queue;
    for (let i = 0; i < 60; i++)
      events.push({ event_type: "data_access", severity: "low", details: { n: i }, timestamp: "t" });
    await queue.flush();
    expect(queue.size).toBe(60); // 50 back in front of the 10 still waiting
    expect(wire.sent[0].events).toHaveLength(50);

    const flooded = transport([false]);
    const busyQueue = new SecurityEventQueue(flooded);
    const busy = (busyQueue as unknown as { queue: unknown[] }).queue;
    for (let i = 0; i < 160; i++)
      busy.push({ event_type: "data_access", severity: "low", details: { n: i }, timestamp: "t" });
    await busyQueue.flush();
    expect(busyQueue.size).toBe(110); // 110 still waiting: the failed 50 are dropped
    warn.mockRestore();
  });

  it("hands everything to sendBeacon on page hide, in batches of at most 50", () => {
    const wire = transport();
    const queue = new SecurityEventQueue(wire);
    const events = (queue as unknown as { queue: unknown[] }).queue;
    for (let i = 0; i < 70; i++)
      events.push({ event_type: "data_access", severity: "low", details: {}, timestamp: "t" });
    queue.flushWithBeacon();
    expect(wire.beacons.map((body) => body.events.length)).toEqual([50, 20]);
    expect(queue.size).toBe(0);
    expect(wire.send).not.toHaveBeenCalled();
  });

  it("keeps the events when the browser refuses the beacon", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const wire = transport();
    wire.beaconAccepts = false;
    const queue = new SecurityEventQueue(wire);
    queue.log(low);
    queue.flushWithBeacon();
    expect(queue.size).toBe(1);
    warn.mockRestore();
  });
});
