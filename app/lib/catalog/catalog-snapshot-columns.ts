// The catalogue snapshot's binary, columnar form (decision 028; its format number is SNAPSHOT_FORMAT):
// what an isolate reads without building a JavaScript object per field.
//
//   "BOHOCAT" + format byte | u32 header length | header JSON | columns (each 8-byte aligned)
//
// The header holds the small tables (collections, variant titles, the
// interned short strings and lists of them, the search vocabulary). The
// columns are typed arrays read in place from the one buffer R2 returns:
// prices, dates, flags and variant facts as numbers, strings as positions in
// the tables, the search index's tables as built by the job, and the text
// (ids, handles, titles, the card as JSON; each searchable field in lower
// case) as UTF-8 decoded only when a page shows the product or a search reads
// the field. Parsing 10,000 rows of JSON and splitting every description into
// words made V8's young generation grow by tens of MiB in each cold isolate.
import { buildSearchTables, type SearchTables } from "../search/engine/search-tables";
import { collectionTitlesOf, searchDocumentOf } from "./search-documents";
import {
  compactVariantId,
  expandVariantId,
  SNAPSHOT_FORMAT,
  isSnapshotHeader,
  type SnapshotCard,
  type SnapshotHeader,
  type SnapshotProduct,
} from "./catalog-snapshot";

const MAGIC = "BOHOCAT";
/** Per product, in the text blob: */
const TEXT_FIELDS = 4;
const [ID, HANDLE, TITLE, CARD] = [0, 1, 2, 3];

/**
 * A card as stored: its values in a fixed order, no keys. The image URL's
 * folder and the badge list are positions in the shared string tables, the
 * alt text is empty when it is the title, and the default variant is its
 * position among the product's variants (their ids are a column already).
 * 370 bytes of JSON a card became about 60.
 */
type PackedCard = [
  imageFolder: number,
  imageFile: string | null,
  altText: string,
  width: number | null,
  height: number | null,
  displayPrice: string,
  displayCompareAtPrice: string | null,
  percentOff: number,
  priceAmount: string,
  badges: number,
  isInStock: 0 | 1,
  stockLevel: number,
  needsVariantChoice: 0 | 1,
  defaultVariant: number,
];

type StringTables = { stringOf(value: string): number; listOf(values: readonly string[]): number };

/**
 * The part of an image URL it shares with the previous card's, up to a "/":
 * the shop's image folder (a product's own folder would make a table entry per product).
 */
function sharedFolderOf(url: string, previous: string): string {
  let same = 0;
  while (same < url.length && same < previous.length && url[same] === previous[same]) same += 1;
  return url.slice(0, url.lastIndexOf("/", same - 1) + 1);
}

function packCard(row: SnapshotProduct, previousImageUrl: string, tables: StringTables): PackedCard {
  const { card } = row;
  const url = card.image?.url ?? null;
  const slash = url ? sharedFolderOf(url, previousImageUrl).length : 0;
  const defaultVariant =
    card.defaultVariantId === null
      ? -1
      : row.variants.findIndex(([id]) => expandVariantId(id) === card.defaultVariantId);
  if (card.defaultVariantId !== null && defaultVariant < 0)
    throw new Error(`Card of ${row.handle}: its default variant is not one of its variants`);
  return [
    tables.stringOf(url ? url.slice(0, slash) : ""),
    url ? url.slice(slash) : null,
    card.image && card.image.altText !== row.title ? card.image.altText : "",
    card.image?.width ?? null,
    card.image?.height ?? null,
    card.displayPrice,
    card.displayCompareAtPrice,
    card.percentOff,
    card.priceAmount,
    tables.listOf(card.badges),
    card.isInStock ? 1 : 0,
    tables.stringOf(card.stockLevel),
    card.needsVariantChoice ? 1 : 0,
    defaultVariant,
  ];
}

