// The shopper's copy of a page kept for every signed-in shopper (decision 056), as bytes: the kept page is
// taken apart once into the bytes every copy shares and the places that are the shopper's own (the stand-in's
// address and cache scope, the nonce, the loader data, each product card), and each copy is those bytes put
// back together around the shopper's values. Plain data and pure functions: nothing here does I/O.

/** Who the kept page was rendered for: nobody, so each of these values marks a place that is the shopper's. */
export type StandIn = { id: string; email: string; scope: string };

/** What a copy puts in: the shopper's id, address, cache scope and favorites, and the answer's nonce. */
export type CopyValues = { id: string; email: string; scope: string; favoriteIds: readonly string[]; nonce: string };

type Place = "email" | "scope" | "nonce" | "loaderData" | { card: number };
type Card = { productId: string; bytes: Uint8Array };

/** A kept page taken apart: shared bytes and places, in page order. */
export type KeptPageParts = {
  pieces: (Uint8Array | Place)[];
  cards: Card[];
  loaderData: LoaderDataParts;
  /** Bytes held, for the isolate's budget */
  size: number;
};

/**
 * The loader data (Remix's single-fetch stream: a turbo-stream whose first line is one flat JSON array, inside
 * a JavaScript string) as the text between its own places: the stand-in's id, address and scope, the index
 * the favorites' holder points to, and the end of the flat array, where a copy adds the shopper's favorites.
 */
type LoaderDataParts = {
  texts: string[];
  places: ("id" | "email" | "scope" | "favorites" | "end")[];
  /** Entries in the flat array: a copy's own values are added from here on */
  length: number;
};

export const LOADER_DATA_START = "window.__remixContext.streamController.enqueue(";
const LOADER_DATA_END = ");</script>";
/** Stands for the favorites' index while the flat array is written out: no real index is negative below -7. */
const FAVORITES_MARK = -1_000_001;

const encoder = new TextEncoder();

/** Takes a kept page apart; null when it is not as a listing rendered for the stand-in is (then the page is rendered instead). */
export function takeApart(html: string, standIn: StandIn): KeptPageParts | null {
  const dataStart = html.indexOf(LOADER_DATA_START);
  if (dataStart < 0) return null;
  const literalStart = dataStart + LOADER_DATA_START.length;
  const literalEnd = html.indexOf(LOADER_DATA_END, literalStart);
  if (literalEnd < 0) return null;
  const loaderData = loaderDataParts(html.slice(literalStart, literalEnd), standIn);
  if (!loaderData) return null;
  const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
  if (!nonce) return null;
  // The stand-in's id is in the loader data only; anywhere else it would be a place this does not know.
  if (html.indexOf(standIn.id) < literalStart || html.indexOf(standIn.id, literalEnd) >= 0) return null;

  // Every place in the page, in order: the stand-in's address and scope and the nonce (anywhere but the
  // loader data), the loader data, and the cards.
  const places: { at: number; end: number; place: Place }[] = [
    { at: literalStart, end: literalEnd, place: "loaderData" },
  ];
  const find = (text: string, place: Place) => {
    for (let at = html.indexOf(text); at >= 0; at = html.indexOf(text, at + text.length))
      if (at < literalStart || at >= literalEnd) places.push({ at, end: at + text.length, place });
  };
  find(standIn.email, "email");
  find(standIn.scope, "scope");
  find(`nonce="${nonce}"`, "nonce");
  const cards: Card[] = [];
  for (const card of cardsOf(html.slice(0, dataStart))) {
    places.push({ at: card.start, end: card.end, place: { card: cards.length } });
    cards.push({ productId: card.productId, bytes: encoder.encode(card.html) });
  }
  places.sort((a, b) => a.at - b.at);
  const pieces: (Uint8Array | Place)[] = [];
  let size = cards.reduce((sum, card) => sum + card.bytes.length, 0);
  let at = 0;
  for (const place of places) {
    if (place.at < at) return null; // overlapping places: not a page this knows
    const shared = encoder.encode(html.slice(at, place.at));
    size += shared.length;
    pieces.push(shared, place.place);
    at = place.end;
  }
  const last = encoder.encode(html.slice(at));
  pieces.push(last);
  size += last.length + loaderData.texts.reduce((sum, text) => sum + text.length, 0);
  return { pieces, cards, loaderData, size };
}

