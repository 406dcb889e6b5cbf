// How backup runs read on the admin pages (client-safe).
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "—";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function totalRows(rowCounts: Record<string, number>): number {
  return Object.values(rowCounts).reduce((sum, count) => sum + count, 0);
}

export const TRIGGER_LABELS = { manual: "Manual", scheduled: "Scheduled", pre_restore: "Before a restore" } as const;
export const STATUS_LABELS = {
  running: "Running",
  succeeded: "Succeeded",
  failed: "Failed",
  pruned: "Deleted by retention",
} as const;

/** The next time the hourly trigger reaches the configured hour. */
export function nextScheduledRun(now: Date, hourUtc: number): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** What a restore leaves as it is now (restore.server.ts keeps it): said before the admin confirms. */
export const RESTORE_KEEPS_SECURITY_NOTE =
  "Security is not rewound: every account keeps the password it has now, anyone signed out stays signed out, and email links already used or cancelled stay spent. Accounts the backup brings back are signed out everywhere.";
