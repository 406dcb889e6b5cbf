import { Form } from "@remix-run/react";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "../../components/admin/admin-form-styles";
import {
  UX_DEVICE_LABELS,
  UX_DEVICES,
  UX_OUTCOME_LABELS,
  UX_OUTCOMES,
  type UxFilters,
} from "../../lib/admin/ux-testing/ux-sessions";
import { PAGE } from "./page";

/** The sessions list's filters: a GET form, so the URL keeps them. */
export function SessionFilters({ filters }: { filters: UxFilters }) {
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter sessions">
      <label className={FILTER_LABEL}>
        Task contains
        <input name="task" defaultValue={filters.task} className={`${FILTER_INPUT} block`} />
      </label>
      <label className={FILTER_LABEL}>
        Device
        <select name="device" defaultValue={filters.device} className={`${FILTER_INPUT} block`}>
          <option value="">Any</option>
          {UX_DEVICES.map((device) => (
            <option key={device} value={device}>
              {UX_DEVICE_LABELS[device]}
            </option>
          ))}
        </select>
      </label>
      <label className={FILTER_LABEL}>
        Outcome
        <select name="outcome" defaultValue={filters.outcome} className={`${FILTER_INPUT} block`}>
          <option value="">Any</option>
          {UX_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {UX_OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={FILTER_BUTTON}>
        Filter
      </button>
      {filters.task || filters.device || filters.outcome ? (
        <a href={PAGE} className="py-2 text-sm font-medium text-clay-700 underline">
          Clear filters
        </a>
      ) : null}
    </Form>
  );
}
