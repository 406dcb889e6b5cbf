// Resolvers from the Storefront schema's types to the demo catalogue's plain
// objects. Only fields that need work are listed; every other field reads the
// property of the same name (see storefront-graphql.ts for the fallback).
import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import type { DemoCatalog, DemoCollection, DemoImage, DemoProduct, DemoProductOption, DemoVariant } from "./catalog";
import { assertPageSize, toConnection, type ConnectionArgs } from "./connections";
import { filterProducts, type ProductFilterInput } from "./product-filters";
import {
  byRelevance,
  collectionProductsInOrder,
  productsInOrder,
  type CollectionProductSortKey,
  type ProductSortKey,
} from "./product-order";
import { createDemoCart, type CartCreateInput } from "./cart-discounts";
import { matchesProductQuery, parseProductQuery, relevanceOf } from "./product-search";

export type StorefrontContext = {
  catalog: DemoCatalog;
  /** The demo shop's own origin, e.g. http://127.0.0.1:8788: image URLs point here. */
  origin: string;
};

// Resolvers take loosely typed args: graphql-js has already validated them
// against the schema, so each resolver states the shape it relies on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resolver = (source: any, args: any, context: StorefrontContext, info: GraphQLResolveInfo) => unknown;
export type ResolverMap = Record<string, Record<string, Resolver>>;

type PageArgs = ConnectionArgs & { reverse?: boolean | null };
type SelectedOptionsArgs = {
  selectedOptions?: { name: string; value: string }[] | null;
  caseInsensitiveMatch?: boolean | null;
  ignoreUnknownOptions?: boolean | null;
};

export const SHOP = {
  id: "gid://shopify/Shop/1",
  name: "Boho Demo Shop",
  description: "A demo boho boutique: flowing dresses, silver jewelry and slow-living home decor.",
} as const;

const numericIdOf = (item: { id: string }) => Number(item.id.slice(item.id.lastIndexOf("/") + 1));
const inOrder = <T>(items: T[], reverse: boolean | null | undefined) => (reverse ? [...items].reverse() : items);

function truncate(text: string, truncateAt: number | null | undefined): string {
  return truncateAt != null && text.length > truncateAt
    ? `${text.slice(0, Math.max(0, truncateAt - 1)).trimEnd()}…`
    : text;
}

function imageUrl(
  image: DemoImage,
  origin: string,
  transform?: {
    maxWidth?: number | null;
    maxHeight?: number | null;
    crop?: string | null;
    scale?: number | null;
  } | null,
): string {
  if (!transform) return origin + image.path;
  const scale = transform.scale ?? 1;
  const params = new URLSearchParams();
  if (transform.maxWidth) params.set("width", String(transform.maxWidth * scale));
  if (transform.maxHeight) params.set("height", String(transform.maxHeight * scale));
  if (transform.crop) params.set("crop", transform.crop.toLowerCase());
  const query = params.toString();
  return query ? `${origin}${image.path}?${query}` : origin + image.path;
}

function parseGid(id: string): { type: string; numericId: number } {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d+)(\?.*)?$/.exec(id);
  if (!match)
    throw new GraphQLError(`Invalid global id '${id}'`, { extensions: { code: "argumentLiteralsIncompatible" } });
  return { type: match[1], numericId: Number(match[2]) };
}

function findNode(catalog: DemoCatalog, id: string): DemoProduct | DemoVariant | DemoCollection | null {
  switch (parseGid(id).type) {
    case "Product":
      return catalog.productById.get(id) ?? null;
    case "ProductVariant":
      return catalog.variantById.get(id) ?? null;
    case "Collection":
      return catalog.collectionById.get(id) ?? null;
    default:
      return null;
  }
}

function variantMatching(
  product: DemoProduct,
  args: SelectedOptionsArgs,
  ignoreUnknownByDefault: boolean,
): DemoVariant | null {
  const wanted = args.selectedOptions ?? [];
  const ignoreUnknown = args.ignoreUnknownOptions ?? ignoreUnknownByDefault;
  const normalise = (text: string) => (args.caseInsensitiveMatch ? text.toLowerCase() : text);
  const knownNames = new Set(product.options.map((option) => normalise(option.name)));
  const relevant = wanted.filter((option) => knownNames.has(normalise(option.name)));
  if (!ignoreUnknown && relevant.length < wanted.length) return null;
  return (
    product.variants.find((variant) =>
      relevant.every((option) =>
        variant.selectedOptions.some(
          (selected) =>
            normalise(selected.name) === normalise(option.name) &&
            normalise(selected.value) === normalise(option.value),
        ),
      ),
    ) ?? null
  );
}

