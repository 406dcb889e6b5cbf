// A catalogue prepared for listing queries, in a compact in-memory form
// (decision 028): per product only the facts filters, facets and sorts compare
// and the card as it will be shown; variants in typed-array columns; repeated
// strings (variant titles, tags, types, collection handles) shared. A full
// card is put together only for the 24 products a page shows.
import type { SnapshotColumns } from "./catalog-snapshot-columns";
import {
  compactVariantId,
  SHOPIFY_VARIANT_PREFIX,
  type SnapshotCard,
  type SnapshotCollection,
  type SnapshotProduct,
  snapshotProductOf,
} from "./catalog-snapshot";
import type { ListedProductCard } from "./product-cards";
import {
  createSearchIndex,
  type SearchDocument,
  type SearchIndex,
  searchIndexOver,
} from "../search/engine/search-index";
import { type CatalogSortValue, sortProducts } from "./sort";
import { subCategoryKey } from "./sub-categories";
import type { CatalogProduct } from "./types";
import type { IndexedProduct } from "./indexed-product";
import type { VariantFacts } from "./variant-facts";
import { collectionTitlesOf, searchDocumentOf } from "./search-documents";

export type CatalogIndex = {
  readonly products: readonly IndexedProduct[];
  /** Built on first use: a catalogue nobody searches never pays for the search index. */
  readonly searchIndex: SearchIndex;
  /**
   * The whole catalogue in a sort order, sorted once on first use; a listing
   * then orders its subset by walking this list instead of sorting again.
   */
  sortedBy(sort: CatalogSortValue): readonly IndexedProduct[];
  /** The card a listing shows for this product, with its variant ids. */
  cardOf(item: IndexedProduct): ListedProductCard;
  /** The product's handle alone (the sitemap lists every product; a card is more than it needs). */
  handleOf(item: IndexedProduct): string;
};

export type CatalogIndexBuilder = { add(row: SnapshotProduct): void; finish(): CatalogIndex };

const factsKey = (available: boolean, sizeBits: number, colorBits: number) =>
  (colorBits * 1024 + sizeBits) * 2 + (available ? 1 : 0);

/** Shares one copy of each repeated value: 130,000 variants name a few hundred titles. */
function createSharing() {
  const texts = new Map<string, string>();
  const lists = new Map<string, readonly string[]>();
  const sets = new Map<string, ReadonlySet<string>>();
  const facts = new Map<number, VariantFacts>();
  const factLists = new Map<string, readonly VariantFacts[]>();
  const text = (value: string): string => {
    const known = texts.get(value);
    if (known !== undefined) return known;
    texts.set(value, value);
    return value;
  };
  return {
    text,
    list<T extends string>(values: readonly T[]): T[] {
      const key = values.join("\u0000");
      let known = lists.get(key);
      if (!known) lists.set(key, (known = values.map(text)));
      return known as T[];
    },
    set(values: readonly string[]): ReadonlySet<string> {
      const key = values.join("\u0000");
      let known = sets.get(key);
      if (!known) sets.set(key, (known = new Set(values.map(text))));
      return known;
    },
    facts(available: boolean, sizeBits: number, colorBits: number): VariantFacts {
      const key = factsKey(available, sizeBits, colorBits);
      let known = facts.get(key);
      if (!known) facts.set(key, (known = { sizeBits, colorBits, available }));
      return known;
    },
    /** Most products repeat another's variant list (the same sizes and colours, all in stock): one array for each. */
    factsList(values: VariantFacts[]): readonly VariantFacts[] {
      const key = values.map((value) => factsKey(value.available, value.sizeBits, value.colorBits)).join();
      let known = factLists.get(key);
      if (!known) factLists.set(key, (known = values));
      return known;
    },
  };
}

