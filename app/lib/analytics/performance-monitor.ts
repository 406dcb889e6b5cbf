// The real-user performance monitor, loaded
// lazily after the page is interactive (this module and web-vitals are their
// own chunk). It gathers the Web Vitals and the spec's extras for the page load,
// keeps a live score, and sends one beacon when the page is hidden.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { logger } from "../platform/logger";
import { pageVersionOfPath } from "./page-versions";
import { PERFORMANCE_METRICS_PATH, PERFORMANCE_SAMPLE_RATE, type PerformanceBeacon } from "./performance-beacon";
import { deviceTypeOfWidth, performanceGrade, performanceScore, type Grade } from "./performance-score";

export type LiveScore = { score: number; grade: Grade; metrics: PerformanceBeacon };
export type MonitorHandle = { stop(): void };

/** Device metrics refresh every 5 s. */
export const DEVICE_REFRESH_MS = 5_000;

type Navigator_ = Navigator & {
  connection?: { type?: string; effectiveType?: string; downlink?: number; rtt?: number };
  getBattery?: () => Promise<{ level: number }>;
};
type Performance_ = Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } };

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Starts collecting for this page load. `onScore` gets the live score whenever a metric changes. */
export function startPerformanceMonitor(onScore: (live: LiveScore) => void): MonitorHandle {
  const path = location.pathname;
  const beacon: PerformanceBeacon = { page: path, deviceType: deviceTypeOfWidth(window.innerWidth) };
  const version = pageVersionOfPath(path);
  if (version) beacon.pageVersion = version.version.version;
  let stopped = false;
  let sent = false;
  const sampled = Math.random() < PERFORMANCE_SAMPLE_RATE;

  const publish = () => {
    if (stopped) return;
    const score = performanceScore(beacon);
    onScore({ score, grade: performanceGrade(score), metrics: { ...beacon } });
  };

  const record = (metric: Metric) => {
    const key = ({ LCP: "lcp", CLS: "cls", INP: "inp", FCP: "fcp", TTFB: "ttfb" } as const)[metric.name];
    beacon[key] = metric.name === "CLS" ? round(metric.value, 4) : round(metric.value);
    if (metric.name === "INP") beacon.interactionLatency = round(metric.value);
    publish();
  };
  onLCP(record);
  onCLS(record);
  onINP(record);
  onFCP(record);
  onTTFB(record);

  // FID left web-vitals in v5; the first-input entry still gives it where the browser has it.
  let firstInput: PerformanceObserver | null = null;
  try {
    firstInput = new PerformanceObserver((list) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (entry) {
        beacon.fid = round(entry.processingStart - entry.startTime);
        publish();
      }
    });
    firstInput.observe({ type: "first-input", buffered: true });
  } catch {
    firstInput = null; // not supported: FID stays unreported and costs no score
  }

  const readDevice = () => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (navigation && navigation.loadEventEnd > 0)
      beacon.loadTime = round(navigation.loadEventEnd - navigation.startTime);
    beacon.resourceCount = performance.getEntriesByType("resource").length;
    const memory = (performance as Performance_).memory;
    if (memory && memory.jsHeapSizeLimit > 0)
      beacon.memoryUsagePercent = round((memory.usedJSHeapSize / memory.jsHeapSizeLimit) * 100, 1);
    const connection = (navigator as Navigator_).connection;
    if (connection) {
      if (connection.type) beacon.networkType = connection.type;
      if (connection.effectiveType) beacon.effectiveType = connection.effectiveType;
      if (typeof connection.downlink === "number") beacon.downlink = connection.downlink;
      if (typeof connection.rtt === "number") beacon.rtt = connection.rtt;
    }
    publish();
  };
  readDevice();
  const deviceTimer = setInterval(readDevice, DEVICE_REFRESH_MS);
  (navigator as Navigator_)
    .getBattery?.()
    .then((battery) => {
      beacon.batteryLevel = round(battery.level, 2);
      publish();
    })
    .catch(() => {});

  const send = () => {
    if (sent || stopped || !sampled) return;
    sent = true;
    readDevice();
    try {
      const queued = navigator.sendBeacon(
        PERFORMANCE_METRICS_PATH,
        new Blob([JSON.stringify(beacon)], { type: "application/json" }),
      );
      if (!queued) logger.warn("Performance beacon refused by the browser", { page: beacon.page });
    } catch (error) {
      logger.warn("Performance beacon failed", { error });
    }
  };
  // Registered after web-vitals' own listeners, so LCP and CLS are final when this runs.
  const onHidden = () => {
    if (document.visibilityState === "hidden") send();
  };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", send);

  return {
    stop() {
      stopped = true;
      clearInterval(deviceTimer);
      firstInput?.disconnect();
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", send);
    },
  };
}
