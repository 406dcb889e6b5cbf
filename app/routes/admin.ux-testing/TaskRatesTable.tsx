import { AdminTable, type AdminColumn } from "../../components/admin/kit/AdminTable";
import { formatDuration, type TaskSuccess } from "../../lib/admin/ux-testing/ux-sessions";

const count = (key: "sessions" | "success" | "partial" | "failed", header: string): AdminColumn<TaskSuccess> => ({
  key,
  header,
  className: "tabular-nums",
  cell: (rate) => rate[key],
});

const COLUMNS: AdminColumn<TaskSuccess>[] = [
  { key: "task", header: "Task", rowHeader: true, cell: (rate) => rate.task },
  count("sessions", "Sessions"),
  count("success", "Success"),
  count("partial", "Partial"),
  count("failed", "Failed"),
  {
    key: "rate",
    header: "Success rate",
    className: "font-semibold tabular-nums",
    cell: (rate) => `${Math.round(rate.successRate * 100)}%`,
  },
  {
    key: "median",
    header: "Median time",
    className: "tabular-nums",
    cell: (rate) => formatDuration(rate.medianSeconds),
  },
];

/** How each task went: sessions, outcomes, success rate and median time, for the device filtered on. */
export function TaskRatesTable({ rates, deviceLabel }: { rates: TaskSuccess[]; deviceLabel: string | null }) {
  return (
    <section aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="mb-3 text-xl text-ink-900">
        Success rate per task{deviceLabel ? ` on ${deviceLabel.toLowerCase()}` : ""}
      </h2>
      <AdminTable
        caption="Success rate per task"
        columns={COLUMNS}
        rows={rates}
        rowKey={(rate) => rate.task}
        rowTestId="task-rate"
        scrollLabel="Success rate per task (scrolls sideways)"
        tableClassName="min-w-[32rem]"
        emptyTitle="No sessions logged yet. Add the first below."
      />
    </section>
  );
}
