import { useBrowserStore } from "../../hooks/useBrowserStore";
import { useHydrated } from "../../hooks/useHydrated";
import { isMonitorEnabled, monitorStore, startMonitoring, stopMonitoring } from "../../hooks/performance-monitor-store";
import type { PageVersion } from "../../lib/analytics/page-versions";

/**
 * The page version badge ("home 2.1.0") beside the
 * performance monitor, which shows the page's live score and grade and can be
 * stopped and started. Without JavaScript only the badge shows.
 */
export function PerformanceMonitorBar({ page, version }: { page: string; version: PageVersion }) {
  const hydrated = useHydrated();
  const { running, live } = useBrowserStore(monitorStore);
  // On by default: before its deferred start (first interaction or 10 s) the monitor is on, just not measuring yet.
  const on = running || (hydrated && isMonitorEnabled());
  return (
    <div
      className="mx-auto mt-10 flex w-fit flex-wrap items-center justify-center gap-2 text-xs text-ink-700"
      data-testid="performance-monitor"
    >
      <p
        className="rounded-full border border-sand-300 bg-white/60 px-3 py-1"
        title={`${version.description} (updated ${version.lastModified})`}
      >
        <span className="sr-only">Page version: </span>
        {`${page} ${version.version}`}
      </p>
      {hydrated ? (
        <>
          <p className="rounded-full border border-sand-300 bg-white/60 px-3 py-1" aria-live="polite">
            {on
              ? live
                ? `Performance ${live.grade} (${live.score})`
                : "Measuring performance…"
              : "Performance monitor off"}
          </p>
          <button
            type="button"
            className="rounded-full border border-sand-300 px-3 py-1 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-clay-500"
            onClick={() => (on ? stopMonitoring() : void startMonitoring())}
          >
            {on ? "Stop monitoring" : "Start monitoring"}
          </button>
        </>
      ) : null}
    </div>
  );
}
