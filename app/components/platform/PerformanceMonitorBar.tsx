import { useBrowserStore } from "../../hooks/useBrowserStore";
import { useHydrated } from "../../hooks/useHydrated";
import { isMonitorEnabled, monitorStore, startMonitoring, stopMonitoring } from "../../hooks/performance-monitor-store";
import type { PageVersion } from "../../lib/analytics/page-versions";

/**
 * The page version badge ("home 2.1.0") beside the
 * performance monitor, which shows the page's live score and grade and can be
 * stopped and started. Without JavaScript only the badge shows. It reads as a quiet
 * note at the foot of the page, in the page's small print, not as debug chips; its
 * tooltip says when the page changed, never what changed.
 */
export function PerformanceMonitorBar({ page, version }: { page: string; version: PageVersion }) {
  const hydrated = useHydrated();
  const { running, live } = useBrowserStore(monitorStore);
  // On by default: before its deferred start (first interaction or 10 s) the monitor is on, just not measuring yet.
  const on = running || (hydrated && isMonitorEnabled());
  return (
    <div
      className="mx-auto mt-10 flex w-fit flex-wrap items-baseline justify-center gap-x-2 gap-y-1 px-4 text-xs text-ink-700"
      data-testid="performance-monitor"
    >
      <p title={`Page version ${version.version}, updated ${version.lastModified}`}>
        <span className="sr-only">Page version: </span>
        {`${page} ${version.version}`}
      </p>
      {hydrated ? (
        <>
          <span aria-hidden="true">·</span>
          <p aria-live="polite">
            {on
              ? live
                ? `Performance ${live.grade} (${live.score})`
                : "Measuring performance…"
              : "Performance monitor off"}
          </p>
          <span aria-hidden="true">·</span>
          <button
            type="button"
            className="rounded-sm underline decoration-sand-300 underline-offset-2 hover:text-clay-700 hover:decoration-clay-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500"
            onClick={() => (on ? stopMonitoring() : void startMonitoring())}
          >
            {on ? "Stop monitoring" : "Start monitoring"}
          </button>
        </>
      ) : null}
    </div>
  );
}
