// Generates the demo shop's boho catalogue: deterministic for a seed, shaped like
// the Storefront API's objects, so resolvers can serve it with little mapping.
import {
  CHROME_DETAILS,
  CHROME_VENDOR,
  COLLECTIONS,
  PRODUCT_KINDS,
  SIZE_CHARTS,
  STYLE_TAGS,
  TITLE_DETAILS,
  TITLE_MOTIFS,
  VENDORS,
  type CollectionHandle,
  type ProductKind,
} from "./catalog-vocabulary";
import { collectionImagePath, productImagePath } from "./images";
import { describeProduct, titleDetailFits } from "./product-descriptions";
import { createSeededRandom, type SeededRandom } from "./seeded-random";

export type DemoMoney = { amount: string; currencyCode: "USD" };

export type DemoImage = {
  id: string;
  /** Path on the demo shop, e.g. /images/products/1000001/1.svg; resolvers prefix the shop's origin. */
  path: string;
  altText: string | null;
  width: number;
  height: number;
};

export type DemoSelectedOption = { name: "Size" | "Color"; value: string };

export type DemoVariant = {
  id: string;
  numericId: number;
  productId: string;
  title: string;
  sku: string;
  price: DemoMoney;
  compareAtPrice: DemoMoney | null;
  /** null when inventory is not tracked (then always available). */
  quantityAvailable: number | null;
  availableForSale: boolean;
  selectedOptions: DemoSelectedOption[];
  image: DemoImage;
};

export type DemoProductOption = { id: string; name: "Size" | "Color"; values: string[] };

export type DemoPriceRange = { minVariantPrice: DemoMoney; maxVariantPrice: DemoMoney };

export type DemoProduct = {
  id: string;
  numericId: number;
  handle: string;
  title: string;
  description: string;
  descriptionHtml: string;
  productType: string;
  vendor: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  publishedAt: string;
  availableForSale: boolean;
  totalInventory: number;
  images: DemoImage[];
  options: DemoProductOption[];
  variants: DemoVariant[];
  priceRange: DemoPriceRange;
  compareAtPriceRange: DemoPriceRange;
  collectionHandles: CollectionHandle[];
  /** 1 = best seller; drives the BEST_SELLING sort. */
  bestSellingRank: number;
};

export type DemoCollection = {
  id: string;
  numericId: number;
  handle: CollectionHandle;
  title: string;
  description: string;
  descriptionHtml: string;
  image: DemoImage;
  updatedAt: string;
  /** Product gids in the collection's manual (COLLECTION_DEFAULT) order. */
  productIds: string[];
};

export type DemoCatalog = {
  seed: number;
  products: DemoProduct[];
  collections: DemoCollection[];
  productById: Map<string, DemoProduct>;
  productByHandle: Map<string, DemoProduct>;
  variantById: Map<string, DemoVariant>;
  collectionById: Map<string, DemoCollection>;
  collectionByHandle: Map<string, DemoCollection>;
};

export type DemoCatalogOptions = { productCount?: number; seed?: number };

const FIRST_PRODUCT_ID = 1_000_001;
const FIRST_VARIANT_ID = 4_100_001;
const FIRST_IMAGE_ID = 5_200_001;
const FIRST_OPTION_ID = 6_300_001;
const FIRST_COLLECTION_ID = 4_280_001;

const CATALOGUE_START = Date.UTC(2025, 0, 1);
const CATALOGUE_END = Date.UTC(2026, 10, 20);
/** Products created after this date carry the new-arrival tag. */
const NEW_ARRIVAL_SINCE = Date.UTC(2026, 8, 20);
const DAY_MS = 86_400_000;

const SALE_SHARE = 0.15;
/** Products whose compare-at price equals the price: not on sale, an edge the app must handle. */
const COMPARE_EQUALS_PRICE_SHARE = 0.03;
const SOLD_OUT_SHARE = 0.06;
const UNTRACKED_SHARE = 0.04;
const GODDESS_SHARE = 0.35;
const CHROME_SHARE = 0.3;
const MIN_FEATURED = 8;

