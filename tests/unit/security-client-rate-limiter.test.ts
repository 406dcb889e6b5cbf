import { describe, expect, it } from "vitest";
import { ClientRateLimiter } from "~/lib/security/client-rate-limiter";

describe("the client rate limiter", () => {
  it("allows 5 attempts per key in 5 minutes, logs the sixth, and allows again in a new window", () => {
    let now = 0;
    const exceeded: Array<[string, number]> = [];
    const limiter = new ClientRateLimiter({
      now: () => now,
      onExceeded: (key, attempts) => exceeded.push([key, attempts]),
    });
    expect(Array.from({ length: 6 }, () => limiter.attempt("newsletter"))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(limiter.attempt("favorites")).toBe(true);
    expect(exceeded).toEqual([["newsletter", 6]]);
    now = 299_999;
    expect(limiter.attempt("newsletter")).toBe(false);
    now = 300_000;
    expect(limiter.attempt("newsletter")).toBe(true);
  });

  it("cleans finished windows once it tracks more than 1000 keys", () => {
    let now = 0;
    const limiter = new ClientRateLimiter({ now: () => now });
    for (let i = 0; i < 1000; i++) limiter.attempt(`old-${i}`);
    expect(limiter.trackedKeys).toBe(1000);
    now = 100_000;
    limiter.attempt("recent");
    expect(limiter.trackedKeys).toBe(1001); // nothing has finished yet: nothing to clean
    now = 300_000;
    limiter.attempt("new");
    expect(limiter.trackedKeys).toBe(2); // the 1000 old windows ended; "recent" and "new" remain
  });
});
