import { describe, expect, it } from "vitest";
import { entriesToKeep } from "~/lib/product/quick-view-cache";

describe("the quick-view cache cleanup", () => {
  const now = 10 * 60 * 60 * 1000;
  const minutesAgo = (minutes: number) => now - minutes * 60 * 1000;

  it("keeps at most 5, products opened 3 or more times first, then the most recent, and drops expired ones", () => {
    const entries = [
      { handle: "old-favourite", at: minutesAgo(25), interactions: 4 },
      { handle: "expired-favourite", at: minutesAgo(31), interactions: 9 },
      { handle: "a", at: minutesAgo(1), interactions: 1 },
      { handle: "b", at: minutesAgo(2), interactions: 1 },
      { handle: "c", at: minutesAgo(3), interactions: 2 },
      { handle: "d", at: minutesAgo(4), interactions: 1 },
      { handle: "e", at: minutesAgo(5), interactions: 1 },
      { handle: "regular", at: minutesAgo(20), interactions: 3 },
    ];
    expect(entriesToKeep(entries, now)).toEqual(["regular", "old-favourite", "a", "b", "c"]);
  });
});
