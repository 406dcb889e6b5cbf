import { useFetcher, useLocation } from "@remix-run/react";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { formatDuration, UX_DEVICE_LABELS, UX_OUTCOME_LABELS } from "../../lib/admin/ux-testing/ux-sessions";
import type { loader } from "./route";

type Session = Awaited<ReturnType<typeof loader>>["sessions"][number];

/** The sessions, newest first, each with its screenshot, an edit link and a delete button. */
export function SessionsTable({ sessions }: { sessions: Session[] }) {
  const location = useLocation();
  const remover = useFetcher();
  useFetcherToast(remover);
  const returnTo = `${location.pathname}${location.search}`;
  const columns: AdminColumn<Session>[] = [
    {
      key: "when",
      header: "When",
      className: "whitespace-nowrap",
      cell: (session) => session.createdAt.slice(0, 16).replace("T", " "),
    },
    { key: "task", header: "Task", rowHeader: true, cell: (session) => session.task },
    { key: "participant", header: "Participant", cell: (session) => session.participant },
    { key: "device", header: "Device", cell: (session) => UX_DEVICE_LABELS[session.device] },
    { key: "outcome", header: "Outcome", cell: (session) => UX_OUTCOME_LABELS[session.outcome] },
    {
      key: "time",
      header: "Time",
      className: "tabular-nums",
      cell: (session) => formatDuration(session.durationSeconds),
    },
    {
      key: "notes",
      header: "Notes",
      className: "max-w-xs whitespace-pre-line",
      cell: (session) => session.notes || "—",
    },
    {
      key: "screenshot",
      header: "Screenshot",
      cell: (session) =>
        session.screenshotKey ? (
          <a href={`/admin/ux-testing/screenshot/${session.id}`} className="font-medium text-clay-700 underline">
            View<span className="sr-only"> the screenshot of {session.participant}</span>
          </a>
        ) : (
          "—"
        ),
    },
    {
      key: "actions",
      header: "Actions",
      className: "whitespace-nowrap",
      cell: (session) => (
        <>
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
        </>
      ),
    },
  ];
  return (
    <AdminTable
      caption="Usability sessions, newest first"
      columns={columns}
      rows={sessions}
      rowKey={(session) => session.id}
      rowTestId="ux-session"
      scrollLabel="Sessions (scrolls sideways)"
      tableClassName="min-w-[48rem]"
      emptyTitle="No sessions match."
    />
  );
}
