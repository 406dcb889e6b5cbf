// Supplier form rules and the low-stock reorder list (client-safe, pure).
import { z } from "zod";
import { isValidEmail } from "../../auth/rules";
import { formList, formText } from "../../forms/parse-submission";

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

const optionalText = (max: number, message: string) =>
  formText()
    .pipe(z.string().trim().max(max, message))
    .transform((value) => value || null);

export const SupplierFormSchema = z.object({
  name: formText().pipe(
    z.string().trim().min(1, "Give the supplier a name.").max(120, "Keep the name under 120 characters."),
  ),
  contactEmail: optionalText(254, "Enter a valid email address.").refine(
    (value) => value === null || isValidEmail(value),
    "Enter a valid email address.",
  ),
  contactPhone: optionalText(40, "Keep the phone number under 40 characters.").refine(
    (value) => value === null || /^[+()\d\s.-]{5,}$/.test(value),
    "Enter a phone number of digits, spaces, + ( ) - or .",
  ),
  website: optionalText(300, "Keep the address under 300 characters.").refine((value) => {
    if (value === null) return true;
    try {
      return ["http:", "https:"].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, "Enter a full web address starting with https://"),
  leadTimeDays: formText()
    .pipe(z.string().trim())
    .refine(
      (value) => value === "" || (/^\d+$/.test(value) && Number(value) <= 365),
      "Enter a lead time from 0 to 365 days.",
    )
    .transform((value) => (value === "" ? null : Number(value))),
  notes: formText().pipe(z.string().trim().max(2000, "Keep the notes under 2000 characters.")),
  vendorNames: formList(z.string().trim().min(1).max(200)).refine(
    (names) => names.length <= 200,
    "Choose at most 200 vendors.",
  ),
});

export type SupplierFormValues = {
  name: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  leadTimeDays: string;
  notes: string;
  vendorNames: string[];
};
export type SupplierField = keyof SupplierFormValues;

export type StockProduct = {
  title: string;
  handle: string;
  vendor: string;
  variants: { id: string; title: string; quantityAvailable: number | null; sku?: string | null }[];
};

export type LowStockLine = {
  product: string;
  handle: string;
  vendor: string;
  variant: string;
  variantId: string;
  quantity: number;
};
export type LowStockGroup = {
  supplierId: string | null;
  supplierName: string;
  leadTimeDays: number | null;
  contactEmail: string | null;
  lines: LowStockLine[];
};

/** Variants at or below the threshold, grouped by the supplier whose vendor names cover them; uncovered vendors last. */
export function lowStockBySupplier(
  products: StockProduct[],
  supplierList: {
    id: string;
    name: string;
    vendorNames: string[];
    leadTimeDays: number | null;
    contactEmail: string | null;
  }[],
  threshold: number,
): LowStockGroup[] {
  const supplierOfVendor = new Map<string, (typeof supplierList)[number]>();
  for (const supplier of supplierList)
    for (const vendor of supplier.vendorNames) supplierOfVendor.set(vendor.toLowerCase(), supplier);
  const groups = new Map<string, LowStockGroup>();
  for (const product of products) {
    for (const variant of product.variants) {
      if (variant.quantityAvailable === null || variant.quantityAvailable > threshold) continue;
      const supplier = supplierOfVendor.get(product.vendor.toLowerCase()) ?? null;
      const key = supplier?.id ?? "";
      let group = groups.get(key);
      if (!group) {
        group = supplier
          ? {
              supplierId: supplier.id,
              supplierName: supplier.name,
              leadTimeDays: supplier.leadTimeDays,
              contactEmail: supplier.contactEmail,
              lines: [],
            }
          : { supplierId: null, supplierName: "No supplier", leadTimeDays: null, contactEmail: null, lines: [] };
        groups.set(key, group);
      }
      group.lines.push({
        product: product.title,
        handle: product.handle,
        vendor: product.vendor,
        variant: variant.title,
        variantId: variant.id,
        quantity: variant.quantityAvailable,
      });
    }
  }
  for (const group of groups.values())
    group.lines.sort((a, b) => a.quantity - b.quantity || a.product.localeCompare(b.product));
  return [...groups.values()].sort((a, b) =>
    a.supplierId === null ? 1 : b.supplierId === null ? -1 : a.supplierName.localeCompare(b.supplierName),
  );
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function lowStockCsv(groups: LowStockGroup[]): string {
  const rows: (string | number | null)[][] = [
    ["Supplier", "Supplier email", "Lead time (days)", "Vendor", "Product", "Variant", "Variant id", "In stock"],
  ];
  for (const group of groups) {
    for (const line of group.lines)
      rows.push([
        group.supplierName,
        group.contactEmail,
        group.leadTimeDays,
        line.vendor,
        line.product,
        line.variant,
        line.variantId,
        line.quantity,
      ]);
  }
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function parseThreshold(value: string | null): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) && parsed >= 0 && parsed <= 10_000 ? parsed : DEFAULT_LOW_STOCK_THRESHOLD;
}

export const SUPPLIER_SORT_KEYS = ["name", "leadTime", "products"] as const;
export type SupplierSortKey = (typeof SUPPLIER_SORT_KEYS)[number];

/** The supplier list in the order its column headers ask for; unknown lead times sort last either way. */
export function sortSuppliers<Row extends { name: string; leadTimeDays: number | null; productCount: number }>(
  rows: readonly Row[],
  sort: { key: SupplierSortKey; direction: "asc" | "desc" },
): Row[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);
  return [...rows].sort((a, b) => {
    if (sort.key === "leadTime") {
      if (a.leadTimeDays === null || b.leadTimeDays === null)
        return a.leadTimeDays === b.leadTimeDays ? byName(a, b) : a.leadTimeDays === null ? 1 : -1;
      return sign * (a.leadTimeDays - b.leadTimeDays) || byName(a, b);
    }
    if (sort.key === "products") return sign * (a.productCount - b.productCount) || byName(a, b);
    return sign * byName(a, b);
  });
}
