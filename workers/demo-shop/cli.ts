// Starts the demo shop from the command line:
//   tsx workers/demo-shop/cli.ts [--port 8788] [--products 600] [--seed 1] [--host 127.0.0.1] [--token demo-storefront-token]
//     [--admin-token demo-admin-api-token] [--order-webhook-url URL --order-webhook-secret SECRET]
import { parseArgs } from "node:util";

// graphql-js runs a slower, realm-checking build unless NODE_ENV is production;
// it reads the variable when loaded, hence the dynamic import below.
process.env.NODE_ENV ??= "production";
const { startDemoShop } = await import("./server");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8788" },
    host: { type: "string", default: "127.0.0.1" },
    products: { type: "string", default: "600" },
    seed: { type: "string", default: "1" },
    token: { type: "string" },
    "admin-token": { type: "string" },
    "order-webhook-url": { type: "string" },
    "order-webhook-secret": { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});

function integerOption(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a non-negative integer, got ${text}`);
    process.exit(2);
  }
  return value;
}

const shop = await startDemoShop({
  port: integerOption("port", values.port),
  host: values.host,
  productCount: integerOption("products", values.products),
  seed: integerOption("seed", values.seed),
  accessToken: values.token,
  adminAccessToken: values["admin-token"],
  orderWebhook:
    values["order-webhook-url"] && values["order-webhook-secret"]
      ? { url: values["order-webhook-url"], secret: values["order-webhook-secret"] }
      : null,
  log: values.verbose ? (message) => console.log(message) : undefined,
});
console.log(`Demo shop listening at ${shop.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    shop.close().finally(() => process.exit(0));
  });
}
