import { describe, expect, it } from "vitest";
import { deviceTypeOfWidth, performanceGrade, performanceScore } from "~/lib/analytics/performance-score";

describe("the performance score", () => {
  it("is 100 with every metric good, at the good threshold itself, or missing", () => {
    expect(performanceScore({ lcp: 1200, fid: 40, cls: 0.02, memoryUsagePercent: 30 })).toBe(100);
    expect(performanceScore({ lcp: 2500, fid: 100, cls: 0.1, memoryUsagePercent: 60 })).toBe(100);
    expect(performanceScore({})).toBe(100);
    expect(performanceScore({ lcp: null, fid: Number.NaN })).toBe(100);
  });

  it("deducts 15 for a medium LCP and 30 for a poor one", () => {
    expect(performanceScore({ lcp: 2501 })).toBe(85);
    expect(performanceScore({ lcp: 4000 })).toBe(85);
    expect(performanceScore({ lcp: 4001 })).toBe(70);
  });

  it("deducts 10 for a medium FID and 25 for a poor one", () => {
    expect(performanceScore({ fid: 101 })).toBe(90);
    expect(performanceScore({ fid: 300 })).toBe(90);
    expect(performanceScore({ fid: 301 })).toBe(75);
  });

  it("deducts 10 for a medium CLS and 20 for a poor one", () => {
    expect(performanceScore({ cls: 0.11 })).toBe(90);
    expect(performanceScore({ cls: 0.25 })).toBe(90);
    expect(performanceScore({ cls: 0.26 })).toBe(80);
  });

  it("deducts 8 above 60% memory and 15 above 80%", () => {
    expect(performanceScore({ memoryUsagePercent: 60.5 })).toBe(92);
    expect(performanceScore({ memoryUsagePercent: 80 })).toBe(92);
    expect(performanceScore({ memoryUsagePercent: 80.1 })).toBe(85);
  });

  it("adds deductions up and never leaves 0..100", () => {
    expect(performanceScore({ lcp: 5000, fid: 500, cls: 0.5, memoryUsagePercent: 95 })).toBe(10);
    expect(performanceScore({ lcp: 3000, fid: 200, cls: 0.2, memoryUsagePercent: 70 })).toBe(57);
    expect(performanceScore({ lcp: -5 })).toBe(100);
  });

  it("grades A at 90 or more, B at 80, C at 70, D at 60, otherwise F", () => {
    expect([100, 90, 89, 80, 79, 70, 69, 60, 59, 0].map(performanceGrade)).toEqual([
      "A",
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
      "F",
      "F",
    ]);
  });
});

describe("the device type", () => {
  it("is mobile under 768 px, tablet under 1024 px, else desktop", () => {
    expect([375, 767, 768, 1023, 1024, 1920].map(deviceTypeOfWidth)).toEqual([
      "mobile",
      "mobile",
      "tablet",
      "tablet",
      "desktop",
      "desktop",
    ]);
  });
});
