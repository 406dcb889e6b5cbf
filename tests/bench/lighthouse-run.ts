// One Lighthouse run in Debian's Chromium: the four category scores and the
// main timings. Shared by lighthouse-home.ts and run-all.ts.
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  timings: Record<string, string>;
  /** Accessibility audits that failed, with the elements they name: what keeps the score under 100 */
  accessibilityFailures: string[];
  /** What holds the first paints and the main thread: render-blocking resources, the LCP element and its phases, layout shifts, long tasks, unused JavaScript */
  paintHolders: string[];
  /**
   * What the browser itself did, before Lighthouse's simulation: first paint, DOMContentLoaded and load (ms). A first
   * paint long after DOMContentLoaded, in whole seconds, is headless Chromium holding the frame, not the page.
   */
  observed: { firstPaint: number; domContentLoaded: number; load: number };
  /** The whole report (Lighthouse's JSON), for a closer look */
  lhr: LighthouseResult;
};

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Mobile uses Lighthouse's defaults (Moto G Power, slow 4G); desktop its own desktop preset. */
/**
 * `keepStorage` leaves the profile's site storage as it is (Lighthouse clears it by default); `headers` go
 * with every request of the page (a session cookie, for a signed-in page).
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  formFactor: "mobile" | "desktop",
  options: { keepStorage?: boolean; headers?: Record<string, string> } = {},
): Promise<LighthouseFigures> {
  const flags = {
    port: chrome.port,
    output: "json" as const,
    logLevel: "error" as const,
    disableStorageReset: options.keepStorage ?? false,
    ...(options.headers ? { extraHeaders: options.headers } : {}),
  };
  const result = await lighthouse(url, flags, formFactor === "desktop" ? desktopConfig : undefined);
  if (!result) throw new Error("Lighthouse returned no result");
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const timings: Record<string, string> = {};
  for (const id of [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
    "speed-index",
  ]) {
    timings[audits[id]?.title ?? id] = audits[id]?.displayValue ?? "";
  }
  const accessibilityFailures = (categories.accessibility?.auditRefs ?? [])
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = ((audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [])
        .map((item) => item.node?.snippet)
        .filter(Boolean);
      return `${audit.id}: ${items.slice(0, 3).join(" | ")}`;
    });
  const itemsOf = (id: string) =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const path = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, "");
  // Lighthouse 13 reports these as insights: render-blocking-insight and lcp-breakdown-insight (a list: the
  // subparts' table, then the element).
  const lcpParts = itemsOf("lcp-breakdown-insight") as { type?: string; items?: Record<string, unknown>[] }[];
  const paintHolders = [
    ...itemsOf("render-blocking-insight").map(
      (item) => `render-blocking: ${path(item.url)} (${Math.round(Number(item.wastedMs))} ms)`,
    ),
    ...lcpParts.flatMap((part) =>
      part.type === "node"
        ? [`LCP element: ${String((part as { snippet?: string }).snippet).slice(0, 160)}`]
        : (part.items ?? []).map((row) => `LCP ${String(row.label)}: ${Math.round(Number(row.duration))} ms`),
    ),
    ...itemsOf("layout-shifts").map((item) => `layout shift ${Number(item.score).toFixed(3)}`),
    ...itemsOf("long-tasks")
      .slice(0, 5)
      .map(
        (item) =>
          `long task (simulated): ${path(item.url)} ${Math.round(Number(item.duration))} ms at ${Math.round(Number(item.startTime))} ms`,
      ),
    ...itemsOf("unused-javascript").map(
      (item) =>
        `unused JavaScript: ${path(item.url)} ${Math.round(Number(item.wastedBytes) / 1024)} of ${Math.round(Number(item.totalBytes) / 1024)} KiB`,
    ),
    ...itemsOf("network-requests")
      .slice(0, 6)
      .map(
        (item) =>
          `request: ${path(item.url)} ${Math.round(Number(item.transferSize) / 1024)} KiB, ${Math.round(Number(item.networkEndTime))} ms`,
      ),
  ];
  const metrics = itemsOf("metrics")[0] ?? {};
  const observedMs = (key: string) => Math.round(Number(metrics[key] ?? Number.NaN));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    timings,
    accessibilityFailures,
    paintHolders,
    observed: {
      firstPaint: observedMs("observedFirstPaint"),
      domContentLoaded: observedMs("observedDomContentLoaded"),
      load: observedMs("observedLoad"),
    },
    lhr: result.lhr,
  };
}

/**
 * The run with the median performance score of several runs of one page, and the scores as "a/b/c" (sorted).
 * Lantern's mobile score moves by a few points between identical runs, so pages are scored several times.
 */
export function medianRun(runs: LighthouseFigures[]): { median: LighthouseFigures; scores: string } {
  if (runs.length === 0) throw new Error("no Lighthouse run to take the median of");
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor(sorted.length / 2)], scores: sorted.map((run) => run.performance).join("/") };
}
