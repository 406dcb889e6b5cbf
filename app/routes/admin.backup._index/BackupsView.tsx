import { buttonClass } from "../../components/ui/button-styles";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList } from "../../components/forms/ErrorList";
import { Field } from "../../components/forms/Field";
import { IntentButton } from "../../components/forms/IntentButton";
import { useContractForm } from "../../hooks/useContractForm";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { BackupRunsTable } from "../../components/admin/backups/BackupRunsTable";
import { RESTORE_KEEPS_SECURITY_NOTE } from "../../lib/admin/backups/backup-display";
import { useShopTime } from "../../components/admin/useShopTime";
import { type loader, type action } from "./route";
import { Alert } from "../../components/ui/Alert";

export const CONFIRM_WORD = "RESTORE";

export function BackupsView() {
  const { available, lastRun, lastScheduled, settings, restore } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const { failure, fields } = useContractForm<"runId" | "confirm">("restore", useActionData<typeof action>());
  const scheduledFailed = lastScheduled?.status === "failed";
  return (
    <AdminPage
      title="Backups"
      description="Copies of all the shop's data (products, orders, customers, content and settings), kept in their own storage. Take one now, download one, or restore one."
      actions={
        <>
          <a href="/admin/backup/manual" className={buttonClass()}>
            Back up now
          </a>
          <a href="/admin/restore-guide" className={buttonClass({ variant: "ghost" })}>
            Restore guide
          </a>
        </>
      }
    >
      {scheduledFailed ? (
        <Alert tone="error" className="mt-6">
          The last scheduled backup failed ({shopTime(lastScheduled.startedAt)}): {lastScheduled.error}
        </Alert>
      ) : null}
      <dl className="mt-6 grid gap-4 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-700">Latest run</dt>
          <dd className="text-ink-900">
            {lastRun ? `${shopTime(lastRun.startedAt)} (${lastRun.status})` : "None yet"}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Daily at</dt>
          <dd className="text-ink-900">
            <a href="/admin/backup/schedule" className="underline">
              {String(settings.hourUtc).padStart(2, "0")}:00 UTC
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">Kept</dt>
          <dd className="text-ink-900">
            <a href="/admin/backup/config" className="underline">
              the newest {settings.keepCount}
            </a>
          </dd>
        </div>
      </dl>

      {restore ? (
        <section aria-labelledby="restore-heading" className="mt-8 rounded-2xl bg-white p-6 ring-2 ring-clay-600">
          <h2 id="restore-heading" className="text-2xl text-ink-900">
            Restore the backup of {shopTime(restore.startedAt, { seconds: true })}
          </h2>
          {restore.ok ? (
            <>
              <p className="text-ink-800 mt-2">
                The file was checked end to end: its checksum, its row counts and its schema version (
                {restore.schemaVersion}) match. Restoring replaces these tables with the backup&apos;s rows; everything
                written since then in them is lost. A fresh backup is taken first, and if anything fails the database is
                left as it was.
              </p>
              <p className="text-ink-800 mt-2" data-testid="restore-security-note">
                {RESTORE_KEEPS_SECURITY_NOTE}
              </p>
              <ul className="mt-3 grid gap-x-6 text-sm text-ink-700 sm:grid-cols-3">
                {Object.entries(restore.rowCounts).map(([table, count]) => (
                  <li key={table}>
                    {table}: {count}
                  </li>
                ))}
              </ul>
              <Form method="post" className="mt-4 space-y-3">
                <input type="hidden" name="runId" value={restore.runId ?? ""} />
                <Field
                  label={`Type ${CONFIRM_WORD} to confirm`}
                  labelClassName="font-semibold"
                  field={fields.confirm}
                  errorRole="alert"
                  inputProps={{ autoComplete: "off", className: "w-48" }}
                />
                <ErrorList
                  errors={[failure?.formError, failure?.fieldErrors.runId?.[0]]}
                  role="alert"
                  className="text-sm"
                />
                <div className="flex flex-wrap gap-3">
                  <IntentButton intent="restore" size="lg" pendingLabel="Restoring…">
                    Restore this backup
                  </IntentButton>
                  <a href="/admin/backup" className={buttonClass({ variant: "ghost", size: "lg" })}>
                    Cancel
                  </a>
                </div>
              </Form>
            </>
          ) : (
            <>
              <p className="text-ink-800 mt-2">This backup cannot be restored. Nothing was changed.</p>
              <ul role="alert" className="mt-2 list-disc pl-5 text-clay-700">
                {restore.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
              <a href="/admin/backup" className="mt-3 inline-block text-clay-700 underline">
                Back to backups
              </a>
            </>
          )}
        </section>
      ) : null}

      <section className="mt-8" aria-labelledby="available-heading">
        <h2 id="available-heading" className="mb-3 text-xl text-ink-900">
          Available backups
        </h2>
        <BackupRunsTable runs={available} caption="Backups that can be downloaded or restored" restoreLinks />
        <p className="mt-3 text-sm">
          <a href="/admin/backup/status" className="text-clay-700 underline">
            Every run, including failures
          </a>
        </p>
      </section>
    </AdminPage>
  );
}
