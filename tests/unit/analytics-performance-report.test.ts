import { describe, expect, it } from "vitest";
import { percentile75, summarise } from "~/lib/analytics/performance-metrics.server";

const row = (
  page: string,
  deviceType: "mobile" | "desktop",
  lcp: number,
  score: number,
  grade: "A" | "B" | "C" | "D" | "F",
) => ({
  page,
  deviceType,
  lcp,
  fid: null,
  inp: null,
  cls: 0.01,
  fcp: null,
  ttfb: null,
  loadTime: null,
  score,
  grade,
});

describe("the performance report", () => {
  it("takes the 75th percentile by nearest rank", () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([5])).toBe(5);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  it("groups p75 by page and device, counts grades and ranks the slowest pages by LCP", () => {
    const report = summarise(
      [
        row("/", "mobile", 1000, 100, "A"),
        row("/", "mobile", 2000, 100, "A"),
        row("/", "mobile", 3000, 85, "B"),
        row("/", "desktop", 900, 100, "A"),
        row("/products", "mobile", 4500, 70, "C"),
      ],
      "7d",
    );
    expect(report.views).toBe(5);
    expect(report.grades).toEqual({ A: 3, B: 1, C: 1, D: 0, F: 0 });
    expect(report.byPageAndDevice.map((group) => [group.page, group.deviceType, group.views, group.lcp])).toEqual([
      ["/", "mobile", 3, 3000],
      ["/", "desktop", 1, 900],
      ["/products", "mobile", 1, 4500],
    ]);
    expect(report.slowestPages.map((page) => [page.page, page.lcp])).toEqual([
      ["/products", 4500],
      ["/", 2000],
    ]);
    expect(report.averageScore).toBe(91);
    expect(report.overall.fid).toBeNull();
  });
});
