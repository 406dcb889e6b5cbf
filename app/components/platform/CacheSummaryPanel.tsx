import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import {
  askServiceWorker,
  CACHE_SUMMARY_POLL_MS,
  hitRateVerdict,
  type CacheSummary,
} from "../../lib/pwa/service-worker-messages";
import { Alert } from "../ui/Alert";

const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * The service worker's cache summary for this browser,
 * polled every 30 s, with warm-up and clear buttons. The service worker lives
 * in the browser, so this panel needs JavaScript and says so without it.
 */
export function CacheSummaryPanel() {
  const hydrated = useHydrated();
  const [summary, setSummary] = useState<CacheSummary | null | undefined>(undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const refresh = useCallback(
    async () => setSummary(await askServiceWorker<CacheSummary>({ type: "CACHE_SUMMARY" })),
    [],
  );
  useEffect(() => {
    if (!hydrated) return;
    void refresh();
    const timer = setInterval(() => void refresh(), CACHE_SUMMARY_POLL_MS);
    return () => clearInterval(timer);
  }, [hydrated, refresh]);

  async function run(label: string, action: () => Promise<unknown>, done: string) {
    setBusy(label);
    const reply = await action();
    setNote(reply ? done : "The service worker did not answer. Reload the page and try again.");
    setBusy(null);
    await refresh();
  }

  if (!hydrated)
    return (
      <p className="text-ink-700">The cache summary comes from this browser's service worker and needs JavaScript.</p>
    );
  if (summary === undefined) return <p className="text-ink-700">Asking the service worker…</p>;
  if (summary === null)
    return (
      <p className="text-ink-700">
        No service worker is active in this browser yet. Reload the page once to install it.
      </p>
    );

  const total = summary.hits + summary.misses;
  const verdict = hitRateVerdict(summary.hitRate);
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Hit rate" value={total ? percent(summary.hitRate) : "No requests yet"} />
        <Stat label="Hits" value={String(summary.hits)} />
        <Stat label="Misses" value={String(summary.misses)} />
        {Object.entries(summary.entries).map(([name, count]) => (
          <Stat key={name} label={name} value={`${count} entries`} />
        ))}
      </dl>
      {total > 0 && verdict === "warn" ? (
        <Alert tone="warning">Cache hit rate is under 70%. Warm up the caches or check what is missing.</Alert>
      ) : null}
      {total > 0 && verdict === "praise" ? (
        <Alert tone="success">Excellent: the cache hit rate is over 90%.</Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => run("warm", () => askServiceWorker({ type: "WARM_UP" }, 30_000), "Critical routes warmed up.")}
          className="rounded-full bg-clay-600 px-4 py-2 text-sm font-medium text-sand-50 hover:bg-clay-700 disabled:opacity-70"
        >
          {busy === "warm" ? "Warming up…" : "Warm up caches"}
        </button>
        {Object.keys(summary.entries).map((name) => (
          <button
            key={name}
            type="button"
            disabled={busy !== null}
            onClick={() => run(name, () => askServiceWorker({ type: "CLEAR_CACHE", name }), `Cleared ${name}.`)}
            className="rounded-full border border-sand-300 px-4 py-2 text-sm text-ink-900 hover:bg-sand-100 disabled:opacity-70"
          >
            {busy === name ? "Clearing…" : `Clear ${name}`}
          </button>
        ))}
      </div>
      {note ? (
        <p role="status" className="text-sm text-ink-700">
          {note}
        </p>
      ) : null}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white/80 p-3 ring-1 ring-sand-200">
      <dt className="text-xs text-ink-700">{label}</dt>
      <dd className="text-lg text-ink-900">{value}</dd>
    </div>
  );
}