function unpackCard(
  packed: PackedCard,
  title: string,
  header: ColumnsHeader,
  variantIdAt: (position: number) => string,
): SnapshotCard {
  const [
    imageFolder,
    imageFile,
    altText,
    width,
    height,
    displayPrice,
    displayCompareAtPrice,
    percentOff,
    priceAmount,
    badges,
    isInStock,
    stockLevel,
    needsVariantChoice,
    defaultVariant,
  ] = packed;
  return {
    image:
      imageFile === null
        ? null
        : { url: header.strings[imageFolder] + imageFile, altText: altText || title, width, height },
    displayPrice,
    displayCompareAtPrice,
    percentOff,
    priceAmount,
    badges: header.stringLists[badges].map((ref) => header.strings[ref]) as SnapshotCard["badges"],
    isInStock: isInStock === 1,
    stockLevel: header.strings[stockLevel] as SnapshotCard["stockLevel"],
    needsVariantChoice: needsVariantChoice === 1,
    defaultVariantId: defaultVariant < 0 ? null : variantIdAt(defaultVariant),
  };
}

/** What the header adds to SnapshotHeader to describe the columns. */
export type ColumnsHeader = SnapshotHeader & {
  /** Short repeated strings: product types, tags, collection handles */
  strings: string[];
  /** Lists of positions in `strings` (a product's tags, its collections) */
  stringLists: number[][];
  /** Variant ids that are not numbered Shopify gids, by variant position */
  otherVariantIds: [number, string][];
  textBytes: number;
  /** The search index's vocabulary */
  searchWords: string[];
  searchFields: number;
  searchPostings: number;
};

type Layout = {
  f64: Record<"minPrice" | "createdAtMs" | "updatedAtMs" | "variantIds", number>;
  u32: Record<
    | "variantStarts"
    | "variantTitles"
    | "tagLists"
    | "collectionLists"
    | "productTypes"
    | "textOffsets"
    | "postingStarts"
    | "postingFields"
    | "fieldOwners"
    | "productFieldStarts",
    number
  >;
  u16: Record<"sizeBits" | "colorBits" | "fieldNorms" | "fieldLengths", number>;
  u8: Record<"flags" | "available" | "fieldKeys" | "text", number>;
};

type Counts = {
  products: number;
  variants: number;
  textBytes: number;
  words: number;
  fields: number;
  postings: number;
};

function layoutOf(c: Counts): Layout {
  return {
    f64: {
      minPrice: c.products,
      createdAtMs: c.products,
      updatedAtMs: c.products,
      variantIds: c.variants,
    },
    u32: {
      variantStarts: c.products + 1,
      variantTitles: c.variants,
      tagLists: c.products,
      collectionLists: c.products,
      productTypes: c.products,
      textOffsets: c.products * TEXT_FIELDS + 1,
      postingStarts: c.words + 1,
      postingFields: c.postings,
      fieldOwners: c.fields,
      productFieldStarts: c.products + 1,
    },
    u16: {
      sizeBits: c.variants,
      colorBits: c.variants,
      fieldNorms: c.fields,
      fieldLengths: c.fields,
    },
    u8: {
      flags: c.products,
      available: c.variants,
      fieldKeys: c.fields,
      text: c.textBytes,
    },
  };
}

const countsOf = (header: ColumnsHeader): Counts => ({
  products: header.productCount,
  variants: header.variantCount,
  textBytes: header.textBytes,
  words: header.searchWords.length,
  fields: header.searchFields,
  postings: header.searchPostings,
});

const align8 = (n: number) => (n + 7) & ~7;

/** Byte offsets of every column after a header of `start` bytes, and the total length. */
function offsetsOf(layout: Layout, start: number) {
  const offsets: Record<string, number> = {};
  let at = align8(start);
  for (const [width, group] of [
    [8, layout.f64],
    [4, layout.u32],
    [2, layout.u16],
    [1, layout.u8],
  ] as const) {
    for (const [name, count] of Object.entries(group)) {
      offsets[name] = at;
      at = align8(at + count * width);
    }
  }
  return { offsets, length: at };
}

function prefixBytes(headerBytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = new Uint8Array(12);
  for (let i = 0; i < MAGIC.length; i++) prefix[i] = MAGIC.charCodeAt(i);
  prefix[7] = SNAPSHOT_FORMAT;
  new DataView(prefix.buffer).setUint32(8, headerBytes.length, true);
  return prefix;
}

