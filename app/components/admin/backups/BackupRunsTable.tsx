import {
  formatBytes,
  formatDuration,
  STATUS_LABELS,
  totalRows,
  TRIGGER_LABELS,
} from "../../../lib/admin/backups/backup-display";
import { useShopTime } from "../useShopTime";

export type BackupRunRow = {
  id: string;
  trigger: keyof typeof TRIGGER_LABELS;
  status: keyof typeof STATUS_LABELS;
  startedAt: string;
  durationMs: number | null;
  sizeBytes: number | null;
  rowCounts: Record<string, number>;
  error: string | null;
};

const STATUS_TONE: Record<BackupRunRow["status"], string> = {
  running: "bg-sand-200 text-ink-900",
  succeeded: "bg-sage-300/50 text-ink-900",
  failed: "bg-rose-300/50 text-ink-900",
  pruned: "bg-sand-100 text-ink-700",
};

/** Backup runs with their time, duration, size, row counts and outcome; a downloadable file gets a link. */
export function BackupRunsTable({
  runs,
  caption,
  restoreLinks = false,
}: {
  runs: BackupRunRow[];
  caption: string;
  restoreLinks?: boolean;
}) {
  const shopTime = useShopTime();
  if (runs.length === 0)
    return <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No backups yet.</p>;
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-ink-900">
          <tr>
            <th scope="col" className="px-3 py-2">
              Started
            </th>
            <th scope="col" className="px-3 py-2">
              Kind
            </th>
            <th scope="col" className="px-3 py-2">
              Outcome
            </th>
            <th scope="col" className="px-3 py-2">
              Duration
            </th>
            <th scope="col" className="px-3 py-2">
              Size
            </th>
            <th scope="col" className="px-3 py-2">
              Rows
            </th>
            <th scope="col" className="px-3 py-2">
              File
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t border-sand-200 align-top" data-testid="backup-run">
              <td className="px-3 py-2 whitespace-nowrap">
                {run.startedAt ? shopTime(run.startedAt, { seconds: true }) : "—"}
              </td>
              <td className="px-3 py-2">{TRIGGER_LABELS[run.trigger]}</td>
              <td className="px-3 py-2">
                <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[run.status]}`}>
                  {STATUS_LABELS[run.status]}
                </span>
                {run.error ? <p className="mt-1 max-w-xs text-clay-700">{run.error}</p> : null}
              </td>
              <td className="px-3 py-2">{formatDuration(run.durationMs)}</td>
              <td className="px-3 py-2">{formatBytes(run.sizeBytes)}</td>
              <td className="px-3 py-2">
                {run.status === "succeeded" || run.status === "pruned" ? (
                  <details>
                    <summary className="cursor-pointer">
                      {totalRows(run.rowCounts).toLocaleString("en-US")} rows
                    </summary>
                    <ul className="mt-1 text-xs text-ink-700">
                      {Object.entries(run.rowCounts).map(([table, count]) => (
                        <li key={table}>
                          {table}: {count}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  "—"
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {run.status === "succeeded" ? (
                  <>
                    <a
                      href={`/admin/backup/download/${run.id}`}
                      className="font-medium text-clay-700 underline"
                      download
                    >
                      Download
                    </a>
                    {restoreLinks ? (
                      <>
                        {" · "}
                        <a href={`/admin/backup?restore=${run.id}`} className="font-medium text-clay-700 underline">
                          Restore…
                        </a>
                      </>
                    ) : null}
                  </>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
