import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { isMonitorEnabled, startMonitoring } from "~/lib/analytics/performance-monitor-store";
import { logger } from "~/lib/platform/logger";

type LinkHealthWatch = typeof import("~/lib/platform/link-health-watch");

/** Runs `task` once the page has loaded and the main thread is idle, so measuring never costs the page. */
function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (cancelled) return;
    const schedule = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idleHandle = schedule(() => !cancelled && task());
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idleHandle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idleHandle);
  };
}

/**
 * The platform's background watchers (spec 001 sections 4 and 5), mounted once
 * in the root: the performance monitor (on unless the shopper stopped it), the
 * link health check and the route watcher. Each loads as its own chunk.
 */
export function PlatformMonitors() {
  const { pathname } = useLocation();
  const linkHealth = useRef<LinkHealthWatch | null>(null);

  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        if (isMonitorEnabled()) void startMonitoring();
        import("~/lib/platform/link-health-watch")
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
