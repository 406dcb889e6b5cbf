// Sub-category checkboxes of the filter sidebar. A
// sub-category is matched against the product type, tolerant of case,
// punctuation and plurals ("Maxi Dress" is "Maxi Dresses", "Tank" is "Tanks").

export const SUB_CATEGORY_GROUPS = ["tops", "dresses", "bottoms", "jewelry"] as const;
export type SubCategoryGroup = (typeof SUB_CATEGORY_GROUPS)[number];

export const SUB_CATEGORY_LABELS: Readonly<Record<SubCategoryGroup, readonly string[]>> = {
  tops: [
    "Blouses",
    "Button-Up",
    "Camis",
    "Cardigans",
    "Hoodies",
    "Jackets",
    "Kimonos",
    "Mesh",
    "Sweaters",
    "T-Shirts",
    "Tanks",
  ],
  dresses: ["Maxi Dresses", "Midi Dresses", "Mini Dresses"],
  bottoms: [
    "Capris",
    "Flare",
    "Jeans",
    "Joggers",
    "Leggings",
    "Maxi Skirts",
    "Midi Skirts",
    "Mini Skirts",
    "Palazzo",
    "Skorts",
    "Shorts",
    "Wide Leg",
  ],
  jewelry: ["Bracelets", "Earrings", "Necklaces", "Jewelry Sets"],
};

export function isSubCategoryGroup(value: string): value is SubCategoryGroup {
  return (SUB_CATEGORY_GROUPS as readonly string[]).includes(value);
}

/** A comparison key: lower case, letters and digits only, singular. */
export function subCategoryKey(label: string): string {
  const compact = label.toLowerCase().replace(/[^a-z0-9]/g, "");
  if (/(ss|sh|ch|x|z)es$/.test(compact)) return compact.slice(0, -2);
  if (compact.endsWith("s") && !compact.endsWith("ss")) return compact.slice(0, -1);
  return compact;
}

const labelsByKey: ReadonlyMap<SubCategoryGroup, ReadonlyMap<string, string>> = new Map(
  SUB_CATEGORY_GROUPS.map((group) => [
    group,
    new Map(SUB_CATEGORY_LABELS[group].map((label) => [subCategoryKey(label), label])),
  ]),
);

/** The sidebar label with this comparison key in a group, or null. */
export function subCategoryLabelOfKey(group: SubCategoryGroup, key: string): string | null {
  return labelsByKey.get(group)?.get(key) ?? null;
}

/** The sidebar label a URL value or product type names within a group, or null when the group has none such. */
export function canonicalSubCategory(group: SubCategoryGroup, value: string): string | null {
  return subCategoryLabelOfKey(group, subCategoryKey(value));
}
