import { Form } from "@remix-run/react";
import { Button } from "../../components/ui/Button";
import { securityEventLabel } from "../../lib/admin/security-log-display";
import { SEVERITIES, STORED_SECURITY_EVENT_TYPES } from "../../lib/security/security-event";
import type { SecurityLogFilters as Filters } from "./log-data";

const input = "mt-1 block rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";

/** The log's filters: a GET form, so the URL (and the CSV export) keeps them. */
export function SecurityLogFilters({ filters }: { filters: Filters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the log"
      className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <input type="hidden" name="log" value={filters.log} />
      <label className="text-sm text-ink-900">
        {filters.log === "audit" ? "Action" : "Type"}
        {filters.log === "audit" ? (
          <input name="type" defaultValue={filters.type} placeholder="site_settings_updated" className={input} />
        ) : (
          <select name="type" defaultValue={filters.type} className={input}>
            <option value="">Any</option>
            {STORED_SECURITY_EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {securityEventLabel(type)}
              </option>
            ))}
          </select>
        )}
      </label>
      <label className="text-sm text-ink-900">
        Severity
        <select name="severity" defaultValue={filters.severity} className={input}>
          <option value="">Any</option>
          {SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {severity[0].toUpperCase() + severity.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-ink-900">
        User (email or id)
        <input name="user" defaultValue={filters.user} className={input} />
      </label>
      <label className="text-sm text-ink-900">
        Text in details
        <input type="search" name="q" defaultValue={filters.q} className={input} />
      </label>
      <label className="text-sm text-ink-900">
        From
        <input type="date" name="from" defaultValue={filters.from} className={input} />
      </label>
      <label className="text-sm text-ink-900">
        To
        <input type="date" name="to" defaultValue={filters.to} className={input} />
      </label>
      <div className="flex items-end">
        <Button type="submit">Filter</Button>
      </div>
    </Form>
  );
}
