import { Link } from "@remix-run/react";
import type { ActiveFilter } from "../../lib/catalog/active-filters";
import { Icon } from "../ui/Icon";

/** The filters in effect above the grid, each a link that removes it (so it works without JavaScript). */
export function ActiveFilterChips({ filters }: { filters: readonly ActiveFilter[] }) {
  if (filters.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-4 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link
            to={filter.removeHref}
            replace
            preventScrollReset
            aria-label={`Remove filter: ${filter.label}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-sand-300 bg-white py-1 pr-2 pl-3 text-sm text-ink-900 hover:border-clay-600 hover:bg-sand-100"
          >
            {filter.label}
            <Icon name="close" className="h-4 w-4 text-clay-700" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
