import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { useFetcherToast } from "../hooks/useFetcherToast";
import { JsReplyField } from "../components/ui/JsReplyField";
import { adminMeta } from "../lib/admin/admin-meta";
import { getBackupSettings, saveBackupSettings } from "../lib/admin/backups/backup-runs.server";
import {
  BACKUP_GROUP_LABELS,
  BACKUP_GROUPS,
  BackupSettingsFormSchema,
  MAX_KEEP_COUNT,
} from "../lib/admin/backups/backup-settings";
import { requireAdmin } from "../lib/auth/session.server";
import { replySuccess } from "../lib/forms/reply.server";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { fieldError, firstNestedError, keptValue } from "../lib/forms/form-failure";
import { isFormFailure } from "../lib/platform/reply";
import { parseSubmission } from "../lib/forms/parse-submission";
import { ErrorList } from "../components/forms/ErrorList";
import { Field, SelectField } from "../components/forms/Field";
import { StatusButton } from "../components/forms/StatusButton";

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
  return replySuccess(request, context, form, {
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
        <SelectField
          label="Daily backup hour (UTC)"
          labelClassName="font-semibold"
          errors={errors.hourUtc ? [errors.hourUtc] : null}
          selectProps={{ id: "hourUtc", name: "hourUtc", defaultValue: values.hourUtc, className: "max-w-40" }}
        >
          {!/^\d+$/.test(values.hourUtc) || Number(values.hourUtc) > 23 ? (
            <option value={values.hourUtc}>{values.hourUtc || "Choose"}</option>
          ) : null}
          {Array.from({ length: 24 }, (_, hour) => (
            <option key={hour} value={String(hour)}>
              {String(hour).padStart(2, "0")}:00
            </option>
          ))}
        </SelectField>
        <Field
          label="Backups to keep"
          labelClassName="font-semibold"
          description="Older backups are deleted only after a new backup succeeded; the newest successful backup is never deleted."
          errors={errors.keepCount ? [errors.keepCount] : null}
          inputProps={{
            id: "keepCount",
            name: "keepCount",
            type: "number",
            min: 1,
            max: MAX_KEEP_COUNT,
            defaultValue: values.keepCount,
            className: "max-w-40",
          }}
        />
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
          <ErrorList id="includeGroups-error" errors={[errors.includeGroups]} />
        </fieldset>
        <StatusButton fetcherState={fetcher.state} size="lg">
          Save settings
        </StatusButton>
      </fetcher.Form>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