export function generateDemoCatalog({ productCount = 600, seed = 1 }: DemoCatalogOptions = {}): DemoCatalog {
  const random = createSeededRandom(seed);
  const kindDeck = buildKindDeck(random);
  const featuredStride = Math.max(1, Math.min(40, Math.floor(productCount / MIN_FEATURED)));
  const ids = { variant: FIRST_VARIANT_ID, image: FIRST_IMAGE_ID, option: FIRST_OPTION_ID };
  const handlesTaken = new Map<string, number>();

  const products: DemoProduct[] = [];
  for (let index = 0; index < productCount; index++) {
    const kind = kindDeck[index % kindDeck.length];
    const featured = index % featuredStride === 3 % featuredStride;
    products.push(generateProduct({ index, kind, featured, random, ids, handlesTaken }));
  }
  assignBestSellingRanks(products, random);

  const collections = COLLECTIONS.map((definition, position): DemoCollection => {
    const numericId = FIRST_COLLECTION_ID + position;
    return {
      id: `gid://shopify/Collection/${numericId}`,
      numericId,
      handle: definition.handle,
      title: definition.title,
      description: definition.description,
      descriptionHtml: `<p>${definition.description}</p>`,
      image: {
        id: `gid://shopify/CollectionImage/${numericId}`,
        path: collectionImagePath(definition.handle),
        altText: `${definition.title} collection`,
        width: 1600,
        height: 900,
      },
      updatedAt: "2026-11-01T09:00:00Z",
      productIds: products
        .filter((product) => product.collectionHandles.includes(definition.handle))
        .map((product) => product.id),
    };
  });

  return indexCatalog(seed, products, collections);
}

function indexCatalog(seed: number, products: DemoProduct[], collections: DemoCollection[]): DemoCatalog {
  const variantById = new Map<string, DemoVariant>();
  for (const product of products) for (const variant of product.variants) variantById.set(variant.id, variant);
  return {
    seed,
    products,
    collections,
    productById: new Map(products.map((product) => [product.id, product])),
    productByHandle: new Map(products.map((product) => [product.handle, product])),
    variantById,
    collectionById: new Map(collections.map((collection) => [collection.id, collection])),
    collectionByHandle: new Map(collections.map((collection) => [collection.handle, collection])),
  };
}

/** Kinds repeated by weight and shuffled, then dealt in turn: every kind appears
 * in every run of deck-length products, so all sub-categories are covered. */
function buildKindDeck(random: SeededRandom): ProductKind[] {
  const deck = PRODUCT_KINDS.flatMap((kind) => Array.from({ length: kind.weight }, () => kind));
  return random.shuffle(deck);
}

type IdCounters = { variant: number; image: number; option: number };

type ProductPlan = {
  index: number;
  kind: ProductKind;
  featured: boolean;
  random: SeededRandom;
  ids: IdCounters;
  handlesTaken: Map<string, number>;
};

type StockProfile = "sold-out" | "untracked" | "tracked";