/** Growable typed columns for the variants, sized from the snapshot header's count. */
function createVariantColumns(capacityHint: number, titleTable: readonly string[]) {
  let capacity = Math.max(16, capacityHint);
  let numericIds = new Float64Array(capacity);
  let titleRefs = new Uint32Array(capacity);
  const otherIds = new Map<number, string>();
  const titles: string[] = [...titleTable];
  const titleRefOf = new Map<string, number>(titles.map((title, ref) => [title, ref]));
  let count = 0;
  const grow = () => {
    capacity *= 2;
    const ids = new Float64Array(capacity);
    ids.set(numericIds);
    numericIds = ids;
    const refs = new Uint32Array(capacity);
    refs.set(titleRefs);
    titleRefs = refs;
  };
  return {
    get count() {
      return count;
    },
    /** `id` as stored (a number for Shopify gids) or in full; `title` as text or a position in the title table. */
    add(id: string | number, title: string | number): void {
      if (count === capacity) grow();
      const compact = typeof id === "string" ? compactVariantId(id) : id;
      if (typeof compact === "number") numericIds[count] = compact;
      else {
        numericIds[count] = -1;
        otherIds.set(count, compact);
      }
      let ref = typeof title === "number" ? title : titleRefOf.get(title);
      if (ref === undefined) {
        title = title as string;
        ref = titles.length;
        titles.push(title);
        titleRefOf.set(title, ref);
      }
      titleRefs[count] = ref;
      count += 1;
    },
    idAt: (i: number) => (numericIds[i] >= 0 ? `${SHOPIFY_VARIANT_PREFIX}${numericIds[i]}` : otherIds.get(i)!),
    titleAt: (i: number) => titles[titleRefs[i]],
    /** Release the builder's extra capacity and lookup table. */
    seal() {
      numericIds = numericIds.slice(0, count);
      titleRefs = titleRefs.slice(0, count);
      titleRefOf.clear();
    },
  };
}

/** Builds the in-memory index one snapshot row at a time, so a stream never holds every row. */
export function createCatalogIndexBuilder(
  variantCountHint = 0,
  variantTitles: readonly string[] = [],
  collections: readonly Pick<SnapshotCollection, "handle" | "title">[] = [],
): CatalogIndexBuilder {
  const share = createSharing();
  const collectionTitle = collectionTitlesOf(collections);
  const variantTitle = (title: string | number) => (typeof title === "number" ? (variantTitles[title] ?? "") : title);
  const variants = createVariantColumns(variantCountHint, variantTitles);
  const products: IndexedProduct[] = [];
  const handles: string[] = [];
  const cards: SnapshotCard[] = [];
  const documents: SearchDocument[] = [];
  const variantStarts: number[] = [];
  return {
    add(row) {
      const start = variants.count;
      const variantFacts: VariantFacts[] = [];
      for (const [id, title, available, sizeBits, colorBits] of row.variants) {
        const facts = share.facts(available === 1, sizeBits, colorBits);
        variants.add(id, typeof title === "string" ? share.text(title) : title);
        variantFacts.push(facts);
      }
      const productType = share.text(row.productType);
      const item: IndexedProduct = {
        position: products.length,
        id: row.id,
        title: row.title,
        minPrice: row.minPrice,
        inStock: row.inStock,
        onSale: row.onSale,
        variants: share.factsList(variantFacts),
        collectionHandles: share.set(row.collectionHandles),
        productTypeKey: share.text(subCategoryKey(productType)),
        titleKey: row.title.toLowerCase(),
        createdAtMs: row.createdAtMs,
        updatedAtMs: row.updatedAtMs,
      };
      products.push(item);
      handles.push(row.handle);
      variantStarts.push(start);
      const { card } = row;
      cards.push({
        ...card,
        badges: share.list(card.badges),
        stockLevel: share.text(card.stockLevel) as SnapshotCard["stockLevel"],
      });
      // Search compares lower-case text only: keeping just that spares a second copy of every description.
      const document = searchDocumentOf(row, collectionTitle, variantTitle);
      documents.push({
        title: item.titleKey,
        description: document.description,
        productType: share.text(document.productType),
        tags: share.list(document.tags),
      });
    },
    finish() {
      variants.seal();
      return assembleIndex(
        products,
        (item) => {
          const start = variantStarts[item.position];
          return {
            id: item.id,
            handle: handles[item.position],
            title: item.title,
            ...cards[item.position],
            variantIds: item.variants.map((_, i) => variants.idAt(start + i)),
          };
        },
        () => createSearchIndex(documents),
        (item) => handles[item.position],
      );
    },
  };
}

/** Search and sort orders on first use, shared by both ways an index is made. */
function assembleIndex(
  products: readonly IndexedProduct[],
  cardOf: (item: IndexedProduct) => ListedProductCard,
  searchIndexOf: () => SearchIndex,
  handleOf: (item: IndexedProduct) => string,
): CatalogIndex {
  let searchIndex: SearchIndex | null = null;
  const sorted = new Map<CatalogSortValue, readonly IndexedProduct[]>();
  return {
    products,
    get searchIndex() {
      searchIndex ??= searchIndexOf();
      return searchIndex;
    },
    sortedBy(sort) {
      let order = sorted.get(sort);
      if (!order) {
        order = sortProducts(products, sort);
        sorted.set(sort, order);
      }
      return order;
    },
    cardOf,
    handleOf,
  };
}

