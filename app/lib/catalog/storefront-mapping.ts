// Storefront API nodes -> the app's CatalogProduct shape.
import type { ProductCoreNode, StorefrontImageNode } from "./storefront-documents";
import type { CatalogImage, CatalogProduct, CatalogVariant } from "./types";

/** A product as the Storefront documents answer it: the core fragment, and the product page's extras when asked. */
export type StorefrontProductNode = ProductCoreNode & {
  descriptionHtml?: string;
  options?: { name: string; optionValues: { name: string }[] }[];
};
type VariantNode = StorefrontProductNode["variants"]["nodes"][number];

function toImage(node: StorefrontImageNode): CatalogImage {
  return {
    id: node.id ?? null,
    url: node.url,
    altText: node.altText ?? null,
    width: node.width ?? null,
    height: node.height ?? null,
  };
}

function toVariant(node: VariantNode): CatalogVariant {
  return {
    id: node.id,
    title: node.title,
    availableForSale: node.availableForSale,
    // The Storefront API answers null when inventory is not tracked; keep that distinction (stock "high").
    quantityAvailable: node.quantityAvailable ?? null,
    price: node.price,
    compareAtPrice: node.compareAtPrice ?? null,
    selectedOptions: node.selectedOptions,
    image: node.image ? toImage(node.image) : null,
  };
}

export function toCatalogProduct(node: StorefrontProductNode): CatalogProduct {
  return {
    id: node.id,
    title: node.title,
    handle: node.handle,
    description: node.description,
    descriptionHtml: node.descriptionHtml ?? "",
    productType: node.productType,
    vendor: node.vendor,
    createdAt: node.createdAt,
    updatedAt: node.updatedAt,
    tags: node.tags,
    availableForSale: node.availableForSale,
    totalInventory: node.totalInventory ?? 0,
    images: node.images.nodes.map(toImage),
    variants: node.variants.nodes.map(toVariant),
    priceRange: node.priceRange,
    compareAtPriceRange: node.compareAtPriceRange,
    options: node.options?.map((option) => ({ name: option.name, values: option.optionValues.map((v) => v.name) })),
    collectionHandles: node.collections.nodes.map((c) => c.handle),
    source: "shopify",
  };
}
