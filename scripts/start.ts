// `npm start`: build, then serve the built Worker in workerd with the local
// database and demo shop.  `npm run dev`: the same services with Vite's dev
// server and hot reload instead of the built Worker.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../db/seed-data";
import {
  choosePort,
  LOCAL_SESSION_SECRET,
  LOCAL_SHOPIFY_WEBHOOK_SECRET,
  PROJECT_ROOT,
  startLocalServices,
  startLocalStack,
} from "./local-stack";

const args = new Set(process.argv.slice(2));
const devMode = args.has("--dev");
const dataDir = process.env.BOUTIQUE_DATA_DIR ?? join(PROJECT_ROOT, ".data", devMode ? "dev" : "local");
const preferredPort = Number(process.env.PORT ?? (devMode ? 5173 : 8787));
const productCount = process.env.DEMO_SHOP_PRODUCTS ? Number(process.env.DEMO_SHOP_PRODUCTS) : undefined;
const fresh = args.has("--fresh");

/** Switches a developer may set for one run (`HTML_CACHE=off npm start`): they override wrangler.toml's and the local defaults. */
const SWITCHES = [
  "HTML_CACHE",
  "SIGNED_IN_PAGES",
  "SEARCH_ANALYTICS",
  "LOG_LEVEL",
  "GEO_BLOCKING",
  "GEO_RATE_MONITORING",
];

function switchesFromEnvironment(): Record<string, string> {
  return Object.fromEntries(SWITCHES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

/** Whether the developer's .dev.vars sets this binding (it then wins over the local defaults). */
function devVarsDefine(name: string): boolean {
  const file = join(PROJECT_ROOT, ".dev.vars");
  return existsSync(file) && new RegExp(`^\\s*${name}\\s*=`, "m").test(readFileSync(file, "utf8"));
}

function printBanner(storefrontUrl: string, databaseUrl: string, demoShopUrl: string) {
  console.log(`
  Boho Boutique is running${devMode ? " (Vite dev server, hot reload)" : " (built Worker in workerd)"}

    Storefront     ${storefrontUrl}
    libSQL server  ${databaseUrl}
    Demo shop      ${demoShopUrl}

    Admin sign-in    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}
    Shopper sign-in  ${DEMO_SHOPPER.email} / ${DEMO_SHOPPER.password}

  Press Ctrl-C to stop.
`);
}

/**
 * The build prints hundreds of lines (Vite's chunk report, wrangler's bindings
 * table with wrangler.toml's placeholder addresses): they go to a log file,
 * and only a failure shows its end here.
 */
function buildQuietly(): void {
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, "build.log");
  console.log(`  Building the Worker (full log: ${logFile}) ...`);
  const log = openSync(logFile, "w");
  const result = spawnSync("npm", ["run", "build", "--silent"], { stdio: ["ignore", log, log], cwd: PROJECT_ROOT });
  closeSync(log);
  if (result.status !== 0) {
    console.error(`  The build failed; the last lines of ${logFile}:`);
    spawnSync("tail", ["-n", "30", logFile], { stdio: "inherit" });
    process.exit(result.status ?? 1);
  }
}

async function main() {
  const port = await choosePort(preferredPort);
  if (devMode) {
    const services = await startLocalServices({ dataDir, fresh, productCount });
    // Paid invoices in the demo shop reach the dev server's orders webhook (unless .dev.vars sets its own secret).
    if (!devVarsDefine("SHOPIFY_WEBHOOK_SECRET"))
      services.sendDemoOrdersTo({
        url: `http://127.0.0.1:${port}/webhooks/shopify/orders-create`,
        secret: LOCAL_SHOPIFY_WEBHOOK_SECRET,
      });
    const vite = spawn(
      join(PROJECT_ROOT, "node_modules", ".bin", "remix"),
      ["vite:dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...process.env,
          BOUTIQUE_DEV_APP_ENV: "development",
          BOUTIQUE_DEV_DATABASE_URL: services.databaseUrl,
          BOUTIQUE_DEV_DEMO_SHOP_URL: services.demoShopUrl,
          // Links in emails start at SITE_URL: here, this dev server (wrangler.toml names the built Worker's port).
          BOUTIQUE_DEV_SITE_URL: `http://127.0.0.1:${port}`,
          // Without a .dev.vars naming its own, the local secret `npm start` uses (sign-in needs one).
          ...(devVarsDefine("SESSION_SECRETS") ? {} : { BOUTIQUE_DEV_SESSION_SECRETS: LOCAL_SESSION_SECRET }),
          ...(devVarsDefine("SHOPIFY_WEBHOOK_SECRET")
            ? {}
            : { BOUTIQUE_DEV_SHOPIFY_WEBHOOK_SECRET: LOCAL_SHOPIFY_WEBHOOK_SECRET }),
          ...Object.fromEntries(
            Object.entries(switchesFromEnvironment()).map(([name, value]) => [`BOUTIQUE_DEV_${name}`, value]),
          ),
        },
      },
    );
    printBanner(`http://127.0.0.1:${port}`, services.databaseUrl, services.demoShopUrl);
    const stop = async () => {
      vite.kill("SIGTERM");
      await services.close();
      process.exit(0);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    vite.once("exit", (code) => void services.close().then(() => process.exit(code ?? 0)));
    return;
  }

  if (!args.has("--no-build")) buildQuietly();
  // A webhook secret of its own, so paying a draft order's invoice in the demo shop records the order locally.
  const switches = switchesFromEnvironment();
  const stack = await startLocalStack({
    dataDir,
    fresh,
    productCount,
    port,
    bindings: { SHOPIFY_WEBHOOK_SECRET: LOCAL_SHOPIFY_WEBHOOK_SECRET, ...switches },
  });
  printBanner(stack.url, stack.databaseUrl, stack.demoShopUrl);
  for (const [name, value] of Object.entries(switches)) console.log(`  ${name}=${value}`);
  const stop = async () => {
    await stack.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
