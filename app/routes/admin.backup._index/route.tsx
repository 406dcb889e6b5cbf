import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import { backupDeps } from "../../lib/admin/backups/backup-actions.server";
import { totalRows } from "../../lib/admin/backups/backup-display";
import { formatShopTime } from "../../lib/admin/shop-time";
import { loadSiteSettings } from "../../lib/settings/site-settings.server";
import { getBackupSettings, latestRun, listAvailableBackups } from "../../lib/admin/backups/backup-runs.server";
import { checkBackup, restoreBackup, restoredRowCounts } from "../../lib/admin/backups/restore.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { replySuccess } from "../../lib/forms/reply.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formFailure } from "../../lib/platform/reply";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { z } from "zod";
import { BackupsView, CONFIRM_WORD } from "./BackupsView";
import { awaitAll } from "../../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Backups");

/** What the admin types to confirm a restore: a deliberate second step, not a double click. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const restoreId = new URL(request.url).searchParams.get("restore");
  const [available, lastRun, lastScheduled, settings, check] = await awaitAll([
    listAvailableBackups(context.db, 20),
    latestRun(context.db),
    latestRun(context.db, "scheduled"),
    getBackupSettings(context.db),
    restoreId ? checkBackup(backupDeps(context), restoreId.slice(0, 64)) : null,
  ]);
  const restore = check
    ? check.ok
      ? {
          ok: true as const,
          runId: check.run.id,
          startedAt: check.run.startedAt,
          schemaVersion: check.header.schemaVersion,
          rowCounts: restoredRowCounts(check.rowCounts),
        }
      : {
          ok: false as const,
          runId: check.run?.id ?? null,
          startedAt: check.run?.startedAt ?? null,
          problems: check.problems,
        }
    : null;
  return { available, lastRun, lastScheduled, settings, restore };
}

const RestoreFormSchema = z.object({
  runId: formText().pipe(z.string().min(1, "Choose a backup to restore.").max(64, "Choose a backup to restore.")),
  confirm: formText().pipe(
    z
      .string()
      .max(50, `Type ${CONFIRM_WORD} to confirm the restore.`)
      .refine((value) => value.trim() === CONFIRM_WORD, `Type ${CONFIRM_WORD} to confirm the restore.`),
  ),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, ["restore"]);
  const parsed = parseSubmission(form, RestoreFormSchema, { intent });
  if (!intent) return replyFailure(formFailure({ formError: "Choose a backup to restore." }), 400);
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const result = await restoreBackup(backupDeps(context), parsed.value.runId, admin.id);
  if (!result.ok)
    return replyFailure(formFailure({ intent, formError: result.problems.join(" "), values: parsed.values }), 409);
  const { shopTimeZone } = await loadSiteSettings(context);
  return replySuccess(request, context, form, {
    to: "/admin/backup",
    toast: {
      title: "Backup restored",
      message: `${totalRows(result.after).toLocaleString("en-US")} rows restored from ${formatShopTime(result.run.startedAt, shopTimeZone)}. A safety backup was taken first.`,
      tone: "success",
    },
  });
}

export default BackupsView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
