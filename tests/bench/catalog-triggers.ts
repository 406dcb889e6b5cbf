// The catalogue's triggers at scale: what 10 shopper Refreshes at once and
// /sitemap.xml cost the shop (Storefront requests, counted by the demo shop)
// and the shopper (wall time), once the catalogue is loaded. Prints figures;
// asserts nothing. `npx tsx tests/bench/catalog-triggers.ts --products 10000`
import { parseArgs } from "node:util";
import { startBenchStack } from "./bench-stack";

const { values } = parseArgs({ options: { products: { type: "string", default: "10000" } } });
const productCount = Number(values.products);
const stack = await startBenchStack(productCount);
const demo = (path: string, init?: RequestInit) => fetch(new URL(path, stack.demoShopUrl), init);
const storefrontRequests = async () =>
  ((await (await demo("/__demo/stats")).json()) as { graphqlRequests: number }).graphqlRequests;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  const started = performance.now();
  const first = await fetch(new URL("/products", stack.url));
  await first.text();
  console.log(
    `cold /products (builds the catalogue): ${first.status} in ${Math.round(performance.now() - started)} ms, ${await storefrontRequests()} Storefront requests`,
  );
  await sleep(3000); // the snapshot is stored after the answer

  await demo("/__demo/stats/reset", { method: "POST" });
  const refreshStarted = performance.now();
  const refreshes = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(new URL("/products?index", stack.url), {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ intent: "refresh", redirectTo: "/products" }),
      }),
    ),
  );
  const refreshMs = performance.now() - refreshStarted;
  await sleep(2000); // anything a refresh started in the background
  console.log(
    `10 Refreshes at once: statuses ${[...new Set(refreshes.map((r) => r.status))].join(",")}, all answered in ${Math.round(refreshMs)} ms, ${await storefrontRequests()} Storefront requests`,
  );

  for (const round of ["first", "second"]) {
    await demo("/__demo/stats/reset", { method: "POST" });
    const sitemapStarted = performance.now();
    const sitemap = await fetch(new URL("/sitemap.xml", stack.url));
    const bytes = (await sitemap.arrayBuffer()).byteLength;
    console.log(
      `/sitemap.xml (${round}): ${sitemap.status}, ${sitemap.headers.get("X-Html-Cache")}, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${Math.round(performance.now() - sitemapStarted)} ms, ${await storefrontRequests()} Storefront requests`,
    );
    await sleep(500);
  }
} finally {
  await stack.close();
}
