// Size groups: every size spelling a shop may use is
// folded into one of nine groups, so the filter offers nine checkboxes however
// the catalogue spells its sizes.
import type { CatalogVariant } from "./types";

export const SIZE_GROUP_IDS = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "xxxxl", "onesize"] as const;
export type SizeGroupId = (typeof SIZE_GROUP_IDS)[number];

/** The spec's "Clothing size range entry": what the filter sidebar shows per group. */
export type ClothingSizeRange = { id: SizeGroupId; label: string; displayLabel: string; sortOrder: number };

export const CLOTHING_SIZE_RANGES: readonly ClothingSizeRange[] = [
  { id: "xs", label: "XS", displayLabel: "XS (0-2)", sortOrder: 1 },
  { id: "s", label: "S", displayLabel: "S (3-5)", sortOrder: 2 },
  { id: "m", label: "M", displayLabel: "M (6-8)", sortOrder: 3 },
  { id: "l", label: "L", displayLabel: "L (9-11)", sortOrder: 4 },
  { id: "xl", label: "XL", displayLabel: "XL (12-14)", sortOrder: 5 },
  { id: "xxl", label: "XXL", displayLabel: "XXL (15-17)", sortOrder: 6 },
  { id: "xxxl", label: "3XL", displayLabel: "3XL (18-20)", sortOrder: 7 },
  { id: "xxxxl", label: "4XL", displayLabel: "4XL (21-23)", sortOrder: 8 },
  { id: "onesize", label: "One Size", displayLabel: "One Size", sortOrder: 9 },
];

// Numeric sizes 0-23, three per group.
const NUMERIC_SIZE_RANGES: readonly [min: number, max: number, group: SizeGroupId][] = [
  [0, 2, "xs"],
  [3, 5, "s"],
  [6, 8, "m"],
  [9, 11, "l"],
  [12, 14, "xl"],
  [15, 17, "xxl"],
  [18, 20, "xxxl"],
  [21, 23, "xxxxl"],
];

// Keys are spellings with case, spaces, hyphens, dots and slashes removed,
// so "X-Large", "x large" and "XLARGE" share one entry.
const NAMED_SIZE_ALIASES: Readonly<Record<string, SizeGroupId>> = {
  xs: "xs",
  xsmall: "xs",
  extrasmall: "xs",
  s: "s",
  sm: "s",
  small: "s",
  m: "m",
  md: "m",
  med: "m",
  medium: "m",
  l: "l",
  lg: "l",
  large: "l",
  xl: "xl",
  xlarge: "xl",
  extralarge: "xl",
  "1x": "xl",
  "1xl": "xl",
  xxl: "xxl",
  "2xl": "xxl",
  "2x": "xxl",
  xxlarge: "xxl",
  "2xlarge": "xxl",
  extraextralarge: "xxl",
  xxxl: "xxxl",
  "3xl": "xxxl",
  "3x": "xxxl",
  xxxlarge: "xxxl",
  "3xlarge": "xxxl",
  xxxxl: "xxxxl",
  "4xl": "xxxxl",
  "4x": "xxxxl",
  xxxxlarge: "xxxxl",
  "4xlarge": "xxxxl",
  onesize: "onesize",
  os: "onesize",
  osfa: "onesize",
  onesizefitsall: "onesize",
  freesize: "onesize",
  adjustable: "onesize",
};

const sizeGroupIdSet: ReadonlySet<string> = new Set(SIZE_GROUP_IDS);

export function isSizeGroupId(value: string): value is SizeGroupId {
  return sizeGroupIdSet.has(value);
}

/** The group a size spelling belongs to, or null when it is not a clothing size (e.g. "8.5", "One Piece"). */
export function sizeGroupOf(value: string): SizeGroupId | null {
  const trimmed = value.trim().replace(/^size\s+/i, "");
  if (/^\d+$/.test(trimmed)) {
    const size = Number(trimmed);
    const range = NUMERIC_SIZE_RANGES.find(([min, max]) => size >= min && size <= max);
    return range ? range[2] : null;
  }
  // Half sizes (shoes) are not clothing sizes; stripping the dot would misread them.
  if (/^[\d.,]+$/.test(trimmed)) return null;
  const key = trimmed.toLowerCase().replace(/[\s\-_./]/g, "");
  return NAMED_SIZE_ALIASES[key] ?? null;
}

/** Only an option named exactly "Size" holds clothing sizes; "Ring Size" numbers are not dress sizes. */
export function isSizeOptionName(name: string): boolean {
  return name.trim().toLowerCase() === "size";
}

export function sizeGroupOfVariant(variant: Pick<CatalogVariant, "selectedOptions">): SizeGroupId | null {
  const option = variant.selectedOptions.find((o) => isSizeOptionName(o.name));
  return option ? sizeGroupOf(option.value) : null;
}

/** The size groups a product comes in, in sidebar order. */
export function sizeGroupsOfProduct(product: {
  variants: readonly Pick<CatalogVariant, "selectedOptions">[];
}): SizeGroupId[] {
  const groups = new Set<SizeGroupId>();
  for (const variant of product.variants) {
    const group = sizeGroupOfVariant(variant);
    if (group) groups.add(group);
  }
  return SIZE_GROUP_IDS.filter((id) => groups.has(id));
}
