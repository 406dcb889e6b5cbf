// Database products in catalogue shape: `db_` ids, one
// variant titled Default, USD, in stock only if active with inventory above 0.
import type { CatalogImage, CatalogProduct, Money } from "./types";

/** A products row with its active category slugs, as the database module reads it. */
export type DatabaseProductRow = {
  id: string | number;
  name: string;
  slug: string;
  description: string | null;
  short_description: string | null;
  price: number | string;
  compare_price: number | string | null;
  /** An array, or as stored in SQLite: a JSON array or a comma list */
  tags: readonly string[] | string | null;
  /** Image URLs, as an array or a JSON array string */
  images: readonly string[] | string | null;
  /** Each image's alt text by its URL (admin > Studio pieces); an image without one is described by the name */
  image_alt_texts?: Readonly<Record<string, string>> | string | null;
  inventory_quantity: number | null;
  /** SQLite booleans arrive as 0/1 */
  is_active: boolean | number;
  featured: boolean | number;
  created_at: string;
  updated_at: string;
  category_slugs: readonly string[];
};

export const DATABASE_PRODUCT_CURRENCY = "USD";
export const FEATURED_TAG = "featured";

function parseStringList(value: readonly string[] | string | null, splitCommas: boolean): string[] {
  if (value === null) return [];
  let items: unknown[] = [];
  if (Array.isArray(value)) {
    items = value;
  } else if (typeof value === "string") {
    const text = value.trim();
    if (text.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(text);
        items = Array.isArray(parsed) ? parsed : [];
      } catch {
        items = [];
      }
    } else {
      items = splitCommas ? text.split(",") : [text];
    }
  }
  const strings = items.filter((item): item is string => typeof item === "string").map((item) => item.trim());
  return [...new Set(strings.filter(Boolean))];
}

function parseAltTexts(value: DatabaseProductRow["image_alt_texts"]): Record<string, string> {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

function usd(amount: number): Money {
  return { amount: amount.toFixed(2), currencyCode: DATABASE_PRODUCT_CURRENCY };
}

function priceOf(value: number | string | null): number | null {
  if (value === null) return null;
  const amount = typeof value === "number" ? value : Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** SQLite's "2025-01-02 10:00:00" is UTC without saying so; give it a zone and an ISO form. */
function isoTimestamp(value: string): string {
  const text = value.trim();
  const withZone = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text.replace(" ", "T")}Z` : text;
  const ms = Date.parse(withZone);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : text;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function mapDatabaseProduct(row: DatabaseProductRow): CatalogProduct {
  const id = String(row.id);
  const price = usd(priceOf(row.price) ?? 0);
  const compareAt = priceOf(row.compare_price);
  const compareAtPrice = compareAt !== null && compareAt > 0 ? usd(compareAt) : null;
  const inventory = Math.max(0, Math.trunc(row.inventory_quantity ?? 0));
  const inStock = Boolean(row.is_active) && inventory > 0;
  const tags = parseStringList(row.tags, true);
  if (Boolean(row.featured) && !tags.some((tag) => tag.toLowerCase() === FEATURED_TAG)) tags.push(FEATURED_TAG);
  const altTexts = parseAltTexts(row.image_alt_texts);
  const images: CatalogImage[] = parseStringList(row.images, false).map((url, index) => ({
    id: `db_image_${id}_${index + 1}`,
    url,
    altText: altTexts[url]?.trim() || row.name,
  }));
  const description = row.description?.trim() || row.short_description?.trim() || "";
  const zero = usd(0);

  return {
    id: `db_${id}`,
    title: row.name,
    handle: row.slug,
    description,
    descriptionHtml: description ? `<p>${escapeHtml(description)}</p>` : "",
    productType: "",
    vendor: "",
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
    tags,
    availableForSale: inStock,
    totalInventory: inventory,
    images,
    variants: [
      {
        id: `db_variant_${id}`,
        title: "Default",
        availableForSale: inStock,
        quantityAvailable: inventory,
        price,
        compareAtPrice,
        selectedOptions: [],
        image: images[0] ?? null,
      },
    ],
    priceRange: { minVariantPrice: price, maxVariantPrice: price },
    compareAtPriceRange: { minVariantPrice: compareAtPrice ?? zero, maxVariantPrice: compareAtPrice ?? zero },
    collectionHandles: [...new Set(row.category_slugs.map((slug) => slug.trim().toLowerCase()).filter(Boolean))],
    source: "database",
  };
}
