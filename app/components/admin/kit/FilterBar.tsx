import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "../../ui/Button";

/**
 * The filters above an admin list: a GET form, so a filtered list is a URL (shareable, works without
 * JavaScript). Submitting starts again at page 1; the current sort rides along in hidden fields.
 */
export function FilterBar({
  label,
  submitLabel = "Filter",
  keep = {},
  resetHref,
  children,
}: {
  label: string;
  submitLabel?: string;
  keep?: Record<string, string | undefined>;
  resetHref?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className="mt-6 flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <Button variant="ghost">{submitLabel}</Button>
      {resetHref ? (
        <a href={resetHref} className="px-2 py-2 text-sm font-medium text-clay-700 underline-offset-4 hover:underline">
          Clear filters
        </a>
      ) : null}
    </Form>
  );
}