/**
 * The shopper's copy as bytes: their values in every place, and each card on the page that is one of their
 * favorites taken from `filled` (the same page with every heart filled). Null when `filled` is needed and
 * missing or not the same cards.
 */
export function copyOf(
  parts: KeptPageParts,
  filled: KeptPageParts | null,
  values: CopyValues,
): Uint8Array<ArrayBuffer> | null {
  const favorite = new Set(values.favoriteIds);
  const needsFilled = parts.cards.some((card) => favorite.has(card.productId));
  if (needsFilled) {
    if (!filled || filled.cards.length !== parts.cards.length) return null;
    if (filled.cards.some((card, index) => card.productId !== parts.cards[index].productId)) return null;
  }
  const email = encoder.encode(escapeHtmlText(values.email));
  const scope = encoder.encode(values.scope);
  const nonce = encoder.encode(`nonce="${values.nonce}"`);
  const loaderData = encoder.encode(loaderDataCopy(parts.loaderData, values));
  const chunks = parts.pieces.map((piece) => {
    if (piece instanceof Uint8Array) return piece;
    if (piece === "email") return email;
    if (piece === "scope") return scope;
    if (piece === "nonce") return nonce;
    if (piece === "loaderData") return loaderData;
    const card = parts.cards[piece.card];
    return favorite.has(card.productId) ? filled!.cards[piece.card].bytes : card.bytes;
  });
  return joined(chunks);
}

/** The product cards (`<article>`) of a page, in order, each with the product id its heart form sends. */
function cardsOf(html: string): { start: number; end: number; html: string; productId: string }[] {
  const cards = [];
  for (let start = html.indexOf("<article"); start >= 0; start = html.indexOf("<article", start + 1)) {
    const close = html.indexOf("</article>", start);
    if (close < 0) return [];
    const end = close + "</article>".length;
    const card = html.slice(start, end);
    const productId = /name="productId" value="([^"]*)"/.exec(card)?.[1];
    if (productId !== undefined) cards.push({ start, end, html: card, productId: unescapeAttribute(productId) });
  }
  return cards;
}

function loaderDataParts(literal: string, standIn: StandIn): LoaderDataParts | null {
  let line: string;
  let rest: string;
  let flat: unknown[];
  try {
    const text = JSON.parse(literal) as string;
    const lineEnd = text.indexOf("\n");
    if (lineEnd < 0) return null;
    line = text.slice(0, lineEnd);
    rest = text.slice(lineEnd);
    flat = JSON.parse(line) as unknown[];
  } catch {
    return null;
  }
  if (!Array.isArray(flat)) return null;
  const count = (value: string) => flat.filter((entry) => entry === value).length;
  if (count(standIn.id) !== 1 || count(standIn.email) !== 1 || count(standIn.scope) !== 1) return null;
  const key = flat.indexOf("favoriteProductIds");
  const holders = flat.filter(
    (entry): entry is Record<string, number> =>
      typeof entry === "object" && entry !== null && !Array.isArray(entry) && `_${key}` in entry,
  );
  if (key < 0 || holders.length !== 1) return null;
  holders[0][`_${key}`] = FAVORITES_MARK;
  const written = JSON.stringify(flat);
  // The places in the flat array's text, in order; each found once.
  const marks: { at: number; length: number; place: LoaderDataParts["places"][number] }[] = [];
  const mark = (text: string, place: LoaderDataParts["places"][number]) => {
    const at = written.indexOf(text);
    if (at < 0 || written.indexOf(text, at + 1) >= 0) return false;
    marks.push({ at, length: text.length, place });
    return true;
  };
  if (
    !mark(JSON.stringify(standIn.id), "id") ||
    !mark(JSON.stringify(standIn.email), "email") ||
    !mark(JSON.stringify(standIn.scope), "scope") ||
    !mark(`:${FAVORITES_MARK}`, "favorites")
  )
    return null;
  marks.push({ at: written.length - 1, length: 0, place: "end" });
  marks.sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  const places: LoaderDataParts["places"] = [];
  let at = 0;
  for (const { at: start, length, place } of marks) {
    texts.push(written.slice(at, start));
    places.push(place);
    at = start + length;
  }
  texts.push(written.slice(at) + rest);
  // Nothing of the stand-in may be left between the places (inside a longer text, say).
  if (texts.some((text) => [standIn.id, standIn.email, standIn.scope].some((value) => text.includes(value))))
    return null;
  return { texts: texts.map(literalBody), places, length: flat.length };
}

