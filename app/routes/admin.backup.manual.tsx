import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Button } from "../components/ui/Button";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { BackupRunsTable } from "../components/admin/backups/BackupRunsTable";
import { useFetcherToast } from "../hooks/useFetcherToast";
import { JsReplyField } from "../components/ui/JsReplyField";
import { adminMeta } from "../lib/admin/admin-meta";
import { backUpNow } from "../lib/admin/backups/backup-actions.server";
import { getBackupRun, latestRun } from "../lib/admin/backups/backup-runs.server";
import { requireAdmin } from "../lib/auth/session.server";
import { replyWithToast, wantsJson } from "../lib/forms/reply.server";
import { readFormBody } from "../lib/forms/form-body.server";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction = () => adminMeta("Back up now");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const runId = new URL(request.url).searchParams.get("run");
  const run = (runId ? await getBackupRun(context.db, runId) : null) ?? (await latestRun(context.db, "manual"));
  return { run, bucketBound: Boolean(context.env.BACKUPS) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const { run, toast } = await backUpNow(context, admin.id);
  return replyWithToast(request, context, {
    json: wantsJson(form),
    // A failed backup is the server's failure, not the admin's: 503 says "try again later" without a 500 page.
    status: run.status === "succeeded" ? 200 : 503,
    to: `/admin/backup/manual?run=${run.id}`,
    toast,
    extra: { runId: run.id },
  });
}

export default function AdminBackupManualPage() {
  const { run, bucketBound } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  useFetcherToast(fetcher);
  const busy = fetcher.state !== "idle";
  return (
    <AdminPage
      title="Back up now"
      description="Saves a copy of all the shop's data as one file you can download or restore from."
    >
      <section className="mt-6 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200">
        {!bucketBound ? (
          <Alert tone="error" className="mb-4">
            Backup storage is not set up for this shop, so backups cannot be saved. Ask your developer to connect it
            (the BACKUPS storage).
          </Alert>
        ) : null}
        <fetcher.Form method="post">
          <JsReplyField />
          <Button type="submit" disabled={busy} size="lg">
            {busy ? "Backing up…" : "Back up now"}
          </Button>
        </fetcher.Form>
        <p aria-live="polite" className="mt-3 text-sm text-ink-700">
          {busy
            ? "Backing up: reading every table page by page and writing the file. This page updates when it is done."
            : ""}
        </p>
      </section>
      <section className="mt-8" aria-labelledby="latest-backup">
        <h2 id="latest-backup" className="mb-3 text-xl text-ink-900">
          Latest manual backup
        </h2>
        <BackupRunsTable runs={run ? [run] : []} caption="The latest manual backup" />
        <p className="mt-3 text-sm">
          <a href="/admin/backup/status" className="text-clay-700 underline">
            All backup runs
          </a>
        </p>
      </section>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