function optionWithValues(product: DemoProduct, option: DemoProductOption) {
  const optionNumericId = numericIdOf(option);
  return {
    id: option.id,
    name: option.name,
    values: option.values,
    optionValues: option.values.map((value, position) => ({
      id: `gid://shopify/ProductOptionValue/${optionNumericId * 100 + position}`,
      name: value,
      swatch: null,
      firstSelectableVariant: () => {
        const withValue = product.variants.filter((variant) =>
          variant.selectedOptions.some((selected) => selected.name === option.name && selected.value === value),
        );
        return withValue.find((variant) => variant.availableForSale) ?? withValue[0] ?? null;
      },
    })),
  };
}

function mediaImagesOf(product: DemoProduct) {
  return product.images.map((image) => ({
    id: `gid://shopify/MediaImage/${numericIdOf(image)}`,
    alt: image.altText,
    mediaContentType: "IMAGE",
    presentation: null,
    image,
    previewImage: image,
  }));
}

/** Collections match on title words or handle (`handle:x`, `title:x`, free words). */
function collectionMatches(collection: DemoCollection, query: string): boolean {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => {
      const [field, ...rest] = part.includes(":") ? part.split(":") : [null, part];
      const value = rest.join(":").replace(/^"|"$/g, "").toLowerCase();
      if (field === "handle") return collection.handle === value;
      if (field === "title" || field === null)
        return collection.title.toLowerCase().includes(value) || collection.handle.includes(value);
      return true; // other fields (updated_at, collection_type) do not narrow the demo shop's 13 collections
    });
}

