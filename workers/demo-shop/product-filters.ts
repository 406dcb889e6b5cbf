// collection.products(filters:), Shopify's faceted filters: filters of the same
// kind are alternatives (OR), different kinds must all hold (AND).
import type { DemoProduct } from "./catalog";

export type ProductFilterInput = {
  available?: boolean | null;
  price?: { min?: number | null; max?: number | null } | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: { name: string; value: string } | null;
};

type FilterTest = (product: DemoProduct) => boolean;

function testFor(filter: ProductFilterInput): [kind: string, test: FilterTest] | null {
  if (filter.available != null) return ["available", (product) => product.availableForSale === filter.available];
  if (filter.price) {
    const { min, max } = filter.price;
    return [
      "price",
      (product) =>
        product.variants.some((variant) => {
          const price = Number(variant.price.amount);
          return (min == null || price >= min) && (max == null || price <= max);
        }),
    ];
  }
  if (filter.productType != null) return ["productType", (product) => product.productType === filter.productType];
  if (filter.productVendor != null) return ["productVendor", (product) => product.vendor === filter.productVendor];
  if (filter.tag != null) return ["tag", (product) => product.tags.includes(filter.tag as string)];
  if (filter.variantOption) {
    const { name, value } = filter.variantOption;
    const optionName = name.toLowerCase();
    const optionValue = value.toLowerCase();
    return [
      `variantOption:${optionName}`,
      (product) =>
        product.variants.some((variant) =>
          variant.selectedOptions.some(
            (option) => option.name.toLowerCase() === optionName && option.value.toLowerCase() === optionValue,
          ),
        ),
    ];
  }
  return null; // filters the demo shop does not model (metafields, taxonomy) are ignored
}

export function filterProducts(
  products: DemoProduct[],
  filters: ProductFilterInput[] | null | undefined,
): DemoProduct[] {
  if (!filters || filters.length === 0) return products;
  const testsByKind = new Map<string, FilterTest[]>();
  for (const filter of filters) {
    const entry = testFor(filter);
    if (!entry) continue;
    const [kind, test] = entry;
    testsByKind.set(kind, [...(testsByKind.get(kind) ?? []), test]);
  }
  const groups = [...testsByKind.values()];
  return products.filter((product) => groups.every((tests) => tests.some((test) => test(product))));
}
