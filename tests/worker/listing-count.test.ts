// The narrow-screen filter panel's count: /api/listing-count answers, for any
// filter state, the number of products the listing then shows for it (the
// same query), never an error for odd input, and nothing cacheable.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });

async function listingTotal(path: string): Promise<number> {
  const response = await stack.fetch(path);
  expect(response.status).toBe(200);
  const match = /Showing \d+-\d+ of (\d+) products/.exec(await response.text());
  return match ? Number(match[1]) : 0;
}

async function counted(query: string): Promise<{ status: number; total: unknown; cacheControl: string | null }> {
  const response = await stack.fetch(`/api/listing-count${query}`);
  const body = (await response.json()) as { total?: unknown };
  return { status: response.status, total: body.total, cacheControl: response.headers.get("Cache-Control") };
}

describe("the listing count", () => {
  it("equals the total the listing shows for the same filters, on /products and on a collection", async () => {
    const cases: [countQuery: string, page: string][] = [
      ["", "/products"],
      ["?colors=Sage", "/products?colors=Sage"],
      ["?q=maxi&sizes=m,l&hideOutOfStock=true", "/products?q=maxi&sizes=m,l&hideOutOfStock=true"],
      ["?category=dresses&maxPrice=120", "/collections/dresses?maxPrice=120"],
      [
        "?category=tops&topsSubCategories=Kimonos,Tanks&colors=Beige",
        "/collections/tops?colors=Beige&topsSubCategories=Kimonos,Tanks",
      ],
    ];
    const totals = new Set<number>();
    for (const [countQuery, page] of cases) {
      const answer = await counted(countQuery);
      expect(answer.status, countQuery).toBe(200);
      expect(answer.total, countQuery).toBe(await listingTotal(page));
      expect(answer.cacheControl).toBe("no-store");
      totals.add(answer.total as number);
    }
    // The cases differ, so a count that ignored the filters would not pass.
    expect(totals.size).toBeGreaterThan(3);
  });

  it("reads odd input as the listing does: unknown values dropped, never an error", async () => {
    for (const query of [
      "?colors=Plaid&sizes=huge",
      "?minPrice=-5&maxPrice=abc&page=0",
      "?category=%3Cscript%3E",
      `?q=${"x".repeat(500)}`,
      "?topsSubCategories=Kimonos",
    ]) {
      const answer = await counted(query);
      expect(answer.status, query).toBe(200);
      expect(typeof answer.total, query).toBe("number");
    }
    expect((await counted("?colors=Plaid")).total).toBe((await counted("")).total);
  });
});
