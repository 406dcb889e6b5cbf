// Search suggestions while typing (/api/search-suggestions): the listing's own
// search (same products, same order, typos, the whole-word rule, database
// products), collections and completions; bad input is a 400, never a 500;
// answers are cacheable and remembered. And the results page says what it is:
// "N results for 'q'", and a search that finds nothing offers a way on.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCHES } from "../bench/listing-queries";
import { parseHtml, textOf } from "../support/html";
import { DEFAULT_ACCESS_TOKEN } from "../../workers/demo-shop/server";
import { startTestStack, type TestStack } from "../support/worker-stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ bindings: { HTML_CACHE: "off" } });
  // Eight searchers on five networks looked for "linen tote", one for "lingerie now" eight times: only the
  // first is popular. Written before any suggestion is asked for, since an isolate reads popular searches at
  // most every 10 minutes.
  const rows: [string, string, string, string][] = [
    ...Array.from({ length: 8 }, (_, i): [string, string, string, string] => [
      "linen tote",
      `s${i}`,
      `n_0${i % 5}`,
      `p${i}`,
    ]),
    ...Array.from({ length: 8 }, (_, i): [string, string, string, string] => ["lingerie now", "s9", "n_09", `q${i}`]),
  ];
  for (const [query, session, network, id] of rows)
    await stack.sql.execute({
      sql: "insert into search_analytics (id, query, results_count, session_id, network_bucket) values (?, ?, 4, ?, ?)",
      args: [id, query, session, network],
    });
});
afterAll(async () => {
  await stack?.close();
});

type Suggestions = {
  query: string;
  searched: string | null;
  total: number;
  products: { handle: string; title: string; price: string; image: { url: string } | null }[];
  collections: { handle: string; title: string }[];
  completions: string[];
};

