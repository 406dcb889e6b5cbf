import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Button } from "~/components/ui/Button";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { adminMeta } from "~/lib/admin/admin-meta";
import { getBackupSettings, saveBackupSettings } from "~/lib/admin/backups/backup-runs.server";
import {
  BACKUP_GROUP_LABELS,
  BACKUP_GROUPS,
  BackupSettingsFormSchema,
  MAX_KEEP_COUNT,
} from "~/lib/admin/backups/backup-settings";
import { requireAdmin } from "~/lib/auth/session.server";
import { replyWithToast, wantsJson } from "~/lib/platform/reply.server";
import { readFormBody, replyFailure } from "~/lib/forms/form-body.server";
import { fieldError, firstNestedError, isFormFailure, keptValue } from "~/lib/forms/form-failure";
import { parseSubmission } from "~/lib/forms/parse-submission";

export const meta: MetaFunction = () => adminMeta("Backup settings");

type FormValues = { hourUtc: string; keepCount: string; includeGroups: string[] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { settings: await getBackupSettings(context.db) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const parsed = parseSubmission(form, BackupSettingsFormSchema, {
    toast: { title: "Settings not saved", message: "Check the highlighted fields.", tone: "error" },
  });
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  await saveBackupSettings(context.db, parsed.value, admin.id);
  return replyWithToast(request, context, {
    json: wantsJson(form),
    status: 200,
    to: "/admin/backup/config",
    toast: { title: "Backup settings saved", tone: "success" },
  });
}

export default function AdminBackupConfigPage() {
  const { settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  useFetcherToast(fetcher);
  const reply: unknown = fetcher.data ?? actionData;
  const failed = isFormFailure(reply) ? reply : undefined;
  const values: FormValues = failed
    ? {
        hourUtc: keptValue(failed, "hourUtc") ?? "",
        keepCount: keptValue(failed, "keepCount") ?? "",
        includeGroups: [failed.values.includeGroups ?? []].flat(),
      }
    : {
        hourUtc: String(settings.hourUtc),
        keepCount: String(settings.keepCount),
        includeGroups: settings.includeGroups,
      };
  const errors = {
    hourUtc: fieldError(failed, "hourUtc"),
    keepCount: fieldError(failed, "keepCount"),
    includeGroups: fieldError(failed, "includeGroups") ?? firstNestedError(failed, "includeGroups"),
  };
  // A new key remounts the fields so a failed reply's values replace what the loader gave.
  const formKey = failed ? JSON.stringify(failed.values) : JSON.stringify(settings);
  const inputClass = (invalid: boolean) =>
    `mt-1 block w-40 rounded-xl border bg-white px-3 py-2 ${invalid ? "border-clay-600" : "border-sand-300"}`;
  return (
    <AdminPage
      title="Backup settings"
      description="When the daily backup runs, what it includes and how many backups are kept."
    >
      <fetcher.Form
        key={formKey}
        method="post"
        noValidate
        className="mt-6 space-y-6 rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200"
      >
        <JsReplyField />
        <div>
          <label htmlFor="hourUtc" className="block font-semibold text-ink-900">
            Daily backup hour (UTC)
          </label>
          <select
            id="hourUtc"
            name="hourUtc"
            defaultValue={values.hourUtc}
            aria-invalid={errors.hourUtc ? true : undefined}
            aria-describedby={errors.hourUtc ? "hourUtc-error" : undefined}
            className={inputClass(Boolean(errors.hourUtc))}
          >
            {!/^\d+$/.test(values.hourUtc) || Number(values.hourUtc) > 23 ? (
              <option value={values.hourUtc}>{values.hourUtc || "Choose"}</option>
            ) : null}
            {Array.from({ length: 24 }, (_, hour) => (
              <option key={hour} value={String(hour)}>
                {String(hour).padStart(2, "0")}:00
              </option>
            ))}
          </select>
          {errors.hourUtc ? (
            <p id="hourUtc-error" className="mt-1 text-sm font-medium text-clay-700">
              {errors.hourUtc}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="keepCount" className="block font-semibold text-ink-900">
            Backups to keep
          </label>
          <input
            id="keepCount"
            name="keepCount"
            type="number"
            min={1}
            max={MAX_KEEP_COUNT}
            defaultValue={values.keepCount}
            aria-invalid={errors.keepCount ? true : undefined}
            aria-describedby={errors.keepCount ? "keepCount-error keepCount-help" : "keepCount-help"}
            className={inputClass(Boolean(errors.keepCount))}
          />
          <p id="keepCount-help" className="mt-1 text-sm text-ink-700">
            Older backups are deleted only after a new backup succeeded; the newest successful backup is never deleted.
          </p>
          {errors.keepCount ? (
            <p id="keepCount-error" className="mt-1 text-sm font-medium text-clay-700">
              {errors.keepCount}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={errors.includeGroups ? "includeGroups-error" : undefined}>
          <legend className="font-semibold text-ink-900">What to include</legend>
          {BACKUP_GROUPS.map((group) => (
            <label key={group} className="mt-2 flex items-start gap-2">
              <input
                type="checkbox"
                name="includeGroups"
                value={group}
                defaultChecked={group === "core" || values.includeGroups.includes(group)}
                disabled={group === "core"}
                className="mt-1"
              />
              <span>{BACKUP_GROUP_LABELS[group]}</span>
            </label>
          ))}
          {errors.includeGroups ? (
            <p id="includeGroups-error" className="mt-1 text-sm font-medium text-clay-700">
              {errors.includeGroups}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={fetcher.state !== "idle"} size="lg">
          Save settings
        </Button>
      </fetcher.Form>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
