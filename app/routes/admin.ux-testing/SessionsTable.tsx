import { useFetcher, useLocation } from "@remix-run/react";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { formatDuration, UX_DEVICE_LABELS, UX_OUTCOME_LABELS } from "../../lib/admin/ux-testing/ux-sessions";
import type { loader } from "./route";

type Session = Awaited<ReturnType<typeof loader>>["sessions"][number];

const cell = "px-3 py-2";

/** The sessions, newest first, each with its screenshot, an edit link and a delete button. */
export function SessionsTable({ sessions }: { sessions: Session[] }) {
  const location = useLocation();
  const remover = useFetcher();
  useFetcherToast(remover);
  const returnTo = `${location.pathname}${location.search}`;
  if (sessions.length === 0)
    return <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No sessions match.</p>;
  return (
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
  );
}
