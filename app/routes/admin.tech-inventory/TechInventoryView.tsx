import { Button } from "~/components/ui/Button";
import { useFetcher, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { ProbeBadge } from "~/components/admin/ProbeBadge";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { formatDuration } from "~/lib/admin/backups/backup-display";
import { useShopTime } from "~/components/admin/useShopTime";
import { type loader } from "./route";

const cell = "px-3 py-2";
const card = "relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200";

function Section({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id={id} className="text-xl text-ink-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className={card} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={cell}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function TechInventoryView() {
  const { inventory } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const rebuild = useFetcher<{ ok: boolean }>();
  useFetcherToast(rebuild);
  const { build, bindings, storefront, database, buckets, crons, snapshot, flags } = inventory;
  const probes = [
    { name: "Storefront API", probe: storefront.probe },
    { name: "Database", probe: database },
    ...buckets.map((bucket) => ({ name: `R2 ${bucket.value?.binding ?? ""}`, probe: bucket })),
    { name: "Catalogue snapshot", probe: snapshot },
    { name: "Cron run records", probe: crons },
  ];
  return (
    <AdminPage
      title="Tech inventory"
      description="What this deployment runs on, read live when the page loads. Bindings are listed by name and kind only; their values are never shown."
    >
      <Section id="probes-heading" title="Probes">
        <Table caption="Live probes with state and time taken" head={["Service", "State", "Result"]}>
          {probes.map(({ name, probe }) => (
            <tr key={name} className="border-t border-sand-200">
              <th scope="row" className={`${cell} font-medium`}>
                {name}
              </th>
              <td className={cell}>
                <ProbeBadge state={probe.state} ms={probe.ms} />
              </td>
              <td className={cell}>{probe.detail}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="build-heading" title="Build">
        <dl className="grid gap-x-6 gap-y-1 rounded-2xl bg-white/80 p-4 text-sm ring-1 ring-sand-200 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">App</dt>
          <dd>
            {build.app.name} {build.app.version}
          </dd>
          <dt className="font-semibold">Built</dt>
          <dd>{build.builtAt === "unknown" ? "unknown" : shopTime(build.builtAt, { seconds: true })}</dd>
          <dt className="font-semibold">Compatibility date</dt>
          <dd data-testid="compatibility-date">{build.compatibilityDate}</dd>
          <dt className="font-semibold">Storefront API version</dt>
          <dd>
            {storefront.apiVersion} at {storefront.endpoint}
          </dd>
        </dl>
        <div className="mt-3">
          <Table caption="Key library versions in this build" head={["Library", "Version"]}>
            {build.libraries.map((library) => (
              <tr key={library.name} className="border-t border-sand-200">
                <th scope="row" className={`${cell} font-medium`}>
                  <code>{library.name}</code>
                </th>
                <td className={cell}>{library.version}</td>
              </tr>
            ))}
          </Table>
        </div>
      </Section>

      <Section id="bindings-heading" title="Worker bindings">
        <Table caption="Bindings by name and kind; values are never shown" head={["Name", "Kind", "Set"]}>
          {bindings.map((binding) => (
            <tr key={binding.name} className="border-t border-sand-200">
              <th scope="row" className={`${cell} font-medium`}>
                <code>{binding.name}</code>
              </th>
              <td className={cell}>{binding.kind}</td>
              <td className={cell}>{binding.set ? "yes" : "empty"}</td>
            </tr>
          ))}
        </Table>
      </Section>

      <Section id="database-heading" title="Database" aside={<ProbeBadge state={database.state} ms={database.ms} />}>
        {database.value ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <Table
              caption="Migrations shipped with this build and whether the database has applied them"
              head={["Migration", "Dated", "State"]}
            >
              {database.value.migrations.map((migration) => (
                <tr key={`${migration.tag}-${migration.hash}`} className="border-t border-sand-200">
                  <th scope="row" className={`${cell} font-medium`}>
                    <code>{migration.tag}</code>
                  </th>
                  <td className={cell}>{migration.dated ? shopTime(migration.dated) : "—"}</td>
                  <td className={cell}>
                    {migration.state}
                    {migration.hash ? <span className="text-ink-700"> ({migration.hash})</span> : null}
                  </td>
                </tr>
              ))}
            </Table>
            <Table caption="Rows per table" head={["Table", "Rows"]}>
              {database.value.tables.map((table) => (
                <tr key={table.name} className="border-t border-sand-200">
                  <th scope="row" className={`${cell} font-medium`}>
                    <code>{table.name}</code>
                  </th>
                  <td className={`${cell} tabular-nums`}>{table.rows.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </Table>
          </div>
        ) : (
          <p role="alert" className="rounded-2xl bg-white/80 p-4 text-ink-900 ring-1 ring-sand-200">
            The database did not answer: {database.detail}
          </p>
        )}
      </Section>

      <Section id="buckets-heading" title="R2 buckets">
        <Table caption="R2 buckets and their object counts" head={["Binding", "Objects", "State"]}>
          {buckets.map((bucket) => (
            <tr key={bucket.value?.binding} className="border-t border-sand-200">
              <th scope="row" className={`${cell} font-medium`}>
                <code>{bucket.value?.binding}</code>
              </th>
              <td className={`${cell} tabular-nums`}>
                {bucket.state === "failing"
                  ? "—"
                  : `${bucket.value?.capped ? "at least " : ""}${bucket.value?.objects.toLocaleString("en-US")}`}
              </td>
              <td className={cell}>
                <ProbeBadge state={bucket.state} ms={bucket.ms} />
              </td>
            </tr>
          ))}
        </Table>
      </Section>

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
          <p role="alert" className="rounded-2xl bg-white/80 p-4 text-ink-900 ring-1 ring-sand-200">
            Schedules: {crons.detail}
          </p>
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

      <Section id="flags-heading" title="Feature flags in effect">
        <Table caption="Feature flags and the binding that sets each" head={["Feature", "State", "Set by"]}>
          {flags.map((flag) => (
            <tr key={flag.name} className="border-t border-sand-200">
              <th scope="row" className={`${cell} font-medium`}>
                {flag.name}
              </th>
              <td className={cell}>{flag.state}</td>
              <td className={cell}>
                <code>{flag.source}</code>
              </td>
            </tr>
          ))}
        </Table>
      </Section>
    </AdminPage>
  );
}
