import { useFetcher } from "@remix-run/react";
import { Button } from "../../components/ui/Button";
import { ProbeBadge } from "../../components/admin/ProbeBadge";
import { useShopTime } from "../../components/admin/useShopTime";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { formatDuration } from "../../lib/admin/backups/backup-display";
import { cell, Section, Table, type Inventory } from "./inventory-parts";
import { Alert } from "../../components/ui/Alert";

/** The Cron schedule with each job's last run, and the catalogue snapshot with its rebuild button. */
export function JobsSections({ crons, snapshot }: Pick<Inventory, "crons" | "snapshot">) {
  const shopTime = useShopTime();
  const rebuild = useFetcher<{ ok: boolean }>();
  useFetcherToast(rebuild);
  return (
    <>
      <Section id="cron-heading" title="Cron schedule">
        {crons.value ? (
          <Table
            caption="Cron Triggers, the jobs each runs and their last run"
            head={["Schedule", "Job", "Last run", "Outcome"]}
          >
            {crons.value.flatMap((schedule) =>
              (schedule.jobs.length ? schedule.jobs : [{ name: "(no job)", lastRun: null }]).map((job) => (
                <tr key={`${schedule.cron}-${job.name}`} className="border-t border-sand-200">
                  <td className={cell}>
                    <code>{schedule.cron}</code>
                  </td>
                  <th scope="row" className={`${cell} font-medium`}>
                    {job.name}
                  </th>
                  <td className={cell}>
                    {job.lastRun
                      ? `${shopTime(job.lastRun.startedAt, { seconds: true })}, ${formatDuration(job.lastRun.durationMs)}`
                      : "Not run yet"}
                  </td>
                  <td className={cell}>
                    {job.lastRun
                      ? job.lastRun.outcome === "succeeded"
                        ? "Succeeded"
                        : `Failed: ${job.lastRun.error ?? ""}`
                      : "—"}
                  </td>
                </tr>
              )),
            )}
          </Table>
        ) : (
          <Alert tone="error">Schedules: {crons.detail}</Alert>
        )}
      </Section>

      <Section
        id="snapshot-heading"
        title="Catalogue snapshot"
        aside={<ProbeBadge state={snapshot.state} ms={snapshot.ms} />}
      >
        <div className="rounded-2xl bg-white/80 p-4 text-sm ring-1 ring-sand-200">
          <p>
            {snapshot.value?.version
              ? `Version ${snapshot.value.version}, built ${shopTime(snapshot.value.builtAt ?? 0, { seconds: true })} with ${snapshot.value.productCount?.toLocaleString("en-US")} products${snapshot.value.stale ? " (stale: the job has not refreshed it lately)" : ""}.`
              : snapshot.state === "failing"
                ? `Unknown: ${snapshot.detail}`
                : "No snapshot stored yet."}
          </p>
          <rebuild.Form method="post" className="mt-3">
            <JsReplyField />
            <input type="hidden" name="intent" value="rebuild-snapshot" />
            <Button type="submit" disabled={rebuild.state !== "idle"} variant="secondary">
              {rebuild.state !== "idle" ? "Rebuilding…" : "Rebuild catalogue snapshot now"}
            </Button>
          </rebuild.Form>
        </div>
      </Section>
    </>
  );
}