function generateProduct({ index, kind, featured, random, ids, handlesTaken }: ProductPlan): DemoProduct {
  const numericId = FIRST_PRODUCT_ID + index;
  const id = `gid://shopify/Product/${numericId}`;
  const sterling = kind.chrome === true && random.chance(CHROME_SHARE);
  const goddess = kind.goddess === true && random.chance(GODDESS_SHARE);

  const noun = random.pick(kind.nouns);
  const motif = random.pick(TITLE_MOTIFS);
  const detail = random.pick(TITLE_DETAILS[kind.group]);
  // Skip the detail when the noun already says it ("Tiered Tiered Maxi Dress") or it
  // names a second or unfitting material ("Gauze Denim Jacket", "Leather Scarf").
  const title = sterling
    ? `${random.pick(CHROME_DETAILS)} ${noun}`
    : titleDetailFits(kind, noun, detail)
      ? `${motif} ${detail} ${noun}`
      : `${motif} ${noun}`;
  const handle = uniqueHandle(slugify(title), handlesTaken);

  const colours = sterling
    ? random.chance(0.5)
      ? ["Silver"]
      : ["Silver", "Black"]
    : random.sample(kind.colours, random.int(1, kind.group === "home" || kind.group === "jewelry" ? 3 : 4));
  const sizes: readonly string[] = SIZE_CHARTS[random.pick(kind.sizeCharts)];

  const premium = kind.premium === true && random.chance(0.08);
  const basePrice = premium ? random.int(505, 620) : shopPrice(random, kind.price, sterling ? 1.6 : 1);
  const largeSizeSurcharge = random.chance(0.3) ? 4 : 0;
  const saleRoll = random.next();
  const onSale = !featured && saleRoll < SALE_SHARE;
  const compareEqualsPrice = !onSale && saleRoll < SALE_SHARE + COMPARE_EQUALS_PRICE_SHARE;
  const markup = 1 + random.int(20, 80) / 100;

  const stockRoll = random.next();
  const stock: StockProfile = featured
    ? "tracked"
    : stockRoll < SOLD_OUT_SHARE
      ? "sold-out"
      : stockRoll < SOLD_OUT_SHARE + UNTRACKED_SHARE
        ? "untracked"
        : "tracked";

  const createdMs = CATALOGUE_START + Math.floor(random.next() * (CATALOGUE_END - CATALOGUE_START));
  const updatedMs = Math.min(CATALOGUE_END, createdMs + random.int(0, 120) * DAY_MS + random.int(0, 86_399) * 1000);

  const portrait = kind.group !== "home" && kind.group !== "jewelry";
  const images: DemoImage[] = Array.from({ length: random.int(1, 4) }, (_, position) => ({
    id: `gid://shopify/ProductImage/${ids.image++}`,
    path: productImagePath(numericId, position + 1),
    // Some shops leave alt text empty; the app must fall back to the title.
    altText: random.chance(0.1) ? null : `${title} in ${colours[position % colours.length]}`,
    width: 1200,
    height: portrait ? 1500 : 1200,
  }));

  const variants: DemoVariant[] = [];
  colours.forEach((colour, colourIndex) => {
    for (const size of sizes) {
      const variantNumericId = ids.variant++;
      const price = basePrice + (isLargeSize(size) ? largeSizeSurcharge : 0);
      const quantityAvailable = stock === "untracked" ? null : stock === "sold-out" ? 0 : trackedQuantity(random);
      variants.push({
        id: `gid://shopify/ProductVariant/${variantNumericId}`,
        numericId: variantNumericId,
        productId: id,
        title: `${size} / ${colour}`,
        sku: `${handle.slice(0, 24).toUpperCase()}-${size}-${colour.slice(0, 3).toUpperCase()}`,
        price: money(price),
        compareAtPrice: onSale ? money(Math.round(price * markup)) : compareEqualsPrice ? money(price) : null,
        quantityAvailable,
        availableForSale: quantityAvailable === null || quantityAvailable > 0,
        selectedOptions: [selectedOption("Size", size), selectedOption("Color", colour)],
        image: images[colourIndex % images.length],
      });
    }
  });

  const availableForSale = variants.some((variant) => variant.availableForSale);
  const collectionHandles: CollectionHandle[] = [kind.collection];
  if (goddess) collectionHandles.push("goddess");
  if (sterling) collectionHandles.push("chrome-hearts");
  if (onSale) collectionHandles.push("sale");

  const tags = random.sample(STYLE_TAGS, random.int(2, 4));
  if (featured) tags.push("featured");
  if (createdMs >= NEW_ARRIVAL_SINCE) tags.push("new-arrival");
  if (random.chance(0.05)) tags.push("limited-edition");
  if (random.chance(0.08)) tags.push("bestseller");
  if (availableForSale && random.chance(0.05)) tags.push("back-in-stock");
  if (goddess) tags.push("goddess");
  if (sterling) tags.push("chrome-hearts", "sterling-silver");
  if (onSale) tags.push("sale");

  // The description has its own stream, seeded from the main one; the main stream
  // advances four draws, so every later product and field keeps its value.
  const descriptionRandom = createSeededRandom(Math.floor(random.next() * 0xffffffff));
  random.next();
  random.next();
  random.next();
  const description = describeProduct(descriptionRandom, { kind, title, noun, sterling, colours, sizes });
  const prices = variants.map((variant) => Number(variant.price.amount));
  const compareAtPrices = variants.map((variant) =>
    variant.compareAtPrice ? Number(variant.compareAtPrice.amount) : 0,
  );

  return {
    id,
    numericId,
    handle,
    title,
    description: description.text,
    descriptionHtml: description.html,
    productType: kind.productType,
    vendor: sterling ? CHROME_VENDOR : random.pick(VENDORS),
    tags,
    createdAt: isoSeconds(createdMs),
    updatedAt: isoSeconds(updatedMs),
    publishedAt: isoSeconds(createdMs),
    availableForSale,
    totalInventory: variants.reduce((sum, variant) => sum + (variant.quantityAvailable ?? 0), 0),
    images,
    options: [
      { id: `gid://shopify/ProductOption/${ids.option++}`, name: "Size", values: [...sizes] },
      { id: `gid://shopify/ProductOption/${ids.option++}`, name: "Color", values: colours },
    ],
    variants,
    priceRange: { minVariantPrice: money(Math.min(...prices)), maxVariantPrice: money(Math.max(...prices)) },
    compareAtPriceRange: {
      minVariantPrice: money(Math.min(...compareAtPrices)),
      maxVariantPrice: money(Math.max(...compareAtPrices)),
    },
    collectionHandles,
    bestSellingRank: 0,
  };
}

