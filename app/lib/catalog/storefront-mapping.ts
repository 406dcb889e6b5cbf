// Storefront API nodes -> the app's CatalogProduct shape (spec 000 section 3).
import type { CatalogImage, CatalogProduct, CatalogVariant, Money } from "./types";

type ImageNode = { id?: string | null; url: string; altText?: string | null; width?: number | null; height?: number | null };
type VariantNode = {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
  price: Money;
  compareAtPrice?: Money | null;
  selectedOptions: { name: string; value: string }[];
  image?: ImageNode | null;
};
export type StorefrontProductNode = {
  id: string;
  title: string;
  handle: string;
  description: string;
  /** Absent from the listing's slim fragment */
  descriptionHtml?: string;
  productType: string;
  vendor: string;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  availableForSale: boolean;
  totalInventory?: number | null;
  images: { nodes: ImageNode[] };
  variants: { nodes: VariantNode[] };
  priceRange: CatalogProduct["priceRange"];
  compareAtPriceRange: CatalogProduct["compareAtPriceRange"];
  options?: { name: string; optionValues?: { name: string }[]; values?: string[] }[];
  collections?: { nodes: { handle: string }[] };
};

function toImage(node: ImageNode): CatalogImage {
  return { id: node.id ?? null, url: node.url, altText: node.altText ?? null, width: node.width ?? null, height: node.height ?? null };
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
    options: node.options?.map((option) => ({ name: option.name, values: option.values ?? option.optionValues?.map((v) => v.name) ?? [] })),
    collectionHandles: node.collections?.nodes.map((c) => c.handle) ?? [],
    source: "shopify",
  };
}
