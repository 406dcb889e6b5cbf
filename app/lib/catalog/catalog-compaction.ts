// 10,000 products carry ~130,000 variants; as parsed JSON they take ~70 MB,
// over half a Worker isolate's 128 MB. Variants repeat the same prices,
// titles and options endlessly, so sharing one object per distinct value
// (interning) shrinks the catalogue without changing its shape.
import type { CatalogProduct, CatalogVariant, Money, SelectedOption } from "./types";

export type Interner = {
  money(value: Money): Money;
  money(value: Money | null): Money | null;
  option(value: SelectedOption): SelectedOption;
  options(values: readonly SelectedOption[]): SelectedOption[];
  text(value: string): string;
};

export function createInterner(): Interner {
  const moneys = new Map<string, Money>();
  const options = new Map<string, SelectedOption>();
  const texts = new Map<string, string>();
  const optionLists = new Map<string, SelectedOption[]>();
  const text = (value: string) => {
    const known = texts.get(value);
    if (known !== undefined) return known;
    texts.set(value, value);
    return value;
  };
  return {
    money: ((value: Money | null) => {
      if (value === null) return null;
      const key = `${value.amount}|${value.currencyCode}`;
      let known = moneys.get(key);
      if (!known) {
        known = { amount: value.amount, currencyCode: text(value.currencyCode) };
        moneys.set(key, known);
      }
      return known;
    }) as Interner["money"],
    option(value) {
      const key = `${value.name}\u0000${value.value}`;
      let known = options.get(key);
      if (!known) {
        known = { name: text(value.name), value: text(value.value) };
        options.set(key, known);
      }
      return known;
    },
    options(values) {
      const key = values.map((v) => `${v.name}\u0000${v.value}`).join("\u0001");
      let known = optionLists.get(key);
      if (!known) {
        known = values.map((value) => this.option(value));
        optionLists.set(key, known);
      }
      return known;
    },
    text,
  };
}

function compactVariant(variant: CatalogVariant, intern: Interner): CatalogVariant {
  return {
    id: variant.id,
    title: intern.text(variant.title),
    availableForSale: variant.availableForSale,
    quantityAvailable: variant.quantityAvailable,
    price: intern.money(variant.price),
    compareAtPrice: intern.money(variant.compareAtPrice),
    // Shared arrays: nothing mutates a catalogue product after it is built.
    selectedOptions: intern.options(variant.selectedOptions),
    // The listing shows product images only; product pages read their own.
    image: null,
  };
}

/** The same product with repeated values shared. */
export function compactProduct(product: CatalogProduct, intern: Interner): CatalogProduct {
  return {
    ...product,
    productType: intern.text(product.productType),
    vendor: intern.text(product.vendor),
    tags: product.tags.map((tag) => intern.text(tag)),
    variants: product.variants.map((variant) => compactVariant(variant, intern)),
    priceRange: { minVariantPrice: intern.money(product.priceRange.minVariantPrice), maxVariantPrice: intern.money(product.priceRange.maxVariantPrice) },
    compareAtPriceRange: {
      minVariantPrice: intern.money(product.compareAtPriceRange.minVariantPrice),
      maxVariantPrice: intern.money(product.compareAtPriceRange.maxVariantPrice),
    },
    collectionHandles: product.collectionHandles.map((handle) => intern.text(handle)),
  };
}
