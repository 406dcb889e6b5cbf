// Starts everything the storefront needs on this machine: the local libSQL
// database (migrated and seeded), the demo shop standing in for Shopify, and the
// built Worker in workerd through Miniflare. Used by `npm start`, the Worker and
// browser tests, and the benchmarks, so they all run the same stack.
import { Miniflare } from "miniflare";
import { rmSync, mkdirSync, existsSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { unstable_readConfig } from "wrangler";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import { startLibsqlServer } from "../db/local-server/hrana-server";
import { startDemoShop } from "../workers/demo-shop/server";

export const PROJECT_ROOT = resolve(import.meta.dirname, "..");
export const WORKER_BUNDLE = join(PROJECT_ROOT, "dist", "app.js");
const STATIC_ASSETS = join(PROJECT_ROOT, "build", "client");
/** Local-only secret; production sets SESSION_SECRETS with `wrangler secret put`. */
export const LOCAL_SESSION_SECRET = "local-development-session-secret-not-for-production";

export type LocalServices = {
  databaseFile: string;
  databaseUrl: string;
  demoShopUrl: string;
  /** Stops the libSQL server (the database outage drill); `startDatabase` brings it back on the same port and file. */
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  close(): Promise<void>;
};

export type ServiceOptions = { dataDir: string; fresh?: boolean; productCount?: number; databasePort?: number; demoShopPort?: number };

/** The local database and demo shop, without the Worker (`npm run dev` adds Vite instead). */
export async function startLocalServices(options: ServiceOptions): Promise<LocalServices> {
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const databaseFile = join(options.dataDir, "boutique.db");
  await migrateDatabase(`file:${databaseFile}`);
  await seedDatabase(`file:${databaseFile}`);
  let database: Awaited<ReturnType<typeof startLibsqlServer>> | null = await startLibsqlServer({ file: databaseFile, port: options.databasePort ?? 0 });
  const { url: databaseUrl, port: databasePort } = database;
  const demoShop = await startDemoShop({ port: options.demoShopPort ?? 0, productCount: options.productCount });
  return {
    databaseFile,
    databaseUrl,
    demoShopUrl: demoShop.url,
    async stopDatabase() {
      await database?.close();
      database = null;
    },
    async startDatabase() {
      database ??= await startLibsqlServer({ file: databaseFile, port: databasePort });
    },
    async close() {
      await Promise.allSettled([database?.close(), demoShop.close()]);
    },
  };
}

export type WorkerOptions = {
  port?: number;
  host?: string;
  persistDir: string;
  bindings: Record<string, string>;
  /** Lets tests answer the Worker's outbound requests to third parties (captcha, email). */
  outboundService?: (request: Request) => Promise<Response> | Response;
  /** Sees everything workerd prints (still echoed to this process), so tests can fail on runtime warnings. */
  onRuntimeOutput?: (text: string) => void;
};

export function wranglerVars(): Record<string, string> {
  const config = unstable_readConfig({ config: join(PROJECT_ROOT, "wrangler.toml") }, { hideWarnings: true });
  return Object.fromEntries(Object.entries(config.vars ?? {}).map(([key, value]) => [key, String(value)]));
}

export async function startWorker(options: WorkerOptions) {
  if (!existsSync(WORKER_BUNDLE)) throw new Error(`No Worker bundle at ${WORKER_BUNDLE}: run \`npm run build\` first.`);
  const config = unstable_readConfig({ config: join(PROJECT_ROOT, "wrangler.toml") }, { hideWarnings: true });
  const miniflare = new Miniflare({
    modules: [{ type: "ESModule", path: WORKER_BUNDLE }],
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...wranglerVars(), ...options.bindings },
    r2Buckets: Object.fromEntries((config.r2_buckets ?? []).map((bucket: { binding: string; bucket_name?: string }) => [bucket.binding, bucket.bucket_name ?? bucket.binding])),
    r2Persist: join(options.persistDir, "r2"),
    cachePersist: join(options.persistDir, "cache"),
    assets: { directory: STATIC_ASSETS, routerConfig: { has_user_worker: true } },
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    outboundService: options.outboundService as never,
    ...(options.onRuntimeOutput ? { handleRuntimeStdio: echoAndReport(options.onRuntimeOutput) } : {}),
  });
  const url = await miniflare.ready;
  return { url: url.origin, miniflare, close: () => miniflare.dispose() };
}

function echoAndReport(report: (text: string) => void) {
  return (stdout: Readable, stderr: Readable) => {
    stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      report(chunk.toString());
    });
    stderr.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      report(chunk.toString());
    });
  };
}

export type LocalStack = LocalServices & { url: string; miniflare: Miniflare };

export async function startLocalStack(
  options: ServiceOptions & {
    port?: number;
    host?: string;
    bindings?: Record<string, string>;
    outboundService?: WorkerOptions["outboundService"];
    onRuntimeOutput?: WorkerOptions["onRuntimeOutput"];
  },
): Promise<LocalStack> {
  const services = await startLocalServices(options);
  try {
    // The port is chosen before the Worker starts so SITE_URL (the origin of links in emails) can name it.
    const port = options.port ?? (await choosePort(0, options.host));
    const worker = await startWorker({
      port,
      host: options.host,
      persistDir: options.dataDir,
      outboundService: options.outboundService,
      onRuntimeOutput: options.onRuntimeOutput,
      bindings: {
        APP_ENV: "development",
        DATABASE_URL: services.databaseUrl,
        DEMO_SHOP_URL: services.demoShopUrl,
        SESSION_SECRETS: LOCAL_SESSION_SECRET,
        SITE_URL: `http://${options.host ?? "127.0.0.1"}:${port}`,
        ...options.bindings,
      },
    });
    return {
      ...services,
      url: worker.url,
      miniflare: worker.miniflare,
      async close() {
        await worker.close().catch(() => {});
        await services.close();
      },
    };
  } catch (error) {
    await services.close();
    throw error;
  }
}

/** The preferred port when it is free, else any free port (other processes may hold common ports). */
export async function choosePort(preferred: number, host = "127.0.0.1"): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((done) => {
      const server = createServer();
      server.once("error", () => done(null));
      server.listen(port, host, () => {
        const address = server.address();
        server.close(() => done(typeof address === "object" && address ? address.port : null));
      });
    });
  return (await tryPort(preferred)) ?? (await tryPort(0)) ?? 0;
}
