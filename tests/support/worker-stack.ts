// One local stack per Worker test file: fresh database, demo shop, built Worker.
import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  choosePort,
  LOCAL_SESSION_SECRET,
  startLocalStack,
  startWorker,
  type LocalStack,
  type WorkerOptions,
} from "../../scripts/local-stack";

export type TestStack = LocalStack & {
  /** A libSQL client over the same HTTP server the Worker uses, to check what it wrote. */
  sql: Client;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  demoShop(path: string, init?: RequestInit): Promise<Response>;
  /** Everything workerd has printed since the stack started. */
  runtimeOutput(): string;
  /** workerd's DevTools inspector, when the stack was started with `inspector: true` (see codecs-inspector.ts). */
  inspectorPort: number | undefined;
};

/** workerd's sign that I/O or a promise crossed from one request to another (decision 015). */
export const CROSS_REQUEST_WARNING = "different request context";

export async function startTestStack(
  options: {
    productCount?: number;
    bindings?: Record<string, string>;
    outboundService?: WorkerOptions["outboundService"];
    /** Opens workerd's DevTools inspector on a free port. */
    inspector?: boolean;
  } = {},
): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), "boutique-worker-test-"));
  const inspectorPort = options.inspector ? await choosePort(0) : undefined;
  const output: string[] = [];
  const stack = await startLocalStack({
    dataDir,
    productCount: options.productCount ?? 120,
    bindings: options.bindings,
    outboundService: options.outboundService,
    inspectorPort,
    onRuntimeOutput: (text) => output.push(text),
  });
  const sql = createClient({ url: stack.databaseUrl });
  return {
    ...stack,
    sql,
    fetch: (path, init) => fetch(new URL(path, stack.url), { redirect: "manual", ...init }),
    demoShop: (path, init) => fetch(new URL(path, stack.demoShopUrl), init),
    runtimeOutput: () => output.join(""),
    inspectorPort,
    async close() {
      sql.close();
      await stack.close();
    },
  };
}

/** Row counts of every table: a POST that "changes nothing" leaves them all equal. */
export async function tableCounts(stack: TestStack): Promise<Record<string, number>> {
  const tables = await stack.sql.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    const result = await stack.sql.execute(`select count(*) as n from "${name}"`);
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/**
 * A second Worker in its own workerd (a fresh isolate) on the same database, demo shop and R2 buckets as `stack`:
 * what another isolate finds, or does at the same time. The caller closes it.
 */
export function startSecondWorker(
  stack: Pick<LocalStack, "databaseFile" | "databaseUrl" | "demoShopUrl">,
  bindings: Record<string, string> = {},
  options: Pick<WorkerOptions, "inspectorPort" | "onRuntimeOutput"> = {},
) {
  return startWorker({
    ...options,
    persistDir: dirname(stack.databaseFile),
    bindings: {
      APP_ENV: "development",
      DATABASE_URL: stack.databaseUrl,
      DEMO_SHOP_URL: stack.demoShopUrl,
      SESSION_SECRETS: LOCAL_SESSION_SECRET,
      ...bindings,
    },
  });
}
