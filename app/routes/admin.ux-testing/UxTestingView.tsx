import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "../../components/admin/kit/AdminPage";
import { AdminPagination } from "../../components/admin/AdminPagination";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { LinkHealthFindings } from "../../components/admin/ux-testing/LinkHealthFindings";
import { UxSessionForm } from "../../components/admin/ux-testing/UxSessionForm";
import { formatDuration, UX_DEVICE_LABELS, type UxSessionFormValues } from "../../lib/admin/ux-testing/ux-sessions";
import { PAGE } from "./page";
import { SessionFilters } from "./SessionFilters";
import { SessionsTable } from "./SessionsTable";
import { TaskRatesTable } from "./TaskRatesTable";
import type { action, loader } from "./route";

const EMPTY: UxSessionFormValues = { task: "", participant: "", device: "", outcome: "", timeTaken: "", notes: "" };

function savedIdOf(reply: unknown): string | null {
  return typeof reply === "object" && reply !== null && "savedId" in reply ? String(reply.savedId) : null;
}

export function UxTestingView() {
  const { sessions, total, rates, filters, pages, editing, findings } = useLoaderData<typeof loader>();
  const pageReply = useActionData<typeof action>();
  const adder = useFetcher<typeof action>();
  useFetcherToast(adder);
  // Each added session remounts the add form empty.
  const savedId = savedIdOf(adder.data) ?? "add";

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="UX testing"
        description="Usability sessions: who tried which task on which device, how it ended and how long it took; then the broken links shoppers' browsers found."
      />

      <TaskRatesTable rates={rates} deviceLabel={filters.device ? UX_DEVICE_LABELS[filters.device] : null} />

      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="mb-3 text-xl text-ink-900">
          Sessions
        </h2>
        <SessionFilters filters={filters} />
        <SessionsTable sessions={sessions} />
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
            initial={{
              task: editing.task,
              participant: editing.participant,
              device: editing.device,
              outcome: editing.outcome,
              timeTaken: formatDuration(editing.durationSeconds),
              notes: editing.notes,
            }}
            reply={pageReply}
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
          key={savedId}
          intent="create"
          initial={EMPTY}
          reply={adder.data ?? pageReply}
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
