import { useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { ProbeBadge } from "../../components/admin/ProbeBadge";
import { useShopTime } from "../../components/admin/useShopTime";
import { cell, Section, Table } from "./inventory-parts";
import { JobsSections } from "./JobsSections";
import { StorageSections } from "./StorageSections";
import { type loader } from "./route";

export function TechInventoryView() {
  const { inventory } = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
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

      <StorageSections database={database} buckets={buckets} />
      <JobsSections crons={crons} snapshot={snapshot} />
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