/**
 * The index over a columnar snapshot, read in place: per product only the
 * small object filters and sorts compare; cards, handles and descriptions
 * stay UTF-8 in the snapshot's buffer until a page or a search needs them, and
 * the search index is the job's, read in place.
 */
export function createCatalogIndexFromColumns(columns: SnapshotColumns): CatalogIndex {
  const share = createSharing();
  const { header } = columns;
  // The few distinct values products point at: collection sets, type keys, variant lists.
  const collectionSets = new Map<number, ReadonlySet<string>>();
  const typeKeys = new Map<number, string>();
  const variantListOf: (readonly VariantFacts[])[] = new Array(columns.products);
  for (let p = 0; p < columns.products; p++) {
    const variantFacts: VariantFacts[] = [];
    for (let v = columns.variantStarts[p]; v < columns.variantStarts[p + 1]; v++)
      variantFacts.push(share.facts(columns.available[v] === 1, columns.sizeBits[v], columns.colorBits[v]));
    variantListOf[p] = share.factsList(variantFacts);
    const collectionRef = columns.collectionLists[p];
    if (!collectionSets.has(collectionRef))
      collectionSets.set(collectionRef, new Set(header.stringLists[collectionRef].map((ref) => header.strings[ref])));
    const typeRef = columns.productTypes[p];
    if (!typeKeys.has(typeRef)) typeKeys.set(typeRef, subCategoryKey(header.strings[typeRef]));
  }
  /** Lower-case titles, decoded on first use (a title sort reads each many times). */
  const titleKeys: (string | undefined)[] = new Array(columns.products);
  // A product is its position and nothing else: every fact is read from the columns when asked for. Ten
  // thousand objects of a dozen fields (and their strings) made V8's young generation grow in each cold isolate.
  class ColumnProduct implements IndexedProduct {
    constructor(readonly position: number) {}
    get id() {
      return columns.id(this.position);
    }
    get title() {
      return columns.title(this.position);
    }
    get titleKey() {
      return (titleKeys[this.position] ??= columns.title(this.position).toLowerCase());
    }
    get minPrice() {
      return columns.minPrice[this.position];
    }
    get inStock() {
      return columns.inStock(this.position);
    }
    get onSale() {
      return columns.onSale(this.position);
    }
    get variants() {
      return variantListOf[this.position];
    }
    get collectionHandles() {
      return collectionSets.get(columns.collectionLists[this.position])!;
    }
    get productTypeKey() {
      return typeKeys.get(columns.productTypes[this.position])!;
    }
    get createdAtMs() {
      return columns.createdAtMs[this.position];
    }
    get updatedAtMs() {
      return columns.updatedAtMs[this.position];
    }
  }
  const products: IndexedProduct[] = new Array(columns.products);
  for (let p = 0; p < columns.products; p++) products[p] = new ColumnProduct(p);
  return assembleIndex(
    products,
    (item) => {
      const p = item.position;
      const variantIds: string[] = [];
      for (let v = columns.variantStarts[p]; v < columns.variantStarts[p + 1]; v++)
        variantIds.push(columns.variantId(v));
      return { id: item.id, handle: columns.handle(p), title: item.title, ...columns.card(p), variantIds };
    },
    // The job built the search tables: an isolate only reads them, and a field's text when a search needs it.
    () => searchIndexOver(columns.searchTables),
    (item) => columns.handle(item.position),
  );
}

/** The index of a list of catalogue products, through the same snapshot rows the job writes. */
export function createCatalogIndex(
  products: readonly CatalogProduct[],
  collections: readonly Pick<SnapshotCollection, "handle" | "title">[] = [],
): CatalogIndex {
  const builder = createCatalogIndexBuilder(
    products.reduce((sum, product) => sum + product.variants.length, 0),
    [],
    collections,
  );
  for (const product of products) builder.add(snapshotProductOf(product));
  return builder.finish();
}

export function indexProducts(products: readonly CatalogProduct[]): readonly IndexedProduct[] {
  return createCatalogIndex(products).products;
}
