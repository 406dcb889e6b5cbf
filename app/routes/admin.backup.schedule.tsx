import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { BackupRunsTable } from "../components/admin/backups/BackupRunsTable";
import { adminMeta } from "../lib/admin/admin-meta";
import { nextScheduledRun } from "../lib/admin/backups/backup-display";
import { getBackupSettings, latestRun } from "../lib/admin/backups/backup-runs.server";
import { requireAdmin } from "../lib/auth/session.server";
import { scheduledJobs } from "../lib/worker/scheduled-jobs.server";
import { useShopTime } from "../components/admin/useShopTime";
import { awaitAll } from "../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Backup schedule");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [settings, lastScheduled] = await awaitAll([getBackupSettings(context.db), latestRun(context.db, "scheduled")]);
  const cron = scheduledJobs.find((job) => job.name === "backup")?.cron ?? "";
  return { settings, lastScheduled, cron, nextRun: nextScheduledRun(new Date(), settings.hourUtc).toISOString() };
}

export default function AdminBackupSchedulePage() {
  const { settings, lastScheduled, cron, nextRun } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  return (
    <AdminPage
      title="Backup schedule"
      description="The shop backs itself up once a day, at the hour set in the backup settings."
    >
      <dl className="mt-6 grid gap-4 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-700">Runs daily at</dt>
          <dd className="text-xl text-ink-900">{String(settings.hourUtc).padStart(2, "0")}:00 UTC</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Next run</dt>
          <dd className="text-xl text-ink-900">{shopTime(nextRun)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Checked</dt>
          <dd className="text-ink-900">
            Every hour <span className="font-mono text-sm text-ink-700">({cron})</span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        <a href="/admin/backup/config" className="text-clay-700 underline">
          Change the hour, what is included and how many backups are kept
        </a>
      </p>
      <section className="mt-8" aria-labelledby="last-scheduled">
        <h2 id="last-scheduled" className="mb-3 text-xl text-ink-900">
          Last scheduled run
        </h2>
        <BackupRunsTable runs={lastScheduled ? [lastScheduled] : []} caption="The last scheduled backup" />
      </section>
      <section className="mt-8 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200" aria-labelledby="how-it-runs">
        <h2 id="how-it-runs" className="text-xl text-ink-900">
          How the schedule works
        </h2>
        <ul className="text-ink-800 mt-2 list-disc space-y-1 pl-5">
          <li>Every hour the shop checks whether it is the backup hour above; it backs up once a day.</li>
          <li>
            A failed scheduled backup is recorded as a high-severity security event and shows in the backup status.
          </li>
          <li>
            For developers: <code>wrangler.toml</code> fires the Worker every hour (<code>{cron}</code>) and its{" "}
            <code>scheduled</code> handler runs the backup.
          </li>
          <li>
            Locally, with <code>npx wrangler dev --test-scheduled</code>, open{" "}
            <code>/cdn-cgi/handler/scheduled?cron=0+*+*+*+*&amp;time=&lt;epoch seconds at the chosen hour&gt;</code>; in
            tests, Miniflare&apos;s <code>getWorker().scheduled({"{ cron }"})</code> does the same.
          </li>
        </ul>
      </section>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
