import { SeverityBadge } from "../../components/admin/SeverityBadge";
import { useShopTime } from "../../components/admin/useShopTime";
import { auditActionLabel, describeLogDetails, securityEventLabel } from "../../lib/admin/security-log-display";
import type { SecurityLogData } from "./log-data";

/** The log's entries, newest first: a table from 768 px, a card per entry below it. */
export function SecurityLogTable({ rows, log }: { rows: SecurityLogData["rows"]; log: "events" | "audit" }) {
  const shopTime = useShopTime();
  const label = log === "audit" ? auditActionLabel : securityEventLabel;
  if (rows.length === 0)
    return (
      <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
        Nothing matches these filters.
      </p>
    );
  return (
    <div className="relative mt-6 overflow-x-auto rounded-2xl bg-white/90 ring-1 ring-sand-200">
      {/* Below 768 px each entry is a card (the cells stacked), so the details are read, not scrolled to. */}
      <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
        <caption className="sr-only">{log === "audit" ? "Audit log" : "Security events"}</caption>
        <thead className="bg-sand-100 text-ink-900 max-md:sr-only">
          <tr>
            <th scope="col" className="p-3">
              When
            </th>
            <th scope="col" className="p-3">
              {log === "audit" ? "Action" : "Type"}
            </th>
            <th scope="col" className="p-3">
              Severity
            </th>
            <th scope="col" className="p-3">
              User
            </th>
            <th scope="col" className="p-3">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-t border-sand-200 align-top max-md:block max-md:px-4 max-md:py-3 max-md:first:border-t-0 [&>td]:max-md:block [&>td]:max-md:px-0 [&>td]:max-md:py-0.5"
              data-testid="log-row"
            >
              <td className="p-3 whitespace-nowrap">{shopTime(row.at, { seconds: true })}</td>
              <td className="p-3 font-medium" title={row.type}>
                {label(row.type)}
              </td>
              <td className="p-3">
                <SeverityBadge severity={row.severity} />
              </td>
              <td className="p-3 break-words">
                {row.userEmail ?? <span className="max-md:hidden">—</span>}
                {row.ipAddress ? (
                  <span className="block text-xs whitespace-nowrap text-ink-700">Network {row.ipAddress}</span>
                ) : null}
              </td>
              <td className="max-w-md p-3 text-xs">
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
                  {describeLogDetails(row.details).map((detail, index) => (
                    <div key={index} className="contents">
                      <dt className="text-ink-700">{detail.label}</dt>
                      <dd className="[overflow-wrap:anywhere] break-words">{detail.value}</dd>
                    </div>
                  ))}
                </dl>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
