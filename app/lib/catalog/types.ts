// The catalogue shapes. Storefront products and database
// products are both normalised into `CatalogProduct`, so every page, filter and
// search works on one shape.

export type Money = { amount: string; currencyCode: string };

export type CatalogImage = {
  id: string | null;
  url: string;
  altText: string | null;
  width?: number | null;
  height?: number | null;
};

export type SelectedOption = { name: string; value: string };

export type CatalogVariant = {
  /** A gid ending in the numeric variant id, e.g. gid://shopify/ProductVariant/4100001 */
  id: string;
  title: string;
  availableForSale: boolean;
  /** null when the shop does not track inventory for the variant */
  quantityAvailable: number | null;
  price: Money;
  compareAtPrice: Money | null;
  selectedOptions: SelectedOption[];
  image: CatalogImage | null;
};

export type PriceRange = { minVariantPrice: Money; maxVariantPrice: Money };

export type CatalogProduct = {
  /** Storefront gid, or `db_<id>` for database products */
  id: string;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  availableForSale: boolean;
  totalInventory: number;
  images: CatalogImage[];
  variants: CatalogVariant[];
  priceRange: PriceRange;
  compareAtPriceRange: PriceRange;
  /** Only on single-product fetches */
  options?: { name: string; values: string[] }[];
  /** Handles of the collections this product belongs to */
  collectionHandles: string[];
  source: "shopify" | "database";
};

export type CatalogCollection = {
  id: string;
  title: string;
  handle: string;
  description: string;
  image: CatalogImage | null;
  productHandles: string[];
  /** The shop's last change to the collection (the sitemap's lastmod); absent for database categories and Sale */
  updatedAt?: string | null;
  /** A studio category's place among the studio's categories (its sort_order); absent for the shop's collections */
  sortOrder?: number;
};

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};

export type StockLevel = "high" | "medium" | "low" | "out";

export type ProductBadge = "sale" | "new-arrival" | "limited-edition" | "bestseller" | "back-in-stock";

/** A small product card on the home page and in teasers: already formatted for display. */
export type ProductTeaser = {
  id: string;
  title: string;
  href: string;
  price: string;
  imageUrl: string | null;
  imageAlt: string;
};

/** One collection as the /collections overview shows it. */
export type CollectionSummary = {
  handle: string;
  title: string;
  description: string;
  imageUrl: string | null;
  imageAlt: string;
  productCount: number;
};
