import { ProbeBadge } from "../../components/admin/ProbeBadge";
import { useShopTime } from "../../components/admin/useShopTime";
import { cell, Section, Table, type Inventory } from "./inventory-parts";
import { Alert } from "../../components/ui/Alert";

/** The database (migrations, rows per table) and the R2 buckets' object counts. */
export function StorageSections({ database, buckets }: Pick<Inventory, "database" | "buckets">) {
  const shopTime = useShopTime();
  return (
    <>
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
          <Alert tone="error">The database did not answer: {database.detail}</Alert>
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
    </>
  );
}
