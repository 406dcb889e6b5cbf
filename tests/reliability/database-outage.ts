// The reliability table's database-outage row. Shoppers write
// favorites and a newsletter subscription, then the local libSQL server is
// stopped for the outage window while shoppers keep browsing and trying the
// database's features. Catalogue pages must keep answering (200, or their redirect); favorites,
// sign-in and newsletter must answer with their clear messages; after the
// server is back, everything acknowledged before is still there.
//   npm run build && npx tsx tests/reliability/database-outage.ts [--seconds 120] [--connections 8]
import { parseArgs } from "node:util";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { CROSS_REQUEST_WARNING, startTestStack } from "../support/worker-stack";
import { Shopper } from "../support/http-shopper";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "120" }, connections: { type: "string", default: "8" } },
});
const outageMs = Number(values.seconds) * 1000;
const connections = Number(values.connections);

const CATALOGUE_PAGES = [
  "/",
  "/products",
  "/products?q=dress",
  "/products?category=jewelry&sort=price-asc",
  "/collections",
  "/collections/goddess",
  "/products/saffron-linen-overalls",
  "/faq",
  "/about",
];
// Favorites must name real catalogue products (the server reads their names and prices itself).
const favorite = (productId: string) => ({ intent: "add", productId, redirectTo: "/", _reply: "json" });

const stack = await startTestStack({ productCount: 120 });
try {
  const shopper = new Shopper(stack);
  await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  // Writes acknowledged before the outage: the studio products (catalogue ids `db_` + row id).
  const studio = await stack.sql.execute("select id, slug from products where is_active = 1 order by slug limit 20");
  const studioIds = studio.rows.map((row) => `db_${row.id}`);
  const acknowledged: string[] = [];
  for (const productId of studioIds) {
    const response = await shopper.post("/favorites", favorite(productId));
    await response.arrayBuffer();
    if (response.status === 200) acknowledged.push(productId);
  }
  const subscribed = await shopper.post("/newsletter", { redirectTo: "/", _reply: "json" });
  const subscribedBefore = subscribed.status === 200;
  await subscribed.arrayBuffer();
  for (const path of CATALOGUE_PAGES) {
    await (await stack.fetch(path)).arrayBuffer();
    await (await shopper.get(path)).arrayBuffer();
  }

  await stack.stopDatabase();
  const outageStarted = Date.now();
  const outageEnds = outageStarted + outageMs;
  const catalogue = { requests: 0, notOk: {} as Record<string, number> };
  const databaseFeatures = new Map<string, { count: number; statuses: Set<number>; clearMessage: boolean }>();
  const note = (feature: string, status: number, clearMessage: boolean) => {
    const entry = databaseFeatures.get(feature) ?? { count: 0, statuses: new Set<number>(), clearMessage: true };
    entry.count++;
    entry.statuses.add(status);
    entry.clearMessage &&= clearMessage;
    databaseFeatures.set(feature, entry);
  };
  let networkErrors = 0;
  let sequence = 0;

  async function lane(index: number) {
    while (Date.now() < outageEnds) {
      const n = sequence++;
      try {
        const roll = n % 10;
        if (roll < 6) {
          const path = CATALOGUE_PAGES[(n + index) % CATALOGUE_PAGES.length];
          const response = n % 2 === 0 ? await shopper.get(path) : await stack.fetch(path);
          await response.arrayBuffer();
          catalogue.requests++;
          if (response.status >= 400)
            catalogue.notOk[`${path} ${response.status}`] = (catalogue.notOk[`${path} ${response.status}`] ?? 0) + 1;
        } else if (roll === 6) {
          const response = await shopper.post("/favorites", favorite(studioIds[n % studioIds.length] ?? "db_0"));
          note("favorite add (JSON)", response.status, (await response.text()).includes("Unable to add to favorites"));
        } else if (roll === 7) {
          const response = await shopper.get("/favorites");
          note("favorites page", response.status, (await response.text()).includes("Unable to load favorites"));
        } else if (roll === 8) {
          const visitor = new Shopper(stack);
          const response = await visitor.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
          const page = response.headers.get("Location") ? await visitor.follow(response) : await response.text();
          note("sign-in", response.status, /temporarily unavailable|try again/i.test(page));
        } else {
          const response = await shopper.post("/newsletter", { redirectTo: "/", _reply: "json" });
          const body = await response.text();
          note("newsletter (JSON)", response.status, /\b(failed|unable|try again)\b/i.test(body));
        }
      } catch {
        networkErrors++;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => lane(index)));
  await stack.startDatabase();
  const outageSeconds = (Date.now() - outageStarted) / 1000;

  // After: every favorite acknowledged before is there, and the features work again.
  const stored = await stack.sql.execute("select product_id from favorites");
  const storedIds = new Set(stored.rows.map((row) => String(row.product_id)));
  const lost = acknowledged.filter((id) => !storedIds.has(id));
  const subscribers = await stack.sql.execute({
    sql: "select count(*) as n from newsletter_subscribers where email = ?",
    args: [DEMO_SHOPPER.email],
  });
  const signInAfter = (await new Shopper(stack).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status;
  const favoritesAfter = await shopper.get("/favorites");
  const favoritesPage = await favoritesAfter.text();
  const output = stack.runtimeOutput();
  const result = {
    outageSeconds: Number(outageSeconds.toFixed(1)),
    connections,
    cataloguePages: { requests: catalogue.requests, notOk: catalogue.notOk },
    databaseFeatures: Object.fromEntries(
      [...databaseFeatures].map(([feature, entry]) => [
        feature,
        { requests: entry.count, statuses: [...entry.statuses].sort(), clearMessageEveryTime: entry.clearMessage },
      ]),
    ),
    networkErrors,
    before: { favoritesAcknowledged: acknowledged.length, newsletterSubscribed: subscribedBefore },
    after: {
      favoritesLost: lost.length,
      newsletterRows: Number(subscribers.rows[0].n),
      signInStatus: signInAfter,
      favoritesPageStatus: favoritesAfter.status,
      favoritesPageShowsThem: studio.rows.length > 0 && favoritesPage.includes(`/products/${studio.rows[0]!.slug}`),
    },
    crossRequestWarnings: output.split(CROSS_REQUEST_WARNING).length - 1,
    unhandledRejections: (output.match(/Uncaught \(in promise\)|Unhandled rejection/gi) ?? []).length,
  };
  console.log(JSON.stringify(result, null, 2));
  const featuresClear = [...databaseFeatures.values()].every(
    (entry) => entry.clearMessage && ![...entry.statuses].some((status) => status === 500),
  );
  process.exitCode =
    Object.keys(catalogue.notOk).length === 0 &&
    featuresClear &&
    lost.length === 0 &&
    signInAfter === 303 &&
    networkErrors === 0
      ? 0
      : 1;
} finally {
  await stack.close();
}
