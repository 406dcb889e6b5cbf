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
  // The options' class names are the sidebar's own (app/tailwind.css, `.facet-options`): up to 40 options repeat them.
  return (
    <fieldset className="border-t border-sand-200 pt-4">
      <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">{legend}</legend>
      <ul className="facet-options">
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="checkbox"
                form={formId}
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
              />
              {option.swatch ? (
                <span aria-hidden="true" className="facet-swatch" style={{ background: option.swatch }} />
              ) : null}
              <span>{option.label}</span>
              <small>{option.count}</small>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