export const storefrontResolvers: ResolverMap = {
  QueryRoot: {
    products: (_root, args: PageArgs & { sortKey?: ProductSortKey | null; query?: string | null }, { catalog }) => {
      assertPageSize(args);
      const sortKey = args.sortKey ?? "ID";
      const query = args.query ? parseProductQuery(args.query) : null;
      let products = productsInOrder(catalog, sortKey);
      if (query) {
        products = products.filter((product) => matchesProductQuery(product, query));
        if (sortKey === "RELEVANCE") products = byRelevance(products, (product) => relevanceOf(product, query));
      }
      return toConnection(inOrder(products, args.reverse), args, numericIdOf);
    },
    product: (_root, args: { id?: string | null; handle?: string | null }, { catalog }) => {
      if (args.id) return catalog.productById.get(args.id) ?? null;
      if (args.handle) return catalog.productByHandle.get(args.handle) ?? null;
      return null;
    },
    productByHandle: (_root, args: { handle: string }, { catalog }) => catalog.productByHandle.get(args.handle) ?? null,
    collections: (
      _root,
      args: PageArgs & { sortKey?: "ID" | "RELEVANCE" | "TITLE" | "UPDATED_AT" | null; query?: string | null },
      { catalog },
    ) => {
      assertPageSize(args);
      let collections = catalog.collections;
      if (args.query)
        collections = collections.filter((collection) => collectionMatches(collection, args.query as string));
      if (args.sortKey === "TITLE") collections = [...collections].sort((a, b) => a.title.localeCompare(b.title));
      if (args.sortKey === "UPDATED_AT")
        collections = [...collections].sort(
          (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.numericId - b.numericId,
        );
      return {
        ...toConnection(inOrder(collections, args.reverse), args, numericIdOf),
        totalCount: String(collections.length),
      };
    },
    collection: (_root, args: { id?: string | null; handle?: string | null }, { catalog }) => {
      if (args.id) return catalog.collectionById.get(args.id) ?? null;
      if (args.handle) return catalog.collectionByHandle.get(args.handle) ?? null;
      return null;
    },
    node: (_root, args: { id: string }, { catalog }) => findNode(catalog, args.id),
    nodes: (_root, args: { ids: string[] }, { catalog }) => {
      if (args.ids.length > 250)
        throw new GraphQLError("The ids argument must contain at most 250 ids.", {
          extensions: { code: "BAD_REQUEST" },
        });
      return args.ids.map((id) => findNode(catalog, id));
    },
    shop: (_root, _args, { origin }) => ({
      ...SHOP,
      moneyFormat: "${{amount}}",
      primaryDomain: { host: new URL(origin).host, url: origin, sslEnabled: origin.startsWith("https:") },
      paymentSettings: {
        acceptedCardBrands: ["VISA", "MASTERCARD", "AMERICAN_EXPRESS"],
        cardVaultUrl: `${origin}/vault`,
        countryCode: "US",
        currencyCode: "USD",
        enabledPresentmentCurrencies: ["USD"],
        shopifyPaymentsAccountId: null,
        supportedDigitalWallets: [],
      },
      shipsToCountries: ["US"],
    }),
  },

  Mutation: {
    cartCreate: (_root, args: { input?: CartCreateInput | null }, { catalog, origin }) =>
      createDemoCart(catalog, origin, args.input ?? {}),
  },

  Product: {
    description: (product: DemoProduct, args: { truncateAt?: number | null }) =>
      truncate(product.description, args.truncateAt),
    featuredImage: (product: DemoProduct) => product.images[0] ?? null,
    images: (product: DemoProduct, args: PageArgs) =>
      toConnection(inOrder(product.images, args.reverse), args, numericIdOf),
    media: (product: DemoProduct, args: PageArgs) => {
      assertPageSize(args);
      return toConnection(inOrder(mediaImagesOf(product), args.reverse), args, numericIdOf);
    },
    variants: (product: DemoProduct, args: PageArgs) =>
      toConnection(inOrder(product.variants, args.reverse), args, numericIdOf),
    variantsCount: (product: DemoProduct) => ({ count: product.variants.length, precision: "EXACT" }),
    options: (product: DemoProduct, args: { first?: number | null }) =>
      product.options.slice(0, args.first ?? undefined).map((option) => optionWithValues(product, option)),
    collections: (product: DemoProduct, args: PageArgs, { catalog }) => {
      const collections = catalog.collections.filter((collection) =>
        product.collectionHandles.includes(collection.handle),
      );
      return {
        ...toConnection(inOrder(collections, args.reverse), args, numericIdOf),
        totalCount: String(collections.length),
      };
    },
    selectedOrFirstAvailableVariant: (product: DemoProduct, args: SelectedOptionsArgs) =>
      (args.selectedOptions?.length ? variantMatching(product, args, true) : null) ??
      product.variants.find((variant) => variant.availableForSale) ??
      product.variants[0] ??
      null,
    variantBySelectedOptions: (product: DemoProduct, args: SelectedOptionsArgs) =>
      variantMatching(product, args, false),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    seo: (product: DemoProduct) => ({ title: product.title, description: truncate(product.description, 160) }),
  },

  ProductVariant: {
    product: (variant: DemoVariant, _args, { catalog }) => catalog.productById.get(variant.productId),
    priceV2: (variant: DemoVariant) => variant.price,
    compareAtPriceV2: (variant: DemoVariant) => variant.compareAtPrice,
    currentlyNotInStock: () => false,
    requiresShipping: () => true,
    requiresComponents: () => false,
    taxable: () => true,
    weight: () => 0.4,
    weightUnit: () => "KILOGRAMS",
    quantityRule: () => ({ minimum: 1, maximum: null, increment: 1 }),
  },

  Collection: {
    description: (collection: DemoCollection, args: { truncateAt?: number | null }) =>
      truncate(collection.description, args.truncateAt),
    products: (
      collection: DemoCollection,
      args: PageArgs & { sortKey?: CollectionProductSortKey | null; filters?: ProductFilterInput[] | null },
      { catalog },
    ) => {
      assertPageSize(args);
      const members = collection.productIds.map((id) => catalog.productById.get(id) as DemoProduct);
      const ordered = collectionProductsInOrder(
        filterProducts(members, args.filters),
        args.sortKey ?? "COLLECTION_DEFAULT",
      );
      return toConnection(inOrder(ordered, args.reverse), args, numericIdOf);
    },
    seo: (collection: DemoCollection) => ({ title: collection.title, description: collection.description }),
  },

  Image: {
    url: (image: DemoImage, args: { transform?: Parameters<typeof imageUrl>[2] }, { origin }) =>
      imageUrl(image, origin, args.transform),
    src: (image: DemoImage, _args, { origin }) => imageUrl(image, origin),
    originalSrc: (image: DemoImage, _args, { origin }) => imageUrl(image, origin),
    transformedSrc: (
      image: DemoImage,
      args: { maxWidth?: number | null; maxHeight?: number | null; crop?: string | null; scale?: number | null },
      { origin },
    ) => imageUrl(image, origin, args),
  },

  ProductOptionValue: {
    firstSelectableVariant: (value: { firstSelectableVariant: () => DemoVariant | null }) =>
      value.firstSelectableVariant(),
  },
};

/** Interfaces (Node, Media) resolve by the type named in the object's gid. */
export function typeNameOf(value: unknown): string | undefined {
  // Objects without a gid (discount allocations, pricing values) name their type themselves.
  const named = (value as { __typename?: unknown } | null)?.__typename;
  if (typeof named === "string") return named;
  const id = (value as { id?: unknown } | null)?.id;
  if (typeof id !== "string") return undefined;
  return /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
}
