// A shopper's copy of a kept signed-in page (decision 056): taken apart once, put together per shopper.
// The Worker test (tests/worker/signed-in-pages.test.ts) checks the copy against a real render; these check
// the edges a render seldom shows: escaping, favorites on and off the page, pages it must refuse.
import { describe, expect, it } from "vitest";
import { copyOf, LOADER_DATA_START, takeApart, type StandIn } from "../../app/lib/framework-internals/kept-page-copy";

const standIn: StandIn = { id: "stand-in-shopper", email: "stand-in@signed-in-page.invalid", scope: "user-000abc" };

/** A page shaped as Remix writes one: the loader data as a turbo-stream in a script, cards with hearts. */
function page(options: { filled?: boolean; favoriteIds?: string[] } = {}) {
  const flat: unknown[] = [
    { _1: 2 },
    "loaderData",
    { _3: 4, _12: 13 },
    "root",
    { _5: 6, _10: 11 },
    "user",
    { _7: 8, _9: 0 },
    "id",
    standIn.id,
    "email",
    "cacheScope",
    standIn.scope,
    "routes/products._index",
    { _14: 15 },
    "shopper",
    { _16: 17 },
    "favoriteProductIds",
    [],
  ];
  flat[6] = { _7: 8, _9: 18 };
  flat.push(standIn.email);
  if (options.favoriteIds) {
    const at = flat.length;
    flat.push(
      ...options.favoriteIds,
      options.favoriteIds.map((_, index) => at + index),
    );
    flat[15] = { _16: flat.length - 1 };
  }
  const turbo = `${JSON.stringify(flat)}\n`;
  const literal = JSON.stringify(turbo).replace(/</g, "\\u003c");
  const card = (id: string, title: string) =>
    `<li><article class="card" aria-label="${title}"><form class="card-heart"><input type="hidden" name="productId" value="${id}"/><button aria-label="${options.filled ? "Remove" : "Add"} ${title}" aria-pressed="${options.filled ? "true" : "false"}"></button></form></article></li>`;
  return (
    `<html data-theme="system"><head><meta name="boutique-cache-scope" content="${standIn.scope}"/></head><body>` +
    `<span>${standIn.email}</span><ul>${card("p1", "One")}${card("p&amp;2", "Two")}${card("p3", "Three")}</ul>` +
    `<p>${standIn.email}</p><script nonce="old-nonce">boot()</script>` +
    `<script nonce="old-nonce">${LOADER_DATA_START}${literal});</script></body></html>`
  );
}

const decoder = new TextDecoder();

/** The loader data of a page, resolved to values. */
function loaderData(html: string): unknown {
  const literal = /enqueue\((".*?")\);<\/script>/s.exec(html)![1];
  const flat = JSON.parse((JSON.parse(literal) as string).split("\n")[0]) as unknown[];
  const resolve = (index: number): unknown => {
    const value = flat[index];
    if (Array.isArray(value)) return value.map((item) => resolve(item as number));
    if (value && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value as Record<string, number>).map(([key, at]) => [flat[Number(key.slice(1))], resolve(at)]),
      );
    return value;
  };
  return resolve(0);
}

const values = {
  id: "user-42",
  email: `o'brien+"shop"&co@example.com`,
  scope: "user-fff111",
  favoriteIds: [] as string[],
  nonce: "new-nonce",
};

describe("a copy of a kept page", () => {
  it("puts the shopper's address (escaped as React escapes text), scope and nonce in every place", () => {
    const parts = takeApart(page(), standIn)!;
    const html = decoder.decode(copyOf(parts, null, values)!);
    expect(html).not.toContain("stand-in");
    expect(html).not.toContain(standIn.scope);
    expect(html).not.toContain("old-nonce");
    expect(html.match(/o&#x27;brien\+&quot;shop&quot;&amp;co@example\.com/g)).toHaveLength(2);
    expect(html).toContain('content="user-fff111"');
    expect(html.match(/nonce="new-nonce"/g)).toHaveLength(2);
    expect(loaderData(html)).toEqual({
      loaderData: {
        root: { user: { id: "user-42", email: values.email }, cacheScope: "user-fff111" },
        "routes/products._index": { shopper: { favoriteProductIds: [] } },
      },
    });
  });

  it("takes each favorite's card from the filled page and lists every favorite in the loader data", () => {
    const parts = takeApart(page(), standIn)!;
    const filled = takeApart(page({ filled: true, favoriteIds: ["p1", "p&2", "p3"] }), standIn)!;
    const favoriteIds = ["p&2", "elsewhere"];
    const html = decoder.decode(copyOf(parts, filled, { ...values, favoriteIds })!);
    expect(html).toContain('aria-label="Add One" aria-pressed="false"');
    expect(html).toContain('aria-label="Remove Two" aria-pressed="true"');
    expect(html).toContain('aria-label="Add Three" aria-pressed="false"');
    expect(loaderData(html)).toMatchObject({
      loaderData: { "routes/products._index": { shopper: { favoriteProductIds: favoriteIds } } },
    });
    // A favorite on the page and no filled page to take it from: no copy (the page is rendered instead).
    expect(copyOf(parts, null, { ...values, favoriteIds })).toBeNull();
    // A favorite only elsewhere needs no filled page.
    expect(copyOf(parts, null, { ...values, favoriteIds: ["elsewhere"] })).not.toBeNull();
  });

  it("refuses a page that is not the stand-in's, or has the stand-in where it knows no place", () => {
    expect(takeApart(page().replace("enqueue(", "enqueue ("), standIn)).toBeNull();
    expect(takeApart(page().replaceAll(standIn.id, "someone"), standIn)).toBeNull();
    expect(takeApart(page().replace("<body>", `<body data-user="${standIn.id}">`), standIn)).toBeNull();
    expect(takeApart(page().replace("favoriteProductIds", "favorites"), standIn)).toBeNull();
  });
});
