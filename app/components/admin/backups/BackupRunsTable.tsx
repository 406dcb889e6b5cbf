import {
  formatBytes,
  formatDuration,
  STATUS_LABELS,
  totalRows,
  TRIGGER_LABELS,
} from "../../../lib/admin/backups/backup-display";
import { AdminTable, type AdminColumn } from "../kit/AdminTable";
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
  const columns: AdminColumn<BackupRunRow>[] = [
    {
      key: "started",
      header: "Started",
      className: "whitespace-nowrap",
      cell: (run) => (run.startedAt ? shopTime(run.startedAt, { seconds: true }) : "—"),
    },
    { key: "kind", header: "Kind", cell: (run) => TRIGGER_LABELS[run.trigger] },
    {
      key: "outcome",
      header: "Outcome",
      cell: (run) => (
        <>
          <span className={`rounded-full px-2 py-0.5 font-medium ${STATUS_TONE[run.status]}`}>
            {STATUS_LABELS[run.status]}
          </span>
          {run.error ? <p className="mt-1 max-w-xs text-clay-700">{run.error}</p> : null}
        </>
      ),
    },
    { key: "duration", header: "Duration", cell: (run) => formatDuration(run.durationMs) },
    { key: "size", header: "Size", cell: (run) => formatBytes(run.sizeBytes) },
    {
      key: "rows",
      header: "Rows",
      cell: (run) =>
        run.status === "succeeded" || run.status === "pruned" ? (
          <details>
            <summary className="cursor-pointer">{totalRows(run.rowCounts).toLocaleString("en-US")} rows</summary>
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
        ),
    },
    {
      key: "file",
      header: "File",
      className: "whitespace-nowrap",
      cell: (run) =>
        run.status === "succeeded" ? (
          <>
            <a href={`/admin/backup/download/${run.id}`} className="font-medium text-clay-700 underline" download>
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
        ),
    },
  ];
  return (
    <AdminTable
      caption={caption}
      columns={columns}
      rows={runs}
      rowKey={(run) => run.id}
      rowTestId="backup-run"
      tableClassName="min-w-[40rem]"
      emptyTitle="No backups yet."
    />
  );
}
