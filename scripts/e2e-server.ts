// The stack one Playwright worker runs against (tests/e2e/e2e-stack.ts starts one per worker): a fresh database
// every run, the already-built Worker (scripts/test.sh builds it first). Also usable by hand:
// `E2E_PORT=4390 npx tsx scripts/e2e-server.ts`.
import { join } from "node:path";
import { E2E_SHOPIFY_WEBHOOK_SECRET, PROJECT_ROOT, startLocalStack } from "./local-stack";

const stack = await startLocalStack({
  dataDir: process.env.E2E_DATA_DIR ?? join(PROJECT_ROOT, ".data", "e2e", "by-hand"),
  fresh: true,
  port: Number(process.env.E2E_PORT ?? 4390),
  productCount: 600,
  bindings: { SHOPIFY_WEBHOOK_SECRET: E2E_SHOPIFY_WEBHOOK_SECRET },
});
console.log(`e2e storefront at ${stack.url} (demo shop ${stack.demoShopUrl}, database ${stack.databaseUrl})`);
const stop = async () => {
  await stack.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
