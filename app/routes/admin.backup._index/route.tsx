import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "~/lib/admin/admin-meta";
import { backupDeps } from "~/lib/admin/backups/backup-actions.server";
import { totalRows } from "~/lib/admin/backups/backup-display";
import { formatShopTime } from "~/lib/admin/shop-time";
import { loadSiteSettings } from "~/lib/settings/site-settings.server";
import { getBackupSettings, latestRun, listAvailableBackups } from "~/lib/admin/backups/backup-runs.server";
import { checkBackup, restoreBackup, restoredRowCounts } from "~/lib/admin/backups/restore.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { replyWithToast, wantsJson } from "~/lib/platform/reply.server";
import { BackupsView, CONFIRM_WORD } from "./BackupsView";

export const meta: MetaFunction = () => adminMeta("Backups");

/** What the admin types to confirm a restore: a deliberate second step, not a double click. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const restoreId = new URL(request.url).searchParams.get("restore");
  const [available, lastRun, lastScheduled, settings, check] = await Promise.all([
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

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const runId = String(form.get("runId") ?? "").slice(0, 64);
  const confirmation = String(form.get("confirm") ?? "").slice(0, 50);
  if (form.get("intent") !== "restore" || !runId) {
    return data({ ok: false, confirmation, error: "Choose a backup to restore." }, { status: 400 });
  }
  if (confirmation.trim() !== CONFIRM_WORD) {
    return data({ ok: false, confirmation, error: `Type ${CONFIRM_WORD} to confirm the restore.` }, { status: 400 });
  }
  const result = await restoreBackup(backupDeps(context), runId, admin.id);
  if (!result.ok) {
    return data({ ok: false, confirmation, error: result.problems.join(" ") }, { status: 409 });
  }
  const { shopTimeZone } = await loadSiteSettings(context);
  return replyWithToast(request, context, {
    json: wantsJson(form),
    status: 200,
    to: "/admin/backup",
    toast: {
      title: "Backup restored",
      message: `${totalRows(result.after).toLocaleString("en-US")} rows restored from ${formatShopTime(result.run.startedAt, shopTimeZone)}. A safety backup was taken first.`,
      tone: "success",
    },
  });
}

export default BackupsView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
