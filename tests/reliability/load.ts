// The reliability table's load row: C connections (default 64) for
// D seconds (default 60) of mixed shopping against the built Worker in workerd
// on loopback: browsing, cart changes, favorites and newsletter writes. Counts
// errors, then checks that every acknowledged favorite is in the database.
//   npm run build && npx tsx tests/reliability/load.ts [--connections 64] [--seconds 60]
import { parseArgs } from "node:util";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { CROSS_REQUEST_WARNING, startTestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "64" }, seconds: { type: "string", default: "60" } },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const VARIANT = "gid://shopify/ProductVariant/4100693"; // saffron-linen-overalls, plenty in stock (120-product demo shop)
const PAGES = [
  "/",
  "/products",
  "/products?q=dress",
  "/products?category=jewelry&sort=price-asc",
  "/collections",
  "/blog",
  "/products/terracotta-sun-ceramic-vase",
  "/shopify-product/saffron-linen-overalls",
  "/cart",
  "/faq",
];

const stack = await startTestStack({ productCount: 120 });
try {
  const shoppers = [new Shopper(stack), new Shopper(stack)];
  await shoppers[0].signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await shoppers[1].signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await stack.fetch("/products").then((response) => response.text()); // warm the catalogue
  // Favorites name real catalogue products (the server reads their details itself): the studio products, each
  // acknowledged once per shopper (a repeat answers 409 "already in your favorites"), from an empty list.
  const studio = await stack.sql.execute("select id from products where is_active = 1 order by slug");
  const studioIds = studio.rows.map((row) => `db_${row.id}`);
  const loadShoppers = "select id from users where email in (?, ?)";
  await stack.sql.execute({
    sql: `delete from favorites where user_id in (${loadShoppers})`,
    args: [DEMO_SHOPPER.email, DEMO_ADMIN.email],
  });

  const counts = {
    requests: 0,
    errors: 0,
    serverErrors: 0,
    networkErrors: 0,
    favoritesAcknowledged: 0,
    cartChanges: 0,
    newsletterAnswers: 0,
  };
  const acknowledged: { email: string; productId: string }[] = [];
  const latencies: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let sequence = 0;

  const post = (cookie: string, path: string, fields: Record<string, string>) =>
    stack.fetch(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: stack.url },
    });

  async function oneAction(lane: number) {
    const n = sequence++;
    const shopper = shoppers[n % 2];
    const email = n % 2 === 0 ? DEMO_SHOPPER.email : DEMO_ADMIN.email;
    const roll = n % 20;
    if (roll < 13) return stack.fetch(PAGES[(n + lane) % PAGES.length], { headers: { Cookie: shopper.cookie } });
    if (roll < 16) {
      counts.cartChanges++;
      return post("", "/cart", {
        intent: "add",
        variantId: VARIANT,
        quantity: "1",
        redirectTo: "/cart",
        _reply: "json",
      });
    }
    if (roll < 19) {
      const productId = studioIds[Math.floor(n / 2) % studioIds.length] ?? "db_0";
      const response = await post(shopper.cookie, "/favorites", {
        intent: "add",
        productId,
        redirectTo: "/",
        _reply: "json",
      });
      if (response.status === 200) {
        counts.favoritesAcknowledged++;
        acknowledged.push({ email, productId });
      }
      return response;
    }
    counts.newsletterAnswers++;
    return post(shopper.cookie, "/newsletter", { redirectTo: "/", _reply: "json" });
  }

  async function lane(index: number) {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        const response = await oneAction(index);
        await response.arrayBuffer();
        counts.requests++;
        if (response.status >= 500) counts.serverErrors++;
        if (response.status >= 400 && response.status !== 409) counts.errors++;
      } catch {
        counts.networkErrors++;
      }
      latencies.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => lane(index)));
  const elapsed = (performance.now() - started) / 1000;

  const stored = await stack.sql.execute({
    sql: `select count(*) as n from favorites where user_id in (${loadShoppers})`,
    args: [DEMO_SHOPPER.email, DEMO_ADMIN.email],
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  const output = stack.runtimeOutput();
  console.log(
    JSON.stringify(
      {
        connections,
        seconds: Number(elapsed.toFixed(1)),
        requests: counts.requests,
        requestsPerSecond: Math.round(counts.requests / elapsed),
        latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: Math.round(latencies[latencies.length - 1]) },
        serverErrors: counts.serverErrors,
        otherErrors: counts.errors - counts.serverErrors,
        networkErrors: counts.networkErrors,
        cartChanges: counts.cartChanges,
        newsletterAnswers: counts.newsletterAnswers,
        favoritesAcknowledged: counts.favoritesAcknowledged,
        favoritesInDatabase: Number(stored.rows[0].n),
        crossRequestWarnings: output.split(CROSS_REQUEST_WARNING).length - 1,
      },
      null,
      2,
    ),
  );
  process.exitCode =
    counts.serverErrors + counts.networkErrors > 0 || Number(stored.rows[0].n) !== counts.favoritesAcknowledged ? 1 : 0;
} finally {
  await stack.close();
}
