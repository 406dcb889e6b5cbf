// What a studio piece's form may hold (admin > Studio pieces), one Zod schema
// for create and edit. Client-safe: the page shows the limits and keeps what
// was typed under these names when the server refuses the form.
import { z } from "zod";
import { formList, formText } from "../forms/parse-submission";
import { isLookSlug, slugOfTitle } from "../looks/look-form";

export const STUDIO_PIECE_LIMITS = {
  name: 120,
  /** A look's slug rule and length (the same `slugOfTitle` makes both) */
  slug: 80,
  shortDescription: 300,
  description: 5_000,
  /** Dollars; a price above this is a typo */
  price: 100_000,
  tagsText: 1_000,
  tags: 20,
  tag: 40,
  specificationsText: 4_000,
  specifications: 20,
  specificationName: 60,
  specificationValue: 200,
  dimensions: 200,
  inventory: 100_000,
  categories: 50,
} as const;

export type StudioPieceField =
  | "name"
  | "slug"
  | "shortDescription"
  | "description"
  | "price"
  | "comparePrice"
  | "tags"
  | "specifications"
  | "dimensions"
  | "inventoryQuantity"
  | "stockSeen"
  | "isActive"
  | "featured"
  | "categoryIds";

/** The form's text as the page fills it: a new piece's empty form, or a saved piece's values. */
export type StudioPieceFormValues = Record<Exclude<StudioPieceField, "categoryIds">, string> & {
  categoryIds: string[];
};

const MONEY = /^\d{1,6}(?:\.\d{1,2})?$/;

/** "45", "45.5", "$1,045.50" -> cents-exact dollars; null for anything else (three decimals, a sign, words). */
export function parseMoney(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (!MONEY.test(plain)) return null;
  return Math.round(Number(plain) * 100) / 100;
}

/** Dollars as the form shows them: "45.00". */
export function moneyText(amount: number | null): string {
  return amount === null ? "" : amount.toFixed(2);
}