/** The snapshot as one buffer's parts (for a Blob: R2 needs the length up front). */
export function encodeSnapshotColumns(
  header: SnapshotHeader,
  rows: readonly SnapshotProduct[],
): Uint8Array<ArrayBuffer>[] {
  const encoder = new TextEncoder();
  const strings: string[] = [];
  const stringRefs = new Map<string, number>();
  const stringOf = (value: string) => {
    let ref = stringRefs.get(value);
    if (ref === undefined) stringRefs.set(value, (ref = strings.push(value) - 1));
    return ref;
  };
  const stringLists: number[][] = [];
  const listRefs = new Map<string, number>();
  const listOf = (values: readonly string[]) => {
    const refs = values.map(stringOf);
    const key = refs.join(",");
    let ref = listRefs.get(key);
    if (ref === undefined) listRefs.set(key, (ref = stringLists.push(refs) - 1));
    return ref;
  };
  const titles: string[] = [];
  const titleRefs = new Map<string, number>();
  const titleOf = (title: string) => {
    let ref = titleRefs.get(title);
    if (ref === undefined) titleRefs.set(title, (ref = titles.push(title) - 1));
    return ref;
  };

  const products = rows.length;
  const variants = rows.reduce((sum, row) => sum + row.variants.length, 0);
  const texts: Uint8Array<ArrayBuffer>[] = [];
  let textBytes = 0;
  const textOffsets = new Uint32Array(products * TEXT_FIELDS + 1);
  const columns = {
    minPrice: new Float64Array(products),
    createdAtMs: new Float64Array(products),
    updatedAtMs: new Float64Array(products),
    variantIds: new Float64Array(variants),
    variantStarts: new Uint32Array(products + 1),
    variantTitles: new Uint32Array(variants),
    tagLists: new Uint32Array(products),
    collectionLists: new Uint32Array(products),
    productTypes: new Uint32Array(products),
    textOffsets,
    sizeBits: new Uint16Array(variants),
    colorBits: new Uint16Array(variants),
    flags: new Uint8Array(products),
    available: new Uint8Array(variants),
  };
  const otherVariantIds: [number, string][] = [];
  let v = 0;
  let previousImageUrl = "";
  rows.forEach((row, p) => {
    columns.minPrice[p] = row.minPrice;
    columns.createdAtMs[p] = row.createdAtMs;
    columns.updatedAtMs[p] = row.updatedAtMs;
    columns.flags[p] = (row.inStock ? 1 : 0) | (row.onSale ? 2 : 0);
    columns.tagLists[p] = listOf(row.tags);
    columns.collectionLists[p] = listOf(row.collectionHandles);
    columns.productTypes[p] = stringOf(row.productType);
    columns.variantStarts[p] = v;
    for (const [id, title, available, sizeBits, colorBits] of row.variants) {
      if (sizeBits > 0xffff || colorBits > 0xffff)
        throw new Error("Variant facts no longer fit 16 bits: widen the snapshot columns");
      const compact = typeof id === "string" ? compactVariantId(id) : id;
      if (typeof compact === "number") columns.variantIds[v] = compact;
      else {
        columns.variantIds[v] = -1;
        otherVariantIds.push([v, compact]);
      }
      columns.variantTitles[v] =
        typeof title === "number" ? titleOf(header.variantTitles?.[title] ?? "") : titleOf(title);
      columns.available[v] = available;
      columns.sizeBits[v] = sizeBits;
      columns.colorBits[v] = colorBits;
      v += 1;
    }
    const fields = [
      row.id,
      row.handle,
      row.title,
      JSON.stringify(packCard(row, previousImageUrl, { stringOf, listOf })),
    ];
    previousImageUrl = row.card.image?.url ?? previousImageUrl;
    fields.forEach((field, f) => {
      textOffsets[p * TEXT_FIELDS + f] = textBytes;
      const bytes = encoder.encode(field) as Uint8Array<ArrayBuffer>;
      texts.push(bytes);
      textBytes += bytes.length;
    });
  });
  columns.variantStarts[products] = v;
  textOffsets[products * TEXT_FIELDS] = textBytes;

  // The search index as the isolate would build it: the same documents the row-by-row index searches.
  const collectionTitle = collectionTitlesOf(header.collections);
  const variantTitle = (title: string | number) =>
    typeof title === "number" ? (header.variantTitles?.[title] ?? "") : title;
  const search = buildSearchTables(rows.map((row) => searchDocumentOf(row, collectionTitle, variantTitle)));

  const columnsHeader: ColumnsHeader = {
    ...header,
    format: SNAPSHOT_FORMAT,
    productCount: products,
    variantCount: variants,
    variantTitles: titles,
    strings,
    stringLists,
    otherVariantIds,
    textBytes,
    searchWords: [...search.words],
    searchFields: search.keys.length,
    searchPostings: search.postingFields.length,
  };
  const headerBytes = encoder.encode(JSON.stringify(columnsHeader)) as Uint8Array<ArrayBuffer>;
  const prefix = prefixBytes(headerBytes);
  const { offsets, length } = offsetsOf(layoutOf(countsOf(columnsHeader)), prefix.length + headerBytes.length);
  const parts: Uint8Array<ArrayBuffer>[] = [prefix, headerBytes];
  let at = prefix.length + headerBytes.length;
  const padTo = (offset: number) => {
    if (offset > at) parts.push(new Uint8Array(offset - at));
    at = offset;
  };
  const ordered: [string, ArrayBufferView][] = [
    ["minPrice", columns.minPrice],
    ["createdAtMs", columns.createdAtMs],
    ["updatedAtMs", columns.updatedAtMs],
    ["variantIds", columns.variantIds],
    ["variantStarts", columns.variantStarts],
    ["variantTitles", columns.variantTitles],
    ["tagLists", columns.tagLists],
    ["collectionLists", columns.collectionLists],
    ["productTypes", columns.productTypes],
    ["textOffsets", columns.textOffsets],
    ["postingStarts", search.postingStarts],
    ["postingFields", search.postingFields],
    ["fieldOwners", search.owners],
    ["productFieldStarts", search.productFieldStarts],
    ["sizeBits", columns.sizeBits],
    ["colorBits", columns.colorBits],
    ["fieldNorms", search.normThousandths],
    ["fieldLengths", search.fieldLengths],
    ["flags", columns.flags],
    ["available", columns.available],
    ["fieldKeys", search.keys],
  ];
  for (const [name, column] of ordered) {
    padTo(offsets[name]);
    // Typed arrays are little-endian on every platform Workers and Node run on.
    parts.push(new Uint8Array(column.buffer as ArrayBuffer, column.byteOffset, column.byteLength));
    at += column.byteLength;
  }
  padTo(offsets.text);
  parts.push(...texts);
  at += textBytes;
  padTo(length);
  return parts;
}

