/** A fieldset of checkboxes with counts, submitted as repeated `name` values (the loader merges them). */
export function CheckboxFacet({
  legend,
  name,
  options,
  selected,
  formId,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string; count: number; swatch?: string }[];
  selected: readonly string[];
  formId: string;
}) {
  return (
    <fieldset className="border-t border-sand-200 pt-4">
      <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">{legend}</legend>
      <ul className="mt-2 space-y-1">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm text-ink-900 hover:bg-sand-100">
              <input
                type="checkbox"
                form={formId}
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                className="h-4 w-4 accent-clay-600"
              />
              {option.swatch ? (
                <span
                  aria-hidden="true"
                  className="h-3.5 w-3.5 rounded-full ring-1 ring-ink-500/40"
                  style={{ background: option.swatch }}
                />
              ) : null}
              <span className="flex-1">{option.label}</span>
              <span className="text-xs text-ink-500">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
