import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Button } from "../components/ui/Button";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { BackupRunsTable } from "../components/admin/backups/BackupRunsTable";
import { adminMeta } from "../lib/admin/admin-meta";
import { STATUS_LABELS, TRIGGER_LABELS } from "../lib/admin/backups/backup-display";
import {
  listBackupRuns,
  RUNS_PER_PAGE,
  type BackupStatus,
  type BackupTrigger,
} from "../lib/admin/backups/backup-runs.server";
import { requireAdmin } from "../lib/auth/session.server";
import { parsePageNumber } from "../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Backup status");

const pick = <T extends string>(value: string | null, allowed: Record<T, string>): T | undefined =>
  value && Object.hasOwn(allowed, value) ? (value as T) : undefined;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const status = pick<BackupStatus>(params.get("status"), STATUS_LABELS);
  const trigger = pick<BackupTrigger>(params.get("trigger"), TRIGGER_LABELS);
  const page = parsePageNumber(params.get("page"));
  const { runs, total } = await listBackupRuns(context.db, { status, trigger, page });
  return {
    runs,
    total,
    page,
    pages: Math.max(1, Math.ceil(total / RUNS_PER_PAGE)),
    status: status ?? "",
    trigger: trigger ?? "",
  };
}

export default function AdminBackupStatusPage() {
  const { runs, total, page, pages, status, trigger } = useLoaderData<typeof loader>();
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), ...(trigger ? { trigger } : {}), page: String(to) })}`;
  const selectClass = "mt-1 block rounded-xl border border-sand-300 bg-white px-3 py-2";
  return (
    <AdminPage
      title="Backup status"
      description="Every backup run: when it started, how long it took, its size, row counts and outcome."
    >
      <Form
        method="get"
        className="mt-6 flex flex-wrap items-end gap-4 rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200"
      >
        <label className="text-sm font-semibold text-ink-900">
          Outcome
          <select name="status" defaultValue={status} className={selectClass}>
            <option value="">All</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-ink-900">
          Kind
          <select name="trigger" defaultValue={trigger} className={selectClass}>
            <option value="">All</option>
            {Object.entries(TRIGGER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </Form>
      <p className="mt-4 text-sm text-ink-700" aria-live="polite">
        {total} run{total === 1 ? "" : "s"}
        {pages > 1 ? `, page ${page} of ${pages}` : ""}
      </p>
      <div className="mt-2">
        <BackupRunsTable runs={runs} caption="Backup runs, newest first" restoreLinks />
      </div>
      {pages > 1 ? (
        <nav aria-label="Backup runs pages" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? (
            <a href={pageLink(page - 1)} className="text-clay-700 underline">
              Newer runs
            </a>
          ) : null}
          {page < pages ? (
            <a href={pageLink(page + 1)} className="text-clay-700 underline">
              Older runs
            </a>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
