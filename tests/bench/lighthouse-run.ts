// One Lighthouse run in Debian's Chromium: the four category scores and the
// main timings. Shared by lighthouse-home.ts and run-all.ts.
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  timings: Record<string, string>;
  /** Accessibility audits that failed, with the elements they name: what keeps the score under 100 */
  accessibilityFailures: string[];
  /** What holds the first paints: render-blocking resources, the LCP element and its phases */
  paintHolders: string[];
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
  const paintHolders = [
    ...itemsOf("render-blocking-resources").map(
      (item) => `render-blocking: ${String(item.url)} (${Math.round(Number(item.wastedMs))} ms)`,
    ),
    ...itemsOf("largest-contentful-paint-element").flatMap((item) => {
      const nested = (item as { items?: Record<string, unknown>[] }).items ?? [];
      return nested.map((row) => `LCP: ${JSON.stringify(row).slice(0, 240)}`);
    }),
    ...itemsOf("network-requests")
      .slice(0, 6)
      .map(
        (item) =>
          `request: ${String(item.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(Number(item.transferSize) / 1024)} KiB, ${Math.round(Number(item.networkEndTime))} ms`,
      ),
  ];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    timings,
    accessibilityFailures,
    paintHolders,
  };
}
