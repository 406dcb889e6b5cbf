// The page's performance monitor state for the UI: on by default, stopped and
// started by the shopper (remembered on this device), and the live score.
// The monitor itself (with web-vitals) is imported only when it starts.
import { createBrowserStore } from "./useBrowserStore";
import { logger } from "../lib/platform/logger";
import type { LiveScore, MonitorHandle } from "../lib/analytics/performance-monitor";

export const MONITOR_DISABLED_KEY = "performance-monitor-disabled";

export type MonitorState = { running: boolean; live: LiveScore | null };

export const monitorStore = createBrowserStore<MonitorState>({ running: false, live: null });
let handle: MonitorHandle | null = null;
let starting = false;
/** Stopped on this page (also when storage is blocked and the choice cannot be remembered). */
let stoppedHere = false;

function update(next: Partial<MonitorState>) {
  monitorStore.set({ ...monitorStore.getSnapshot(), ...next });
}

export function isMonitorEnabled(): boolean {
  if (stoppedHere) return false;
  try {
    return localStorage.getItem(MONITOR_DISABLED_KEY) !== "1";
  } catch {
    return true;
  }
}

export async function startMonitoring(): Promise<void> {
  if (handle || starting) return;
  starting = true;
  stoppedHere = false;
  try {
    localStorage.removeItem(MONITOR_DISABLED_KEY);
  } catch {
    // storage blocked: monitoring still starts for this page
  }
  try {
    const { startPerformanceMonitor } = await import("../lib/analytics/performance-monitor");
    // Stopped while the code was loading (the Stop tap is also the first interaction that starts it).
    if (stoppedHere) return;
    handle = startPerformanceMonitor((live) => update({ live }));
    update({ running: true });
  } catch (error) {
    logger.warn("Performance monitor did not start", { error });
  } finally {
    starting = false;
  }
}

export function stopMonitoring(): void {
  stoppedHere = true;
  try {
    localStorage.setItem(MONITOR_DISABLED_KEY, "1");
  } catch {
    // storage blocked: stops for this page only
  }
  handle?.stop();
  handle = null;
  update({ running: false, live: null });
}
