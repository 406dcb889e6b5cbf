// Products of the demo catalogue the product-page, quick-view, cart and checkout tests pick by shape, not by name,
// so they keep working when the demo shop's wording changes.
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";

export const catalog = generateDemoCatalog({ productCount: 600, seed: 1 });
export type DemoProduct = (typeof catalog.products)[number];
export type DemoVariant = DemoProduct["variants"][number];

export const optionValue = (variant: DemoVariant, name: string) =>
  variant.selectedOptions.find((option) => option.name === name)!.value;

/** Size and Color, every combination offered, some sold out, several for sale, a long description. */
function isSizeAndColorProduct(product: DemoProduct): boolean {
  const [size, color] = product.options ?? [];
  if (product.options?.length !== 2 || size?.name !== "Size" || color?.name !== "Color") return false;
  if (
    size.values.length < 2 ||
    color.values.length < 2 ||
    product.variants.length !== size.values.length * color.values.length
  )
    return false;
  return (
    product.variants.some((variant) => !variant.availableForSale) &&
    product.variants.filter((variant) => variant.availableForSale).length > 2
  );
}

export const sizeAndColorProduct = catalog.products.find(
  (product) => isSizeAndColorProduct(product) && product.description.length > 260,
)!;

/** The variant a product page or quick view opens on: the first one for sale. */
export const firstForSale = (product: DemoProduct) => product.variants.find((variant) => variant.availableForSale)!;

/** A variant for sale whose size and colour both differ from the one shown first. */
export function otherVariantForSale(product: DemoProduct): DemoVariant {
  const first = firstForSale(product);
  return product.variants.find(
    (variant) =>
      variant.availableForSale &&
      optionValue(variant, "Size") !== optionValue(first, "Size") &&
      optionValue(variant, "Color") !== optionValue(first, "Color"),
  )!;
}

export const soldOutVariant = (product: DemoProduct) => product.variants.find((variant) => !variant.availableForSale)!;

/** A product for sale with the cart's sizes and one of the given collections. */
export const productIn = (collection: DemoProduct["collectionHandles"][number]) =>
  catalog.products.find(
    (product) =>
      product.collectionHandles.includes(collection) &&
      product.availableForSale &&
      product.options?.some((option) => option.name === "Size"),
  )!;

/** A product with one variant, for sale, with more than 3 in stock: its card adds to the cart in one tap. */
export const oneVariantProduct = catalog.products.find(
  (product) =>
    product.variants.length === 1 &&
    product.variants[0].availableForSale &&
    (product.variants[0].quantityAvailable ?? 0) > 3,
)!;