/** The loader data's JavaScript string for a copy: the shopper's values in its places, their favorites added at the end. */
function loaderDataCopy(parts: LoaderDataParts, values: CopyValues): string {
  const json = (value: string) => literalBody(JSON.stringify(value));
  const favorites = values.favoriteIds;
  // The shopper's favorites go after the kept entries: each id, then the list of their indexes.
  const added = `${favorites.map((id) => `,${JSON.stringify(id)}`).join("")},[${favorites.map((_, index) => parts.length + index).join(",")}]`;
  const favoritesIndex = parts.length + favorites.length;
  let literal = '"';
  parts.places.forEach((place, index) => {
    literal += parts.texts[index];
    if (place === "id") literal += json(values.id);
    else if (place === "email") literal += json(values.email);
    else if (place === "scope") literal += json(values.scope);
    else if (place === "favorites") literal += `:${favoritesIndex}`;
    else literal += literalBody(added);
  });
  return `${literal}${parts.texts[parts.texts.length - 1]}"`;
}

/** Text as it stands inside the loader data's JavaScript string: JSON-escaped, then as Remix escapes it for a script. */
function literalBody(text: string): string {
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (character) => SCRIPT_ESCAPES[character]);
}
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** As React writes text: these five characters as entities. */
function escapeHtmlText(text: string): string {
  return text.replace(/["&'<>]/g, (character) => HTML_ESCAPES[character]);
}
const HTML_ESCAPES: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" };

function unescapeAttribute(text: string): string {
  return text.replace(
    /&(?:quot|amp|#x27|lt|gt);/g,
    (entity) => Object.keys(HTML_ESCAPES).find((character) => HTML_ESCAPES[character] === entity) ?? entity,
  );
}

/** A stored page taken apart at its nonces only (an anonymous page: nothing else in it is anyone's). */
export type NoncedPageParts = { pieces: (Uint8Array | "nonce")[]; size: number };

export function takeApartAtNonces(html: string, nonce: string | null): NoncedPageParts {
  const pieces: (Uint8Array | "nonce")[] = [];
  let size = 0;
  let at = 0;
  const mark = `nonce="${nonce}"`;
  for (let found = nonce ? html.indexOf(mark) : -1; found >= 0; found = html.indexOf(mark, at)) {
    const shared = encoder.encode(html.slice(at, found));
    pieces.push(shared, "nonce");
    size += shared.length;
    at = found + mark.length;
  }
  const last = encoder.encode(html.slice(at));
  pieces.push(last);
  return { pieces, size: size + last.length };
}

export function copyWithNonce(parts: NoncedPageParts, nonce: string): Uint8Array<ArrayBuffer> {
  const attribute = encoder.encode(`nonce="${nonce}"`);
  const chunks = parts.pieces.map((piece) => (piece === "nonce" ? attribute : piece));
  return joined(chunks);
}

function joined(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    copy.set(chunk, at);
    at += chunk.length;
  }
  return copy;
}

/**
 * A copy as the body of an answer, handed on a slice at a time as a rendered page streams: one write of the whole
 * page reaches the browser as one chunk, and it parses it in one long task (Lighthouse counts it as blocking).
 */
export function sliced(bytes: Uint8Array, sliceBytes = 16 * 1024): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(bytes.subarray(at, at + sliceBytes));
      at += sliceBytes;
      if (at >= bytes.length) controller.close();
    },
  });
}
