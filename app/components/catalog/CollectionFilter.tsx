import { useState } from "react";
import type { ListingParams } from "../../lib/catalog/listing-params";
import { SUB_CATEGORY_PARAM_NAMES } from "../../lib/catalog/listing-params";
import type { SidebarCollection } from "../../lib/catalog/listing-page";
import { isSubCategoryGroup, SUB_CATEGORY_LABELS } from "../../lib/catalog/sub-categories";

type SubCategoryCounts = Record<string, Record<string, number>>;

/**
 * The collection radios; the chosen group's sub-categories expand beneath it,
 * also before the choice applies (the phone panel applies on its button).
 */
export function CollectionFilter({
  collections,
  params,
  subCategoryCounts,
  formId,
}: {
  collections: readonly SidebarCollection[];
  params: ListingParams;
  subCategoryCounts: SubCategoryCounts;
  formId: string;
}) {
  const [chosen, setChosen] = useState(params.category);
  const radio = (value: string, label: string, count: number | null) => (
    <label>
      <input
        type="radio"
        form={formId}
        name="category"
        value={value}
        defaultChecked={params.category === value}
        onChange={(event) => event.currentTarget.checked && setChosen(value)}
      />
      <span>{label}</span>
      {count === null ? null : <small>{count}</small>}
    </label>
  );
  return (
    <fieldset>
      <legend className="text-sm font-semibold tracking-wide text-ink-700 uppercase">Collection</legend>
      <ul className="facet-options">
        <li>{radio("", "All Products", null)}</li>
        {collections.map((collection) => (
          <li key={collection.handle}>
            {radio(collection.handle, collection.title, collection.count)}
            {chosen === collection.handle && isSubCategoryGroup(collection.handle) ? (
              <SubCategoryList
                group={collection.handle}
                params={params}
                counts={subCategoryCounts[collection.handle] ?? {}}
                formId={formId}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function SubCategoryList({
  group,
  params,
  counts,
  formId,
}: {
  group: keyof typeof SUB_CATEGORY_LABELS;
  params: ListingParams;
  counts: Record<string, number>;
  formId: string;
}) {
  return (
    <details open className="mt-1 ml-6">
      <summary className="cursor-pointer text-xs font-medium text-clay-700">Types</summary>
      <ul className="mt-1 space-y-0.5">
        {SUB_CATEGORY_LABELS[group].map((label) => (
          <li key={label}>
            <label className="flex cursor-pointer items-center gap-2 px-1 text-sm text-ink-900">
              <input
                type="checkbox"
                form={formId}
                name={SUB_CATEGORY_PARAM_NAMES[group]}
                value={label}
                defaultChecked={params.subCategories[group].includes(label)}
                className="h-4 w-4 accent-clay-600"
              />
              <span className="flex-1">{label}</span>
              <span className="text-xs text-ink-500">{counts[label] ?? 0}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
