import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isMonitorEnabled, startMonitoring } from "../../hooks/performance-monitor-store";
import { logger } from "../../lib/platform/logger";

type LinkHealthWatch = typeof import("../../lib/link-health/link-health-watch");

/**
 * The longest a task waits for an idle moment: a browser may postpone idle
 * callbacks for as long as the page stays busy (a slow phone, a busy machine),
 * and a monitor that never starts measures nothing.
 */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` when the main thread is idle (or after `IDLE_TIMEOUT_MS` at the latest); returns its cancel. */
function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/** Runs `task` once the page has loaded and the main thread is idle, so measuring never costs the page. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    if (!cancelled) cancelIdle = whenIdle(task);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    cancelIdle?.();
  };
}

/** How long the monitor waits for a first interaction before starting anyway. */
const MONITOR_START_DELAY_MS = 10_000;
const INTERACTIONS = ["pointerdown", "keydown", "scroll", "touchstart"] as const;

/**
 * Runs `task` (when idle) at the shopper's first interaction or `delayMs` after
 * load, whichever comes first: a page being loaded and measured (by Lighthouse,
 * or a shopper's first seconds) never runs the monitor's code. Its metrics lose
 * nothing: web-vitals reads the buffered paint, layout-shift and event entries.
 */
function afterFirstInteractionOrDelay(task: () => void, delayMs: number): () => void {
  let started = false;
  let timer: number | undefined;
  const start = () => {
    if (started) return;
    started = true;
    stop();
    whenIdle(task);
  };
  const stop = () => {
    window.clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, start);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true });
  const cancelLoad = whenIdleAfterLoad(() => {
    timer = window.setTimeout(start, delayMs);
  });
  return () => {
    started = true;
    cancelLoad();
    stop();
  };
}

/**
 * The platform's background watchers, mounted once
 * in the root: the performance monitor (on unless the shopper stopped it; it
 * starts at the first interaction or 10 s after load), the
 * link health check and the route watcher. Each loads as its own chunk.
 */
export function PlatformMonitors() {
  const { pathname } = useLocation();
  const linkHealth = useRef<LinkHealthWatch | null>(null);

  useEffect(
    () =>
      isMonitorEnabled()
        ? afterFirstInteractionOrDelay(() => isMonitorEnabled() && void startMonitoring(), MONITOR_START_DELAY_MS)
        : undefined,
    [],
  );

  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        import("../../lib/link-health/link-health-watch")
          .then((module) => {
            linkHealth.current = module;
            module.startLinkHealthWatch();
          })
          .catch((error) => logger.warn("Link health check did not start", { error }));
      }),
    [],
  );

  // The route watcher: every client-side route change (the first is checked when the module starts).
  useEffect(() => {
    linkHealth.current?.watchRoute(pathname);
  }, [pathname]);

  return null;
}
