import { Form } from "@remix-run/react";
import { Button } from "../ui/Button";
import { COLUMN_COUNTS, type GridPreferences, VIEW_SIZES } from "../../lib/catalog/grid-preferences";

const SIZE_LABELS = { large: "Large", medium: "Medium", small: "Small" } as const;

const optionClass =
  "flex cursor-pointer items-center gap-2 rounded-full border border-sand-300 px-4 py-2 has-[:checked]:border-clay-600 has-[:checked]:bg-sand-100";

/** View size and column count, saved to the profile (applied on /products). */
export function GridPreferencesForm({ preferences }: { preferences: GridPreferences }) {
  return (
    <Form method="post" action="/account" className="mt-4 space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-700">View size</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {VIEW_SIZES.map((size) => (
            <label key={size} className={optionClass}>
              <input
                type="radio"
                name="viewSize"
                value={size}
                defaultChecked={preferences.viewSize === size}
                className="accent-clay-600"
              />
              {SIZE_LABELS[size]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-700">Columns</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {COLUMN_COUNTS.map((count) => (
            <label key={count} className={optionClass}>
              <input
                type="radio"
                name="columnCount"
                value={count}
                defaultChecked={preferences.columnCount === count}
                className="accent-clay-600"
              />
              {count} columns
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit">Save preferences</Button>
    </Form>
  );
}
