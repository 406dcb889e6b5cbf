// A subset of Shopify's search syntax for `products(query:)`: free words,
// "quoted phrases", field:value terms (tag, product_type, title, vendor, handle,
// id, sku, available_for_sale, price/variants.price, created_at, updated_at),
// comparators (:>, :<, :>=, :<=), trailing * for prefixes, AND, OR, NOT, a
// leading - for negation, and parentheses. Words match whole words, with simple
// plurals ("dress" finds "dresses"): "mini" never matches "minimal".
import type { DemoProduct } from "./catalog";

type Comparator = ":" | ">" | "<" | ">=" | "<=";

type Term = { kind: "term"; field: string | null; value: string; comparator: Comparator; prefix: boolean };

export type ProductQuery =
  | Term
  | { kind: "and"; children: ProductQuery[] }
  | { kind: "or"; children: ProductQuery[] }
  | { kind: "not"; child: ProductQuery };

type Token = { type: "open" | "close" | "and" | "or" | "not" } | { type: "term"; term: Term };

export function parseProductQuery(query: string): ProductQuery | null {
  const tokens = tokenize(query);
  if (tokens.length === 0) return null;
  let position = 0;
  const peek = () => tokens[position];

  const parseOr = (): ProductQuery => {
    const children = [parseAnd()];
    while (peek()?.type === "or") {
      position++;
      children.push(parseAnd());
    }
    return children.length === 1 ? children[0] : { kind: "or", children };
  };
  const parseAnd = (): ProductQuery => {
    const children: ProductQuery[] = [];
    for (let token = peek(); token && token.type !== "or" && token.type !== "close"; token = peek()) {
      if (token.type === "and") {
        position++;
        continue;
      }
      children.push(parseUnary());
    }
    // An empty group ("()" or a dangling OR) matches everything, as Shopify ignores it.
    return children.length === 1 ? children[0] : { kind: "and", children };
  };
  const parseUnary = (): ProductQuery => {
    const token = tokens[position++];
    if (token.type === "not") return peek() ? { kind: "not", child: parseUnary() } : { kind: "and", children: [] };
    if (token.type === "open") {
      const inner = parseOr();
      if (peek()?.type === "close") position++;
      return inner;
    }
    if (token.type === "term") return token.term;
    return { kind: "and", children: [] };
  };

  const parsed: ProductQuery[] = [];
  while (position < tokens.length) {
    if (peek().type === "close") {
      position++; // an unbalanced ")" is ignored
      continue;
    }
    parsed.push(parseOr());
  }
  return parsed.length === 1 ? parsed[0] : { kind: "and", children: parsed };
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  const readQuoted = () => {
    const close = query.indexOf('"', index + 1);
    const end = close === -1 ? query.length : close;
    const text = query.slice(index + 1, end);
    index = end + 1;
    return text;
  };
  while (index < query.length) {
    const char = query[index];
    if (/\s/.test(char)) {
      index++;
    } else if (char === "(" || char === ")") {
      tokens.push({ type: char === "(" ? "open" : "close" });
      index++;
    } else if (char === "-" && index + 1 < query.length && !/\s/.test(query[index + 1])) {
      tokens.push({ type: "not" });
      index++;
    } else if (char === '"') {
      tokens.push({
        type: "term",
        term: { kind: "term", field: null, value: readQuoted(), comparator: ":", prefix: false },
      });
    } else {
      const start = index;
      while (index < query.length && !/[\s():"]/.test(query[index])) index++;
      const word = query.slice(start, index);
      if (query[index] === ":") {
        index++;
        let comparator: Comparator = ":";
        const operator = /^(>=|<=|>|<)/.exec(query.slice(index));
        if (operator) {
          comparator = operator[1] as Comparator;
          index += operator[1].length;
        }
        let value: string;
        if (query[index] === '"') value = readQuoted();
        else {
          const valueStart = index;
          while (index < query.length && !/[\s()]/.test(query[index])) index++;
          value = query.slice(valueStart, index);
        }
        tokens.push({
          type: "term",
          term: withPrefix({ kind: "term", field: word.toLowerCase(), value, comparator, prefix: false }),
        });
      } else if (word === "AND" || word === "OR" || word === "NOT") {
        tokens.push({ type: word.toLowerCase() as "and" | "or" | "not" });
      } else if (word.length > 0) {
        tokens.push({
          type: "term",
          term: withPrefix({ kind: "term", field: null, value: word, comparator: ":", prefix: false }),
        });
      } else {
        index++; // a stray ":"
      }
    }
  }
  return tokens;
}

function withPrefix(term: Term): Term {
  return term.value.endsWith("*") ? { ...term, value: term.value.slice(0, -1), prefix: true } : term;
}

type SearchIndex = {
  words: Set<string>;
  titleWords: Set<string>;
  text: string;
  titleText: string;
  tags: string[];
  productType: string;
  vendor: string;
};

// Built once per product and kept as long as the product lives.
const searchIndexes = new WeakMap<DemoProduct, SearchIndex>();

function searchIndexOf(product: DemoProduct): SearchIndex {
  let index = searchIndexes.get(product);
  if (!index) {
    const titleTokens = wordsOf(product.title);
    const allTokens = [
      ...titleTokens,
      ...wordsOf(product.description),
      ...wordsOf(product.productType),
      ...product.tags.flatMap(wordsOf),
      ...wordsOf(product.vendor),
    ];
    index = {
      words: new Set(allTokens.flatMap(withHyphenParts)),
      titleWords: new Set(titleTokens.flatMap(withHyphenParts)),
      text: ` ${allTokens.join(" ")} `,
      titleText: ` ${titleTokens.join(" ")} `,
      tags: product.tags.map((tag) => tag.toLowerCase()),
      productType: product.productType.toLowerCase(),
      vendor: product.vendor.toLowerCase(),
    };
    searchIndexes.set(product, index);
  }
  return index;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ""))
    .filter((word) => word.length > 0);
}