function trackedQuantity(random: SeededRandom): number {
  const roll = random.next();
  if (roll < 0.15) return 0;
  if (roll < 0.35) return random.int(1, 3);
  if (roll < 0.6) return random.int(4, 10);
  return random.int(11, 80);
}

function isLargeSize(size: string): boolean {
  return ["XXL", "3XL", "4XL", "XXXL", "XXXXL"].includes(size);
}

/** A price inside the kind's band ending the way shops price: .00, .50, .95 or .99. */
function shopPrice(random: SeededRandom, [min, max]: [number, number], factor: number): number {
  const dollars = Math.round(random.int(min, max) * factor);
  const cents = random.pick([0, 0, 0.5, 0.95, 0.99]);
  return Math.min(dollars + cents, 480);
}

// Money and option objects are immutable, so variants share them: at 10,000
// products that saves hundreds of thousands of allocations.
const moneyByCents = new Map<number, DemoMoney>();
const selectedOptionByKey = new Map<string, DemoSelectedOption>();

/** Shopify's Decimal form: at least one decimal place ("38.0", "64.95"). */
function money(amount: number): DemoMoney {
  const cents = Math.round(amount * 100);
  let cached = moneyByCents.get(cents);
  if (!cached) {
    const fixed = (cents / 100).toFixed(2);
    cached = Object.freeze({ amount: fixed.endsWith("0") ? fixed.slice(0, -1) : fixed, currencyCode: "USD" as const });
    moneyByCents.set(cents, cached);
  }
  return cached;
}

function selectedOption(name: DemoSelectedOption["name"], value: string): DemoSelectedOption {
  const key = `${name}\u0000${value}`;
  let cached = selectedOptionByKey.get(key);
  if (!cached) {
    cached = Object.freeze({ name, value });
    selectedOptionByKey.set(key, cached);
  }
  return cached;
}

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function uniqueHandle(base: string, taken: Map<string, number>): string {
  const count = (taken.get(base) ?? 0) + 1;
  taken.set(base, count);
  return count === 1 ? base : `${base}-${count}`;
}

function assignBestSellingRanks(products: DemoProduct[], random: SeededRandom): void {
  const scored = products.map((product) => ({
    product,
    score: random.next() + (product.tags.includes("bestseller") ? 1 : 0),
  }));
  scored.sort((a, b) => b.score - a.score);
  scored.forEach(({ product }, position) => {
    product.bestSellingRank = position + 1;
  });
}
