import { Form, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "~/components/admin/admin-form-styles";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { LinkHealthFindings } from "~/components/admin/ux-testing/LinkHealthFindings";
import { UxSessionForm } from "~/components/admin/ux-testing/UxSessionForm";
import { JsReplyField } from "~/components/ui/JsReplyField";
import {
  formatDuration,
  UX_DEVICE_LABELS,
  UX_DEVICES,
  UX_OUTCOME_LABELS,
  UX_OUTCOMES,
  type UxSessionFormValues,
} from "~/lib/admin/ux-testing/ux-sessions";
import { type loader, type action, type FormFailure } from "./route";

export const PAGE = "/admin/ux-testing";
export const EMPTY: UxSessionFormValues = {
  task: "",
  participant: "",
  device: "",
  outcome: "",
  timeTaken: "",
  notes: "",
};

const cell = "px-3 py-2";

export function UxTestingView() {
  const { sessions, total, rates, filters, pages, editing, findings } = useLoaderData<typeof loader>();
  const pageFailure = useActionData<typeof action>() as FormFailure | undefined;
  const location = useLocation();
  const adder = useFetcher<FormFailure | { ok: true; savedId: string }>();
  const remover = useFetcher();
  useFetcherToast(adder);
  useFetcherToast(remover);
  const addFailure =
    (adder.data && !adder.data.ok ? adder.data : undefined) ??
    (pageFailure?.intent === "create" ? pageFailure : undefined);
  const editFailure = pageFailure?.intent === "update" ? pageFailure : undefined;
  const returnTo = `${location.pathname}${location.search}`;

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="UX testing"
        description="Usability sessions: who tried which task on which device, how it ended and how long it took; then the broken links shoppers' browsers found."
      />

      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading" className="mb-3 text-xl text-ink-900">
          Success rate per task{filters.device ? ` on ${UX_DEVICE_LABELS[filters.device].toLowerCase()}` : ""}
        </h2>
        {rates.length === 0 ? (
          <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
            No sessions logged yet. Add the first below.
          </p>
        ) : (
          <div
            className="relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200"
            tabIndex={0}
            role="region"
            aria-label="Success rate per task (scrolls sideways)"
          >
            <table className="w-full min-w-[32rem] text-left text-sm">
              <caption className="sr-only">Success rate per task</caption>
              <thead className="bg-sand-100">
                <tr>
                  {["Task", "Sessions", "Success", "Partial", "Failed", "Success rate", "Median time"].map((label) => (
                    <th key={label} scope="col" className={cell}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rates.map((rate) => (
                  <tr key={rate.task} className="border-t border-sand-200" data-testid="task-rate">
                    <th scope="row" className={`${cell} font-medium`}>
                      {rate.task}
                    </th>
                    <td className={`${cell} tabular-nums`}>{rate.sessions}</td>
                    <td className={`${cell} tabular-nums`}>{rate.success}</td>
                    <td className={`${cell} tabular-nums`}>{rate.partial}</td>
                    <td className={`${cell} tabular-nums`}>{rate.failed}</td>
                    <td className={`${cell} font-semibold tabular-nums`}>{Math.round(rate.successRate * 100)}%</td>
                    <td className={`${cell} tabular-nums`}>{formatDuration(rate.medianSeconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="mb-3 text-xl text-ink-900">
          Sessions
        </h2>
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter sessions">
          <label className={FILTER_LABEL}>
            Task contains
            <input name="task" defaultValue={filters.task} className={`${FILTER_INPUT} block`} />
          </label>
          <label className={FILTER_LABEL}>
            Device
            <select name="device" defaultValue={filters.device} className={`${FILTER_INPUT} block`}>
              <option value="">Any</option>
              {UX_DEVICES.map((device) => (
                <option key={device} value={device}>
                  {UX_DEVICE_LABELS[device]}
                </option>
              ))}
            </select>
          </label>
          <label className={FILTER_LABEL}>
            Outcome
            <select name="outcome" defaultValue={filters.outcome} className={`${FILTER_INPUT} block`}>
              <option value="">Any</option>
              {UX_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {UX_OUTCOME_LABELS[outcome]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={FILTER_BUTTON}>
            Filter
          </button>
          {filters.task || filters.device || filters.outcome ? (
            <a href={PAGE} className="py-2 text-sm font-medium text-clay-700 underline">
              Clear filters
            </a>
          ) : null}
        </Form>
        {sessions.length === 0 ? (
          <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No sessions match.</p>
        ) : (
          <div
            className="relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200"
            tabIndex={0}
            role="region"
            aria-label="Sessions (scrolls sideways)"
          >
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Usability sessions, newest first</caption>
              <thead className="bg-sand-100">
                <tr>
                  {["When", "Task", "Participant", "Device", "Outcome", "Time", "Notes", "Screenshot", "Actions"].map(
                    (label) => (
                      <th key={label} scope="col" className={cell}>
                        {label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.id} className="border-t border-sand-200 align-top" data-testid="ux-session">
                    <td className={`${cell} whitespace-nowrap`}>{session.createdAt.slice(0, 16).replace("T", " ")}</td>
                    <th scope="row" className={`${cell} font-medium`}>
                      {session.task}
                    </th>
                    <td className={cell}>{session.participant}</td>
                    <td className={cell}>{UX_DEVICE_LABELS[session.device]}</td>
                    <td className={cell}>{UX_OUTCOME_LABELS[session.outcome]}</td>
                    <td className={`${cell} tabular-nums`}>{formatDuration(session.durationSeconds)}</td>
                    <td className={`${cell} max-w-xs whitespace-pre-line`}>{session.notes || "—"}</td>
                    <td className={cell}>
                      {session.screenshotKey ? (
                        <a
                          href={`/admin/ux-testing/screenshot/${session.id}`}
                          className="font-medium text-clay-700 underline"
                        >
                          View<span className="sr-only"> the screenshot of {session.participant}</span>
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <a href={`?edit=${session.id}`} className="mr-3 font-medium text-clay-700 underline">
                        Edit
                        <span className="sr-only">
                          {" "}
                          {session.participant}: {session.task}
                        </span>
                      </a>
                      <remover.Form method="post" className="inline">
                        <JsReplyField />
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="sessionId" value={session.id} />
                        <input type="hidden" name="redirectTo" value={returnTo} />
                        <button type="submit" className="font-medium text-danger underline">
                          Delete
                          <span className="sr-only">
                            {" "}
                            {session.participant}: {session.task}
                          </span>
                        </button>
                      </remover.Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <AdminPagination page={Math.min(filters.page, pages)} pages={pages} total={total} label="Sessions" />
      </section>

      {editing ? (
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading" className="mb-3 text-xl text-ink-900">
            Edit the session of {editing.participant}
          </h2>
          <UxSessionForm
            key={editing.id}
            intent="update"
            sessionId={editing.id}
            values={
              editFailure?.values ?? {
                task: editing.task,
                participant: editing.participant,
                device: editing.device,
                outcome: editing.outcome,
                timeTaken: formatDuration(editing.durationSeconds),
                notes: editing.notes,
              }
            }
            errors={editFailure?.fieldErrors ?? {}}
            hasScreenshot={editing.screenshotKey !== null}
            submitLabel="Save session"
          />
          <a href={PAGE} className="mt-3 inline-block text-sm font-medium text-clay-700 underline">
            Cancel editing
          </a>
        </section>
      ) : null}

      <section aria-labelledby="add-heading">
        <h2 id="add-heading" className="mb-3 text-xl text-ink-900">
          Add a session
        </h2>
        <UxSessionForm
          key={adder.data?.ok ? adder.data.savedId : "add"}
          intent="create"
          values={addFailure?.values ?? EMPTY}
          errors={addFailure?.fieldErrors ?? {}}
          submitLabel="Add session"
          fetcher={adder as never}
        />
      </section>

      <section aria-labelledby="links-heading">
        <h2 id="links-heading" className="mb-1 text-xl text-ink-900">
          Link health findings
        </h2>
        <p className="mb-3 max-w-2xl text-sm text-ink-700">
          What shoppers&apos; browsers found: product links with a missing, too short, undefined or null identifier
          (checked 5 s after each page load), and product routes the route watcher warned about.
        </p>
        <LinkHealthFindings findings={findings} />
      </section>
    </div>
  );
}