async function suggest(q: string): Promise<{ response: Response; body: Suggestions }> {
  const response = await stack.fetch(`/api/search-suggestions?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return { response, body: (await response.json()) as Suggestions };
}

/** The listing page for a search: its product links in order, its total, its heading. */
async function listing(q: string) {
  const response = await stack.fetch(`/products?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  // Each card links its product twice (image and title): first sightings, in page order.
  const handles = [...new Set([...html.matchAll(/href="\/products\/([^"?#]+)"/g)].map((match) => match[1]))];
  const total = Number(/Showing \d+-\d+ of (\d+) products/.exec(html)?.[1] ?? 0);
  return { html, handles, total };
}

describe("search suggestions", () => {
  it("offers the listing's first six products for the query, with title, price and image, and its total", async () => {
    const { body } = await suggest("maxi");
    const page = await listing("maxi");
    expect(page.total).toBeGreaterThan(6);
    expect(body.total).toBe(page.total);
    expect(body.products.map((product) => product.handle)).toEqual(page.handles.slice(0, 6));
    for (const product of body.products) {
      expect(textOf(parseHtml(page.html))).toContain(product.title);
      expect(product.price).toMatch(/^\$\d+\.\d\d$/);
      expect(product.image?.url).toMatch(/width=96/);
    }
  });

  it("applies the whole-word rule: 'mini' finds only products that say mini as a word", async () => {
    const answer = await stack.demoShop("/api/2025-01/graphql.json", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": DEFAULT_ACCESS_TOKEN },
      body: JSON.stringify({
        query:
          "{ products(first: 250) { nodes { title description productType tags priceRange { minVariantPrice { amount } } } } }",
      }),
    });
    const nodes = (
      (await answer.json()) as {
        data: {
          products: {
            nodes: {
              title: string;
              description: string;
              productType: string;
              tags: string[];
              priceRange: { minVariantPrice: { amount: string } };
            }[];
          };
        };
      }
    ).data.products.nodes.filter((node) => Number(node.priceRange.minVariantPrice.amount) <= 500);
    const textOf = (node: (typeof nodes)[number]) =>
      [node.title, node.description, node.productType, ...node.tags].join("\n").toLowerCase();
    const holdingMini = nodes.filter((node) => textOf(node).includes("mini"));
    const sayingMini = nodes.filter((node) => /(?<![a-z0-9])mini(?![a-z0-9])/.test(textOf(node)));
    // "minimal", "minimalist" and the like hold the letters without the word.
    expect(holdingMini.length).toBeGreaterThan(sayingMini.length);
    const { body } = await suggest("mini");
    expect(body.total).toBe(sayingMini.length);
  });

  it("includes database products and forgives a typo", async () => {
    const exact = await suggest("mala");
    expect(exact.body.products.map((product) => product.handle)).toContain("amber-bead-mala");
    const typo = await suggest("ambr bead mala");
    expect(typo.body.products[0]).toMatchObject({
      handle: "amber-bead-mala",
      title: "Amber Bead Mala",
      price: "$68.00",
    });
  });

  it("names matching collections and completes the word being typed from the catalogue and popular searches", async () => {
    expect((await suggest("godd")).body.collections).toContainEqual({ handle: "goddess", title: "Goddess" });
    expect((await suggest("dress")).body.collections.map((c) => c.handle)).toContain("dresses");
    const kimo = await suggest("kimo");
    expect(kimo.body.completions).toContain("kimono");
    const lin = await suggest("lin");
    // Popular first; one visitor's repeated search is not popular.
    expect(lin.body.completions[0]).toBe("linen tote");
    expect(lin.body.completions).not.toContain("lingerie now");
    expect(lin.body.completions).toContain("linen");
  });

  it("answers bad input with 400 and a message, never a 500, and writes nothing", async () => {
    for (const query of [
      "",
      "?q=",
      "?q=a",
      "?q=%20%20b%20",
      `?q=${"x".repeat(101)}`,
      "?q=maxi&q=midi",
      "?q=ma%00xi",
      "?q=%3C%3E%22",
    ]) {
      const response = await stack.fetch(`/api/search-suggestions${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(((await response.json()) as { error: string }).error).toBe(
        "A search suggestion needs 2 to 100 characters.",
      );
    }
    for (const query of ["%E2%9C%A8%F0%9F%8C%99", "'; drop table products; --", "%25%25", `${"y".repeat(100)}`])
      expect((await stack.fetch(`/api/search-suggestions?q=${encodeURIComponent(query)}`)).status, query).toBe(200);
    // A listing search after them is recorded (in a batch, after its answer); once its row is there, the
    // suggestions would have been too, had they written anything.
    await (await stack.fetch("/products?q=velvet")).text();
    await expect
      .poll(
        async () =>
          (await stack.sql.execute("select count(*) as n from search_analytics where query = 'velvet'")).rows[0].n,
        { timeout: 20_000 },
      )
      .toBe(1);
    const suggested = await stack.sql.execute(
      "select count(*) as n from search_analytics where query like '%drop table%' or query like 'yyyy%'",
    );
    expect(suggested.rows[0].n).toBe(0);
  });

  it("may be cached for a minute and is remembered per query in the isolate", async () => {
    const first = await suggest("crochet");
    expect(first.response.headers.get("Cache-Control")).toBe("public, max-age=60");
    const again = await suggest("Crochet ");
    expect(again.response.headers.get("Server-Timing")).toContain('desc="hit"');
    expect(again.body).toEqual(first.body);
  });
});

describe("the search results page", () => {
  it("says how many results the search found, as the footer line does", async () => {
    const page = await listing("maxi");
    expect(textOf(parseHtml(page.html).getElementById("listing-results"))).toBe(`${page.total} results for 'maxi'`);
    expect(page.html).toContain(`of ${page.total} products`);
  });

  it("answers a misspelt search in the catalogue's spelling, says so, and links the words as typed", async () => {
    const page = await listing("mlaa");
    expect(page.handles).toContain("amber-bead-mala");
    const correction = textOf(parseHtml(page.html).querySelector('[data-testid="search-correction"]'));
    expect(correction).toContain("Showing results for mala");
    expect(correction).toContain("Search instead for mlaa");
    expect(page.html).toMatch(/<a href="\/products\?q=mlaa&amp;asTyped=true"[^>]*>mlaa<\/a>/);
    expect(textOf(parseHtml(page.html).getElementById("listing-results"))).toBe(
      `${page.total} ${page.total === 1 ? "result" : "results"} for 'mala'`,
    );
    // The suggestions show what the listing shows.
    const suggested = await suggest("mlaa");
    expect(suggested.body).toMatchObject({ searched: "mala", total: page.total });
  });

  it("turns a search that found nothing into a way on: did you mean, popular searches, collections", async () => {
    // As typed, "mlaa" finds nothing; the catalogue's spelling is offered.
    const asTyped = await stack.fetch("/products?q=mlaa&asTyped=true");
    const html = await asTyped.text();
    expect(html).toContain("No products found");
    expect(html).toMatch(/Did you mean(?:<!-- -->)? <a href="\/products\?q=mala"[^>]*>mala<\/a>/);
    // Nothing near it at all: popular searches and the collections.
    const page = await listing("xqzvw");
    expect(page.total).toBe(0);
    expect(page.html).toContain("No products found");
    expect(page.html).not.toContain("Did you mean");
    expect(page.html).toMatch(/<a href="\/products\?q=linen%20tote"[^>]*>linen tote<\/a>/);
    expect(page.html).toMatch(/<a href="\/collections\/goddess"[^>]*>Goddess<\/a>/);
  });
});

describe("suggestions never lead to an empty page", () => {
  it("every completion offered while typing the bench's searches and their typos lists products", async () => {
    const typed = [
      ...SEARCHES,
      "crochit dres",
      "linnen dress",
      "embroiderd blouse",
      "silver earings",
      "boho dres",
      "lether sandals",
    ];
    const prefixes = new Set<string>();
    for (const search of typed)
      for (let end = 2; end <= search.length; end += 1) prefixes.add(search.slice(0, end).trim());
    const offered = new Map<string, string>();
    for (const prefix of [...prefixes].filter((prefix) => prefix.length >= 2))
      for (const completion of (await suggest(prefix)).body.completions) offered.set(completion, prefix);
    expect(offered.size).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const [completion, prefix] of offered) {
      const counted = (await (await stack.fetch(`/api/listing-count?q=${encodeURIComponent(completion)}`)).json()) as {
        total: number;
      };
      if (counted.total === 0) empty.push(`${completion} (offered for ${prefix})`);
    }
    expect(empty).toEqual([]);
    // A misspelt search is completed in the catalogue's spelling.
    expect((await suggest("crochit dres")).body.completions).toContain("crochet dress");
  });

  it("the Worker carries no Fuse.js: the search is the word index, Fuse only the tests' oracle", () => {
    const bundle = readFileSync(new URL("../../dist/app.js", import.meta.url), "utf8");
    expect(bundle.length).toBeGreaterThan(1_000_000);
    expect(bundle).not.toMatch(/BitapSearch|ExtendedSearch|fuse\.js/);
  });
});
