// The reliability table's Storefront-outage row. After a warm-up,
// the demo shop's fault switches make every Storefront call fail for the
// outage window, rotating 503, 429, THROTTLED (HTTP 200 with a GraphQL error)
// and time-outs (answers slower than the Worker's 8 s deadline), while
// anonymous and signed-in shoppers browse. Then the faults stop and the script
// waits for the shop to recover by itself (no cron, no admin action). Counts
// shopper 5xx and stale answers; exits 1 on any 5xx or no recovery.
//   npm run build && npx tsx tests/reliability/storefront-outage.ts [--minutes 10] [--connections 16] [--fresh-ms 15000]
import { parseArgs } from "node:util";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { CROSS_REQUEST_WARNING, startTestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    "fresh-ms": { type: "string", default: "15000" },
    "phase-seconds": { type: "string", default: "20" },
    "recover-seconds": { type: "string", default: "180" },
  },
});
const outageMs = Number(values.minutes) * 60_000;
const connections = Number(values.connections);
const freshMs = Number(values["fresh-ms"]);
const phaseMs = Number(values["phase-seconds"]) * 1000;
const recoverMs = Number(values["recover-seconds"]) * 1000;

const VARIANT = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock
const PRODUCTS = ["saffron-linen-overalls", "marigold-floral-button-up-shirt"];

const PAGES = [
  "/",
  "/products",
  "/products?q=dress",
  "/products?category=jewelry&sort=price-asc",
  "/collections",
  "/collections/goddess",
  ...PRODUCTS.map((handle) => `/products/${handle}`),
  "/cart",
  "/faq",
];
/** Each phase's fault, queued far beyond what the phase can use; the queue is replaced at the next phase. */
const PHASES = [
  { kind: "http503" },
  { kind: "http429", retryAfterSeconds: 1 },
  { kind: "throttled" },
  { kind: "slow", delayMs: 9_000 }, // past the Worker's 8 s per-attempt deadline: a time-out
] as const;

// The catalogue goes stale quickly, so revalidations run (and fail) during the outage and succeed after it.
const stack = await startTestStack({ productCount: 120, bindings: { CATALOG_FRESH_MS: String(freshMs) } });
const faults = (init: RequestInit) => stack.demoShop("/__demo/faults", init).then((response) => response.arrayBuffer());
try {
  // A Storefront product nobody opens before recovery: its page can only come from a working shop.
  const listed = await stack.demoShop("/api/2025-01/graphql.json", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Shopify-Storefront-Access-Token": "demo-storefront-token" },
    body: JSON.stringify({ query: "{ products(first: 20) { nodes { handle } } }" }),
  });
  const handles = (
    (await listed.json()) as { data: { products: { nodes: { handle: string }[] } } }
  ).data.products.nodes.map((node) => node.handle);
  const UNSEEN_PRODUCT = `/shopify-product/${handles.find((handle) => !PRODUCTS.includes(handle))}`;
  const shopper = new Shopper(stack);
  await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  // Warm-up: every page once, anonymous and signed in.
  for (const path of PAGES) {
    await (await stack.fetch(path)).arrayBuffer();
    await (await shopper.get(path)).arrayBuffer();
  }

  const counts = {
    requests: 0,
    serverErrors: 0,
    networkErrors: 0,
    staleListings: 0,
    otherStatuses: {} as Record<string, number>,
  };
  const serverErrorsByPath = new Map<string, number>();
  let sequence = 0;
  let phaseIndex = -1;
  const outageStarted = Date.now();
  const outageEnds = outageStarted + outageMs;

  async function keepFaultsOn() {
    while (Date.now() < outageEnds) {
      const next = Math.floor((Date.now() - outageStarted) / phaseMs) % PHASES.length;
      if (next !== phaseIndex) {
        phaseIndex = next;
        await faults({ method: "DELETE" });
        await faults({
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...PHASES[next], count: 1_000_000 }),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await faults({ method: "DELETE" });
  }

  async function oneRequest(lane: number): Promise<{ path: string; response: Response }> {
    const n = sequence++;
    const path = PAGES[(n + lane) % PAGES.length];
    if (n % 10 === 9) {
      return {
        path: "POST /cart",
        response: await stack.fetch("/cart", {
          method: "POST",
          body: new URLSearchParams({ intent: "add", variantId: VARIANT, quantity: "1", redirectTo: "/cart" }),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
      };
    }
    // Half the shoppers are signed in: no HTML cache for them, every answer comes from the loaders.
    return { path, response: n % 2 === 0 ? await shopper.get(path) : await stack.fetch(path) };
  }

  async function lane(index: number) {
    while (Date.now() < outageEnds) {
      try {
        const { path, response } = await oneRequest(index);
        await response.arrayBuffer();
        counts.requests++;
        if (/catalog;[^,]*desc="[^"]*stale/.test(response.headers.get("Server-Timing") ?? "")) counts.staleListings++;
        if (response.status >= 500) {
          counts.serverErrors++;
          serverErrorsByPath.set(
            `${path} ${response.status}`,
            (serverErrorsByPath.get(`${path} ${response.status}`) ?? 0) + 1,
          );
        } else if (response.status >= 400)
          counts.otherStatuses[response.status] = (counts.otherStatuses[response.status] ?? 0) + 1;
      } catch {
        counts.networkErrors++;
      }
    }
  }

  await Promise.all([keepFaultsOn(), ...Array.from({ length: connections }, (_, index) => lane(index))]);
  const outageSeconds = (Date.now() - outageStarted) / 1000;

  // Recovery: the faults are off; nobody rebuilds anything by hand. Signed-in listing fresh again and a
  // product page never shown before (so not the last-good copy) answering 200.
  const recoveryStarted = Date.now();
  let recoveredAfter: number | null = null;
  while (Date.now() - recoveryStarted < recoverMs) {
    const listing = await shopper.get("/products");
    await listing.arrayBuffer();
    const timing = listing.headers.get("Server-Timing") ?? "";
    const product = await shopper.get(UNSEEN_PRODUCT);
    await product.arrayBuffer();
    if (listing.status === 200 && !/desc="[^"]*stale/.test(timing) && product.status === 200) {
      recoveredAfter = (Date.now() - recoveryStarted) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const output = stack.runtimeOutput();
  console.log(
    JSON.stringify(
      {
        outageSeconds: Number(outageSeconds.toFixed(1)),
        connections,
        catalogFreshMs: freshMs,
        phases: PHASES.map((phase) => phase.kind),
        requests: counts.requests,
        shopperServerErrors: counts.serverErrors,
        serverErrorsByPath: Object.fromEntries(serverErrorsByPath),
        networkErrors: counts.networkErrors,
        otherStatuses: counts.otherStatuses,
        staleListingAnswers: counts.staleListings,
        recoveredAfterSeconds: recoveredAfter,
        recoveryCheckedWith: ["/products (signed in, not stale)", UNSEEN_PRODUCT],
        crossRequestWarnings: output.split(CROSS_REQUEST_WARNING).length - 1,
        unhandledRejections: (output.match(/Uncaught \(in promise\)|Unhandled rejection/gi) ?? []).length,
      },
      null,
      2,
    ),
  );
  process.exitCode = counts.serverErrors + counts.networkErrors > 0 || recoveredAfter === null ? 1 : 0;
} finally {
  await stack.close();
}
