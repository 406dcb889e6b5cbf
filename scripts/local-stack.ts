// Starts everything the storefront needs on this machine: the local libSQL
// database (migrated and seeded), the demo shop standing in for Shopify, and the
// built Worker in workerd through Miniflare. Used by `npm start`, the Worker and
// browser tests, and the benchmarks, so they all run the same stack.
import { Miniflare, type MiniflareOptions } from "miniflare";
import { spawn } from "node:child_process";
import { rmSync, mkdirSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import type { Readable } from "node:stream";
import { unstable_readConfig } from "wrangler";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "./seed-database";
import { startLibsqlServer } from "../db/local-server/hrana-server";
import { startDemoShop, type OrderWebhookTarget } from "../workers/demo-shop/server";
import { PUBLISHED_LOCAL_SESSION_SECRET } from "../app/lib/platform/env.server";

export const PROJECT_ROOT = resolve(import.meta.dirname, "..");
export const WORKER_BUNDLE = join(PROJECT_ROOT, "dist", "app.js");
export const IMAGE_CODECS_BUNDLE = join(PROJECT_ROOT, "dist", "image-codecs", "worker.js");

/** A built app's files under `root` (a checkout after `npm run build`): this project's unless a benchmark compares two. */
function builtFiles(root = PROJECT_ROOT) {
  return {
    worker: join(root, "dist", "app.js"),
    imageCodecs: join(root, "dist", "image-codecs", "worker.js"),
    staticAssets: join(root, "build", "client"),
  };
}
/** Local-only secret; production sets SESSION_SECRETS with `wrangler secret put`. */
export const LOCAL_SESSION_SECRET = PUBLISHED_LOCAL_SESSION_SECRET;
/** The browser tests' Shopify webhook secret, so they can deliver orders through the real orders/create webhook. */
export const E2E_SHOPIFY_WEBHOOK_SECRET = "e2e-shopify-webhook-secret";
/** `npm start`'s Shopify webhook secret, so the demo shop's paid invoices reach the local orders webhook. */
export const LOCAL_SHOPIFY_WEBHOOK_SECRET = "local-shopify-webhook-secret";

export type LocalServices = {
  databaseFile: string;
  databaseUrl: string;
  demoShopUrl: string;
  /** Where the demo shop sends a paid invoice's signed orders/create webhook (the Worker's port comes later). */
  sendDemoOrdersTo(target: OrderWebhookTarget | null): void;
  /** Stops the libSQL server (the database outage drill); `startDatabase` brings it back on the same port and file. */
  stopDatabase(): Promise<void>;
  startDatabase(): Promise<void>;
  close(): Promise<void>;
};

export type ServiceOptions = {
  dataDir: string;
  fresh?: boolean;
  productCount?: number;
  databasePort?: number;
  demoShopPort?: number;
  /**
   * Runs the database server in its own process. The embedded engine is synchronous, so in this process
   * each write would stall everything else here, including a benchmark's own clock (production's
   * database is another machine).
   */
  databaseInChildProcess?: boolean;
};

/** The database server as a child process (`db/local-server/cli.ts`), ready once it prints its URL. */
async function startLibsqlServerProcess(file: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const child = spawn(
    join(PROJECT_ROOT, "node_modules", ".bin", "tsx"),
    [join(PROJECT_ROOT, "db", "local-server", "cli.ts"), "--file", file, "--port", String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolveUrl, reject) => {
    let printed = "";
    child.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /listening at (\S+)/.exec(printed);
      if (match) resolveUrl(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`libSQL server exited (${code}) before listening`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

/** The local database and demo shop, without the Worker (`npm run dev` adds Vite instead). */
export async function startLocalServices(options: ServiceOptions): Promise<LocalServices> {
  if (options.fresh) rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(options.dataDir, { recursive: true });
  const databaseFile = join(options.dataDir, "boutique.db");
  await migrateDatabase(`file:${databaseFile}`);
  await seedDatabase(`file:${databaseFile}`);
  const startDatabaseServer = (port: number): Promise<{ url: string; close(): Promise<void> }> =>
    options.databaseInChildProcess
      ? startLibsqlServerProcess(databaseFile, port)
      : startLibsqlServer({ file: databaseFile, port });
  let database: { url: string; close(): Promise<void> } | null = await startDatabaseServer(options.databasePort ?? 0);
  const databaseUrl = database.url;
  const databasePort = Number(new URL(databaseUrl).port);
  const demoShop = await startDemoShop({ port: options.demoShopPort ?? 0, productCount: options.productCount });
  return {
    databaseFile,
    databaseUrl,
    demoShopUrl: demoShop.url,
    sendDemoOrdersTo: (target) => demoShop.sendOrdersTo(target),
    async stopDatabase() {
      await database?.close();
      database = null;
    },
    async startDatabase() {
      database ??= await startDatabaseServer(databasePort);
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
  /** Opens workerd's DevTools inspector on this port (a benchmark takes CPU profiles through it). */
  inspectorPort?: number;
  /** Serves the build of another checkout (its `dist/` and `build/client/`): a benchmark's "before". */
  buildRoot?: string;
};

export function wranglerVars(): Record<string, string> {
  const config = unstable_readConfig({ config: join(PROJECT_ROOT, "wrangler.toml") }, { hideWarnings: true });
  return Object.fromEntries(Object.entries(config.vars ?? {}).map(([key, value]) => [key, String(value)]));
}

export async function startWorker(options: WorkerOptions) {
  const built = builtFiles(options.buildRoot);
  if (!existsSync(built.worker)) throw new Error(`No Worker bundle at ${built.worker}: run \`npm run build\` first.`);
  if (!existsSync(built.imageCodecs))
    throw new Error(`No image-codecs bundle at ${built.imageCodecs}: run \`npm run build\` first.`);
  const config = unstable_readConfig({ config: join(PROJECT_ROOT, "wrangler.toml") }, { hideWarnings: true });
  const codecsConfig = unstable_readConfig(
    { config: join(PROJECT_ROOT, "workers", "image-codecs", "wrangler.toml") },
    { hideWarnings: true },
  );
  // The storefront first (requests and test helpers such as getR2Bucket go to it), its service bindings' Workers after.
  const miniflareOptions = (bindings: Record<string, string>): MiniflareOptions => ({
    workers: [
      {
        name: config.name,
        modules: bundleModules(built.worker),
        modulesRoot: dirname(built.worker),
        compatibilityDate: config.compatibility_date,
        compatibilityFlags: config.compatibility_flags,
        bindings: { ...wranglerVars(), ...bindings },
        r2Buckets: Object.fromEntries(
          (config.r2_buckets ?? []).map((bucket: { binding: string; bucket_name?: string }) => [
            bucket.binding,
            bucket.bucket_name ?? bucket.binding,
          ]),
        ),
        serviceBindings: Object.fromEntries(
          (config.services ?? []).map((service: { binding: string; service: string }) => [
            service.binding,
            service.service,
          ]),
        ),
        assets: { directory: built.staticAssets, routerConfig: { has_user_worker: true } },
        outboundService: options.outboundService as never,
      },
      {
        name: codecsConfig.name,
        modules: bundleModules(built.imageCodecs),
        modulesRoot: dirname(built.imageCodecs),
        compatibilityDate: codecsConfig.compatibility_date,
        compatibilityFlags: codecsConfig.compatibility_flags,
      },
    ],
    r2Persist: join(options.persistDir, "r2"),
    cachePersist: join(options.persistDir, "cache"),
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    ...(options.inspectorPort ? { inspectorPort: options.inspectorPort } : {}),
    ...(options.onRuntimeOutput ? { handleRuntimeStdio: echoAndReport(options.onRuntimeOutput) } : {}),
  });
  const { miniflare, url } = await readyMiniflare(
    () => new Miniflare(miniflareOptions(options.bindings)),
    options.port,
  );
  return {
    url: url.origin,
    miniflare,
    /** Restarts the Worker (same process, port and storage) with other bindings; a benchmark swaps settings this way. */
    rebind: async (bindings: Record<string, string>) => {
      await miniflare.setOptions(miniflareOptions({ ...options.bindings, ...bindings }));
    },
    close: () => miniflare.dispose(),
  };
}

/**
 * Miniflare with any free port: it picks the ports of its own internal sockets before workerd binds them, so a
 * process starting at the same moment can take one first (ERR_ADDRESS_IN_USE, seen once in 73 parallel test
 * files). Another try picks other ports; a port the caller chose is not retried.
 */
async function readyMiniflare(create: () => Miniflare, requestedPort: number | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const miniflare = create();
    try {
      return { miniflare, url: await miniflare.ready };
    } catch (error) {
      await miniflare.dispose().catch(() => undefined);
      const addressInUse = (error as { code?: string }).code === "ERR_ADDRESS_IN_USE";
      if (!addressInUse || requestedPort || attempt === 3) throw error;
    }
  }
}

/** A bundle and the WebAssembly wrangler writes beside it (the image codecs), as modules of their own. */
function bundleModules(bundle: string) {
  return [
    { type: "ESModule" as const, path: bundle },
    ...readdirSync(dirname(bundle))
      .filter((name) => name.endsWith(".wasm"))
      .map((name) => ({ type: "CompiledWasm" as const, path: join(dirname(bundle), name) })),
  ];
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

export type LocalStack = LocalServices & {
  url: string;
  miniflare: Miniflare;
  rebind: (bindings: Record<string, string>) => Promise<void>;
};

export async function startLocalStack(
  options: ServiceOptions & {
    port?: number;
    host?: string;
    bindings?: Record<string, string>;
    outboundService?: WorkerOptions["outboundService"];
    onRuntimeOutput?: WorkerOptions["onRuntimeOutput"];
    inspectorPort?: number;
    buildRoot?: string;
  },
): Promise<LocalStack> {
  const services = await startLocalServices(options);
  try {
    // The port is chosen before the Worker starts so SITE_URL (the origin of links in emails) can name it.
    const port = options.port ?? (await choosePort(0, options.host));
    const siteUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
    // Paid invoices in the demo shop reach this Worker's orders webhook, signed with its secret (when it has one).
    const webhookSecret = options.bindings?.SHOPIFY_WEBHOOK_SECRET;
    if (webhookSecret)
      services.sendDemoOrdersTo({ url: `${siteUrl}/webhooks/shopify/orders-create`, secret: webhookSecret });
    const worker = await startWorker({
      port,
      host: options.host,
      persistDir: options.dataDir,
      outboundService: options.outboundService,
      onRuntimeOutput: options.onRuntimeOutput,
      inspectorPort: options.inspectorPort,
      buildRoot: options.buildRoot,
      bindings: {
        APP_ENV: "development",
        DATABASE_URL: services.databaseUrl,
        DEMO_SHOP_URL: services.demoShopUrl,
        SESSION_SECRETS: LOCAL_SESSION_SECRET,
        SITE_URL: siteUrl,
        ...options.bindings,
      },
    });
    return {
      ...services,
      url: worker.url,
      miniflare: worker.miniflare,
      rebind: worker.rebind,
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

/**
 * The preferred port when it is free, else a free port drawn below the system's ephemeral range. A port the
 * system hands out for port 0 comes from that range, which every outgoing connection also takes its local port
 * from: between choosing a port and workerd binding it, a connection to the database could take it ("Address
 * already in use", seen in CI with two test files starting at once).
 */
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
  if (preferred > 0) {
    const port = await tryPort(preferred);
    if (port) return port;
  }
  const ephemeralStart = ephemeralPortRangeStart();
  for (let attempt = 0; attempt < 20 && ephemeralStart - CHOSEN_PORTS_FROM > 1000; attempt++) {
    const port = await tryPort(CHOSEN_PORTS_FROM + Math.floor(Math.random() * (ephemeralStart - CHOSEN_PORTS_FROM)));
    if (port) return port;
  }
  return (await tryPort(0)) ?? 0;
}

/** Ports chosen for later binding are drawn from here up to the ephemeral range. */
const CHOSEN_PORTS_FROM = 10_000;

/** Where the system's ephemeral ports begin (Linux's own default when it cannot be read). */
function ephemeralPortRangeStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}