/** The snapshot's columns, read in place from the buffer. */
export type SnapshotColumns = {
  header: ColumnsHeader;
  products: number;
  minPrice: Float64Array;
  createdAtMs: Float64Array;
  updatedAtMs: Float64Array;
  variantStarts: Uint32Array;
  variantTitles: Uint32Array;
  tagLists: Uint32Array;
  collectionLists: Uint32Array;
  productTypes: Uint32Array;
  sizeBits: Uint16Array;
  colorBits: Uint16Array;
  flags: Uint8Array;
  available: Uint8Array;
  inStock(p: number): boolean;
  onSale(p: number): boolean;
  id(p: number): string;
  handle(p: number): string;
  title(p: number): string;
  card(p: number): SnapshotCard;
  searchTables: SearchTables;
  variantId(v: number): string;
};

/**
 * Reads a snapshot buffer. Throws when it is not this format (an older
 * format's object is never misread: it is rebuilt), cut off, or inconsistent.
 */
export function readSnapshotColumns(buffer: ArrayBuffer): SnapshotColumns {
  const bytes = new Uint8Array(buffer);
  if (bytes.length < 12 || String.fromCharCode(...bytes.subarray(0, MAGIC.length)) !== MAGIC)
    throw new Error("Not a catalogue snapshot");
  if (bytes[7] !== SNAPSHOT_FORMAT) throw new Error(`Snapshot format ${bytes[7]}, this code reads ${SNAPSHOT_FORMAT}`);
  const headerLength = new DataView(buffer).getUint32(8, true);
  if (12 + headerLength > bytes.length) throw new Error("Snapshot cut off in its header");
  const decoder = new TextDecoder();
  const header: unknown = JSON.parse(decoder.decode(bytes.subarray(12, 12 + headerLength)));
  if (!isColumnsHeader(header)) throw new Error("Unknown snapshot header");
  const products = header.productCount;
  const variants = header.variantCount;
  const counts = countsOf(header);
  const { offsets, length } = offsetsOf(layoutOf(counts), 12 + headerLength);
  if (length !== bytes.length) throw new Error(`Snapshot cut off: ${bytes.length} of ${length} bytes`);
  const f64 = (name: string, count: number) => new Float64Array(buffer, offsets[name], count);
  const u32 = (name: string, count: number) => new Uint32Array(buffer, offsets[name], count);
  const u16 = (name: string, count: number) => new Uint16Array(buffer, offsets[name], count);
  const u8 = (name: string, count: number) => new Uint8Array(buffer, offsets[name], count);
  const i32 = (name: string, count: number) => new Int32Array(buffer, offsets[name], count);
  const variantIds = f64("variantIds", variants);
  const textOffsets = u32("textOffsets", products * TEXT_FIELDS + 1);
  const text = u8("text", header.textBytes);
  const variantStarts = u32("variantStarts", products + 1);
  if (variantStarts[products] !== variants || textOffsets[products * TEXT_FIELDS] !== header.textBytes)
    throw new Error("Snapshot columns disagree with its header");
  const otherIds = new Map(header.otherVariantIds);
  const searchTables: SearchTables = {
    words: header.searchWords,
    postingStarts: i32("postingStarts", counts.words + 1),
    postingFields: i32("postingFields", counts.postings),
    normThousandths: u16("fieldNorms", counts.fields),
    keys: u8("fieldKeys", counts.fields),
    owners: u32("fieldOwners", counts.fields),
    fieldLengths: u16("fieldLengths", counts.fields),
    productFieldStarts: u32("productFieldStarts", products + 1),
  };
  if (
    searchTables.postingStarts[counts.words] !== counts.postings ||
    searchTables.productFieldStarts[products] !== counts.fields
  ) {
    throw new Error("Snapshot search tables disagree with its header");
  }
  const textOf = (p: number, field: number) =>
    decoder.decode(text.subarray(textOffsets[p * TEXT_FIELDS + field], textOffsets[p * TEXT_FIELDS + field + 1]));
  return {
    header,
    products,
    minPrice: f64("minPrice", products),
    createdAtMs: f64("createdAtMs", products),
    updatedAtMs: f64("updatedAtMs", products),
    variantStarts,
    variantTitles: u32("variantTitles", variants),
    tagLists: u32("tagLists", products),
    collectionLists: u32("collectionLists", products),
    productTypes: u32("productTypes", products),
    sizeBits: u16("sizeBits", variants),
    colorBits: u16("colorBits", variants),
    flags: u8("flags", products),
    available: u8("available", variants),
    inStock: (p) => (u8flags(p) & 1) === 1,
    onSale: (p) => (u8flags(p) & 2) === 2,
    id: (p) => textOf(p, ID),
    handle: (p) => textOf(p, HANDLE),
    title: (p) => textOf(p, TITLE),
    card: (p) =>
      unpackCard(JSON.parse(textOf(p, CARD)) as PackedCard, textOf(p, TITLE), header, (position) =>
        variantIdOf(variantStarts[p] + position),
      ),
    searchTables,
    variantId: variantIdOf,
  };
  function variantIdOf(v: number): string {
    return variantIds[v] >= 0 ? expandVariantId(variantIds[v]) : otherIds.get(v)!;
  }
  function u8flags(p: number): number {
    return bytes[offsets.flags + p];
  }
}

function isColumnsHeader(value: unknown): value is ColumnsHeader {
  if (!isSnapshotHeader(value)) return false;
  const header = value as Partial<ColumnsHeader>;
  return (
    Array.isArray(header.strings) &&
    Array.isArray(header.stringLists) &&
    Array.isArray(header.otherVariantIds) &&
    Array.isArray(header.variantTitles) &&
    typeof header.textBytes === "number" &&
    Array.isArray(header.searchWords) &&
    typeof header.searchFields === "number" &&
    typeof header.searchPostings === "number"
  );
}