/** "macrame, wall art, Macrame" -> ["macrame", "wall art"] (case-insensitive duplicates dropped). */
export function parseTagList(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** One "Name: value" a line, as the form shows a piece's specifications. */
export function specificationsText(specifications: Readonly<Record<string, string>> | null): string {
  return Object.entries(specifications ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");
}

type ParsedSpecifications = { ok: true; value: Record<string, string> } | { ok: false; message: string };

/** "Material: cotton" lines -> { Material: "cotton" }; the first line that breaks a rule says why. */
export function parseSpecifications(text: string): ParsedSpecifications {
  const limits = STUDIO_PIECE_LIMITS;
  const value: Record<string, string> = {};
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > limits.specifications)
    return { ok: false, message: `List at most ${limits.specifications} specifications, one a line.` };
  for (const [index, line] of lines.entries()) {
    const colon = line.indexOf(":");
    const name = colon > 0 ? line.slice(0, colon).trim() : "";
    const detail = colon > 0 ? line.slice(colon + 1).trim() : "";
    if (!name || !detail)
      return { ok: false, message: `Write each specification as "Name: value" (line ${index + 1} is not).` };
    if (name.length > limits.specificationName)
      return { ok: false, message: `A specification's name can be at most ${limits.specificationName} characters.` };
    if (detail.length > limits.specificationValue)
      return {
        ok: false,
        message: `A specification's value can be at most ${limits.specificationValue} characters.`,
      };
    if (Object.keys(value).some((known) => known.toLowerCase() === name.toLowerCase()))
      return { ok: false, message: `"${name}" is listed twice.` };
    value[name] = detail;
  }
  return { ok: true, value };
}

const trimmed = (max: number, message: string) => formText().pipe(z.string().trim().max(max, message));

const wholeNumber = (message: string) =>
  formText()
    .pipe(z.string().trim())
    .refine((text) => /^\d{1,6}$/.test(text) && Number(text) <= STUDIO_PIECE_LIMITS.inventory, message)
    .transform(Number);

const checkbox = () => formText().transform((value) => value === "on" || value === "true");

const limits = STUDIO_PIECE_LIMITS;

/** The piece's details form (create and edit): every field the database keeps for a studio piece. */
export const StudioPieceFormSchema = z
  .object({
    name: formText().pipe(
      z
        .string()
        .trim()
        .min(1, "Give the piece a name.")
        .max(limits.name, `The name can be at most ${limits.name} characters.`),
    ),
    slug: trimmed(limits.slug, `The slug can be at most ${limits.slug} characters.`).refine(
      (slug) => slug === "" || isLookSlug(slug),
      "The slug takes lowercase letters, digits and single hyphens, like moon-vase.",
    ),
    shortDescription: trimmed(
      limits.shortDescription,
      `The short description can be at most ${limits.shortDescription} characters.`,
    ),
    description: trimmed(
      limits.description,
      `The description can be at most ${limits.description.toLocaleString("en-US")} characters.`,
    ),
    price: formText()
      .pipe(z.string().trim().min(1, "Enter the price, like 45 or 45.50."))
      .transform((text, issue) => {
        const amount = parseMoney(text);
        if (amount === null) {
          issue.addIssue({
            code: "custom",
            message: "Enter the price in dollars with at most two decimals, like 45.50.",
          });
          return z.NEVER;
        }
        if (amount <= 0 || amount > limits.price) {
          issue.addIssue({
            code: "custom",
            message: `Enter a price above $0.00 and at most $${limits.price.toLocaleString("en-US")}.`,
          });
          return z.NEVER;
        }
        return amount;
      }),
    comparePrice: formText()
      .pipe(z.string().trim())
      .transform((text, issue) => {
        if (text === "") return null;
        const amount = parseMoney(text);
        if (amount === null || amount > limits.price) {
          issue.addIssue({
            code: "custom",
            message: "Enter the compare price in dollars with at most two decimals, or leave it empty.",
          });
          return z.NEVER;
        }
        return amount;
      }),
    tags: trimmed(limits.tagsText, `Keep the tags under ${limits.tagsText} characters.`)
      .transform(parseTagList)
      .refine((tags) => tags.length <= limits.tags, `Give at most ${limits.tags} tags.`)
      .refine(
        (tags) => tags.every((tag) => tag.length <= limits.tag),
        `A tag can be at most ${limits.tag} characters.`,
      ),
    specifications: trimmed(
      limits.specificationsText,
      `Keep the specifications under ${limits.specificationsText.toLocaleString("en-US")} characters.`,
    ).transform((text, issue) => {
      const parsed = parseSpecifications(text);
      if (parsed.ok) return parsed.value;
      issue.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
    dimensions: trimmed(limits.dimensions, `The dimensions can be at most ${limits.dimensions} characters.`),
    inventoryQuantity: wholeNumber(
      `Enter how many are in stock: a whole number from 0 to ${limits.inventory.toLocaleString("en-US")}.`,
    ),
    /** The stock the page showed when the form was opened: a sale meanwhile is not overwritten (empty when new). */
    stockSeen: formText()
      .pipe(z.string().trim())
      .refine((text) => text === "" || /^\d{1,6}$/.test(text), "Reload the page and try again.")
      .transform((text) => (text === "" ? null : Number(text))),
    isActive: checkbox(),
    featured: checkbox(),
    categoryIds: formList(z.string().trim().max(64)).refine(
      (ids) => ids.length <= limits.categories,
      `Choose at most ${limits.categories} categories.`,
    ),
  })
  .superRefine((piece, issue) => {
    if (piece.comparePrice !== null && piece.comparePrice <= piece.price)
      issue.addIssue({
        code: "custom",
        path: ["comparePrice"],
        message: "The compare price must be above the price (it shows as the price before a reduction), or empty.",
      });
  });

export type StudioPieceInput = z.output<typeof StudioPieceFormSchema>;

/** The checked details with their slug: the one typed, else one made from the name. */
export function slugOfPiece(input: Pick<StudioPieceInput, "slug" | "name">): string {
  return input.slug || slugOfTitle(input.name);
}

export const EMPTY_STUDIO_PIECE: StudioPieceFormValues = {
  name: "",
  slug: "",
  shortDescription: "",
  description: "",
  price: "",
  comparePrice: "",
  tags: "",
  specifications: "",
  dimensions: "",
  inventoryQuantity: "0",
  stockSeen: "",
  isActive: "",
  featured: "",
  categoryIds: [],
};

/** A photo's description (alt text), on its own small form. */
export const STUDIO_PHOTO_ALT_MAX = 250;
export const StudioPhotoAltSchema = trimmed(
  STUDIO_PHOTO_ALT_MAX,
  `The photo description can be at most ${STUDIO_PHOTO_ALT_MAX} characters.`,
);

/** A saved piece as its form shows it. */
export function studioPieceFormValues(piece: {
  name: string;
  slug: string;
  shortDescription: string | null;
  description: string;
  price: number;
  comparePrice: number | null;
  tags: readonly string[];
  specifications: Readonly<Record<string, string>> | null;
  dimensions: string | null;
  inventoryQuantity: number;
  isActive: boolean;
  featured: boolean;
  categoryIds: readonly string[];
}): StudioPieceFormValues {
  return {
    name: piece.name,
    slug: piece.slug,
    shortDescription: piece.shortDescription ?? "",
    description: piece.description,
    price: moneyText(piece.price),
    comparePrice: moneyText(piece.comparePrice),
    tags: piece.tags.join(", "),
    specifications: specificationsText(piece.specifications),
    dimensions: piece.dimensions ?? "",
    inventoryQuantity: String(piece.inventoryQuantity),
    stockSeen: String(piece.inventoryQuantity),
    isActive: piece.isActive ? "on" : "",
    featured: piece.featured ? "on" : "",
    categoryIds: [...piece.categoryIds],
  };
}