function withHyphenParts(word: string): string[] {
  return word.includes("-") ? [word, ...word.split("-").filter(Boolean)] : [word];
}

function hasWord(words: Set<string>, word: string, prefix: boolean): boolean {
  if (prefix) {
    for (const candidate of words) if (candidate.startsWith(word)) return true;
    return false;
  }
  if (words.has(word) || words.has(`${word}s`) || words.has(`${word}es`)) return true;
  if (word.endsWith("es") && words.has(word.slice(0, -2))) return true;
  return word.endsWith("s") && words.has(word.slice(0, -1));
}

/** Free text: every word of the value must appear; a multi-word value is a phrase. */
function matchesText(words: Set<string>, text: string, value: string, prefix: boolean): boolean {
  const valueWords = wordsOf(value);
  if (valueWords.length === 0) return true;
  if (valueWords.length === 1) return hasWord(words, valueWords[0], prefix);
  return text.includes(` ${valueWords.join(" ")}${prefix ? "" : " "}`);
}

function matchesExactly(actual: string, value: string, prefix: boolean): boolean {
  const expected = value.toLowerCase();
  return prefix ? actual.startsWith(expected) : actual === expected;
}

function compare(actual: number, comparator: Comparator, expected: number): boolean {
  switch (comparator) {
    case ">":
      return actual > expected;
    case "<":
      return actual < expected;
    case ">=":
      return actual >= expected;
    case "<=":
      return actual <= expected;
    default:
      return actual === expected;
  }
}

function matchesTerm(product: DemoProduct, term: Term): boolean {
  const index = searchIndexOf(product);
  const { value, prefix, comparator } = term;
  switch (term.field) {
    case null:
      return matchesText(index.words, index.text, value, prefix);
    case "title":
      return matchesText(index.titleWords, index.titleText, value, prefix);
    case "tag":
      return index.tags.some((tag) => matchesExactly(tag, value, prefix));
    case "tag_not":
      return !index.tags.some((tag) => matchesExactly(tag, value, prefix));
    case "product_type":
      return matchesExactly(index.productType, value, prefix);
    case "vendor":
      return matchesExactly(index.vendor, value, prefix);
    case "handle":
      return matchesExactly(product.handle, value, prefix);
    case "id":
      return compare(product.numericId, comparator, Number(value.replace(/^gid:\/\/shopify\/Product\//, "")));
    case "sku":
      return product.variants.some((variant) => matchesExactly(variant.sku.toLowerCase(), value, prefix));
    case "available_for_sale":
      return product.availableForSale === (value.toLowerCase() === "true");
    case "price":
    case "variants.price":
      return product.variants.some((variant) => compare(Number(variant.price.amount), comparator, Number(value)));
    case "created_at":
      return compare(Date.parse(product.createdAt), comparator, Date.parse(value));
    case "updated_at":
      return compare(Date.parse(product.updatedAt), comparator, Date.parse(value));
    default:
      // Unknown fields fall back to free text on the value, as a lenient search box would.
      return matchesText(index.words, index.text, value, prefix);
  }
}

export function matchesProductQuery(product: DemoProduct, query: ProductQuery): boolean {
  switch (query.kind) {
    case "term":
      return matchesTerm(product, query);
    case "and":
      return query.children.every((child) => matchesProductQuery(product, child));
    case "or":
      return query.children.some((child) => matchesProductQuery(product, child));
    case "not":
      return !matchesProductQuery(product, query.child);
  }
}

/** A relevance score for RELEVANCE sorting: free words weigh most in the title. */
export function relevanceOf(product: DemoProduct, query: ProductQuery): number {
  switch (query.kind) {
    case "term": {
      if (query.field !== null && query.field !== "title") return matchesTerm(product, query) ? 1 : 0;
      const index = searchIndexOf(product);
      const inTitle = matchesText(index.titleWords, index.titleText, query.value, query.prefix);
      const inType = matchesText(
        new Set(wordsOf(product.productType)),
        ` ${wordsOf(product.productType).join(" ")} `,
        query.value,
        query.prefix,
      );
      return (inTitle ? 3 : 0) + (inType ? 2 : 0) + (matchesTerm(product, query) ? 1 : 0);
    }
    case "and":
    case "or":
      return query.children.reduce((sum, child) => sum + relevanceOf(product, child), 0);
    case "not":
      return 0;
  }
}
