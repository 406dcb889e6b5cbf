// The listing's first-load JavaScript budget: at most 90 KiB gzip of
// scripts before the page is interactive. Sizes, not timings, so a test can hold
// them; the benchmark prints the same figure and what the islands load after it.
// When this fails, `npx tsx tests/bench/first-load-js.ts /products` lists the
// files; move what is not needed at first paint into an island or a lazy import.
import { describe, expect, it } from "vitest";
import { firstLoadJavaScript } from "../support/first-load-javascript";
import { useTestStack } from "../support/test-stack-for-file";

const BUDGET_KIB = 90;

const stack = useTestStack({ productCount: 24 });

describe("first-load JavaScript", () => {
  it(`keeps /products within ${BUDGET_KIB} KiB gzip, with the framework and the page's own route module in it`, async () => {
    const response = await stack.fetch("/products");
    expect(response.status).toBe(200);
    const js = firstLoadJavaScript(await response.text());
    const names = js.files.map((file) => file.src).join("\n");
    // The weigher must see the real page: the entry, the root and the listing route, not an empty list.
    expect(names).toMatch(/\/assets\/entry\.client-[\w-]+\.js/);
    expect(names).toMatch(/\/assets\/products\._index-[\w-]+\.js/);
    expect(
      js.gzipKiB,
      `first-load JS of /products:\n${js.files.map((file) => `${file.gzipKiB.toFixed(1)} KiB ${file.src}`).join("\n")}`,
    ).toBeLessThanOrEqual(BUDGET_KIB);
  });
});
