// The size guide tables, built from the catalogue's own size groups
// (app/lib/catalog/size-groups.ts), so the guide and the size filter can
// never disagree about which numeric size or spelling belongs where.
import { CLOTHING_SIZE_RANGES, sizeGroupOf, type SizeGroupId } from "../catalog/size-groups";

export type ClothingSizeRow = {
  id: SizeGroupId;
  label: string;
  displayLabel: string;
  numericSizes: string;
  alsoLabelled: string[];
  bustIn: string;
  waistIn: string;
  hipsIn: string;
};

/** Body measurements (inches) we fit-test each letter size against. */
const MEASUREMENTS_IN: Partial<Record<SizeGroupId, [bust: string, waist: string, hips: string]>> = {
  xs: ["31-33", "24-26", "34-36"],
  s: ["34-36", "27-29", "37-39"],
  m: ["37-39", "30-32", "40-42"],
  l: ["40-42", "33-35", "43-45"],
  xl: ["43-46", "36-39", "46-49"],
  xxl: ["47-50", "40-43", "50-53"],
  xxxl: ["51-54", "44-47", "54-57"],
  xxxxl: ["55-58", "48-51", "58-61"],
};

/** Spellings shoppers meet on labels; the table shows the ones that fold into each group. */
const LABEL_SPELLINGS = [
  "X-Small",
  "Small",
  "Medium",
  "Large",
  "X-Large",
  "1X",
  "2X",
  "XXL",
  "3X",
  "XXXL",
  "4X",
  "XXXXL",
  "One Size",
  "OS",
  "Adjustable",
];

function numericSizesOf(group: SizeGroupId): string {
  const sizes = Array.from({ length: 24 }, (_, n) => n).filter((n) => sizeGroupOf(String(n)) === group);
  return sizes.length ? `${sizes[0]}-${sizes[sizes.length - 1]}` : "—";
}

export function clothingSizeRows(): ClothingSizeRow[] {
  return [...CLOTHING_SIZE_RANGES]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .filter((range) => range.id !== "onesize")
    .map((range) => {
      const [bustIn, waistIn, hipsIn] = MEASUREMENTS_IN[range.id] ?? ["—", "—", "—"];
      return {
        id: range.id,
        label: range.label,
        displayLabel: range.displayLabel,
        numericSizes: numericSizesOf(range.id),
        alsoLabelled: LABEL_SPELLINGS.filter(
          (spelling) => sizeGroupOf(spelling) === range.id && spelling.toLowerCase() !== range.label.toLowerCase(),
        ),
        bustIn,
        waistIn,
        hipsIn,
      };
    });
}

/** What One Size means here: every spelling that folds into the onesize group. */
export function oneSizeSpellings(): string[] {
  return LABEL_SPELLINGS.filter((spelling) => sizeGroupOf(spelling) === "onesize");
}

/** US ring sizes with inner diameter and circumference (mm): diameter = 11.63 + 0.8128 x size. */
export function ringSizeRows(): { usSize: string; diameterMm: string; circumferenceMm: string }[] {
  return [5, 5.5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10, 11, 12].map((size) => {
    const diameter = 11.63 + 0.8128 * size;
    return { usSize: String(size), diameterMm: diameter.toFixed(1), circumferenceMm: (diameter * Math.PI).toFixed(1) };
  });
}

export const BRACELET_SIZES = [
  { size: "S", wristIn: "5.5-6", braceletIn: "6.5" },
  { size: "M", wristIn: "6-6.5", braceletIn: "7" },
  { size: "L", wristIn: "6.5-7.5", braceletIn: "7.5-8" },
  { size: "XL", wristIn: "7.5-8.5", braceletIn: "8.5-9" },
] as const;

export const NECKLACE_LENGTHS = [
  { name: "Choker", lengthIn: "14-16", sits: "Close around the base of the neck" },
  { name: "Princess", lengthIn: "17-19", sits: "Just below the collarbone" },
  { name: "Matinee", lengthIn: "20-24", sits: "At the top of the bust" },
  { name: "Opera", lengthIn: "28-36", sits: "At or below the bust; lovely doubled" },
  { name: "Lariat", lengthIn: "36+", sits: "Long and open, worn wrapped or knotted" },
] as const;

export const HAT_SIZES = [
  { size: "S/M", headIn: "21.5-22.25", headCm: "55-56.5" },
  { size: "M/L", headIn: "22.25-23", headCm: "56.5-58.5" },
  { size: "L/XL", headIn: "23-23.75", headCm: "58.5-60.5" },
] as const;

/** Belts run a size up from clothing: the waist measurement plus room for the buckle. */
export function beltSizeRows(): { label: string; waistIn: string; beltLengthIn: string }[] {
  return clothingSizeRows().map((row) => {
    const [low, high] = row.waistIn.split("-").map(Number);
    return { label: row.label, waistIn: row.waistIn, beltLengthIn: `${low + 4}-${high + 4}` };
  });
}
