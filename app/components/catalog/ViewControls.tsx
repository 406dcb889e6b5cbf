import { useFetcher } from "@remix-run/react";
import type { FormEvent } from "react";
import {
  COLUMN_COUNTS,
  type GridPreferences,
  parseGridPreferences,
  VIEW_SIZES,
} from "../../lib/catalog/grid-preferences";

const SIZE_LABELS = { large: "Large", medium: "Medium", small: "Small" } as const;

/**
 * View size and columns (hidden below 768 px). Plain POST forms that set the
 * preference cookie and come back; with JavaScript a fetcher, shown at once.
 */
/** `category`: the category chosen in this view, whose grid is kept apart from the saved preference. */
export function ViewControls({
  grid,
  actionPath,
  currentUrl,
  category,
}: {
  grid: GridPreferences;
  actionPath: string;
  currentUrl: string;
  category: string;
}) {
  const fetcher = useFetcher();
  const shown = fetcher.formData
    ? parseGridPreferences(
        { viewSize: fetcher.formData.get("viewSize"), columnCount: fetcher.formData.get("columnCount") },
        grid,
      )
    : grid;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData();
    data.set("intent", "grid");
    data.set("category", category);
    if (submitter?.name) data.set(submitter.name, submitter.value);
    fetcher.submit(data, { method: "post", action: actionPath });
  };
  const button = (name: string, value: string, label: string, pressed: boolean) => (
    <button
      key={value}
      type="submit"
      name={name}
      value={value}
      aria-pressed={pressed}
      className={`rounded-full px-3 py-1 text-sm ${pressed ? "bg-ink-900 text-sand-50" : "text-ink-700 hover:bg-sand-100"}`}
    >
      {label}
    </button>
  );
  return (
    <form
      method="post"
      action={actionPath}
      onSubmit={onSubmit}
      className="hidden items-center gap-4 md:flex"
      aria-label="Grid view"
    >
      <input type="hidden" name="intent" value="grid" />
      <input type="hidden" name="redirectTo" value={currentUrl} />
      <div role="group" aria-label="View size" className="flex gap-1 rounded-full bg-white/70 p-1 ring-1 ring-sand-200">
        {VIEW_SIZES.map((size) => button("viewSize", size, SIZE_LABELS[size], shown.viewSize === size))}
      </div>
      <div role="group" aria-label="Columns" className="flex gap-1 rounded-full bg-white/70 p-1 ring-1 ring-sand-200">
        {COLUMN_COUNTS.map((count) =>
          button("columnCount", String(count), `${count} columns`, shown.columnCount === count),
        )}
      </div>
    </form>
  );
}
