import { formatDuration, type TaskSuccess } from "../../lib/admin/ux-testing/ux-sessions";

const cell = "px-3 py-2";

/** How each task went: sessions, outcomes, success rate and median time, for the device filtered on. */
export function TaskRatesTable({ rates, deviceLabel }: { rates: TaskSuccess[]; deviceLabel: string | null }) {
  return (
    <section aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="mb-3 text-xl text-ink-900">
        Success rate per task{deviceLabel ? ` on ${deviceLabel.toLowerCase()}` : ""}
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
  );
}
