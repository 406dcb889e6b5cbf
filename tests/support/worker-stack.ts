// One local stack per Worker test file: fresh database, demo shop, built Worker.
import { createClient, type Client } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack, type LocalStack, type WorkerOptions } from "../../scripts/local-stack";

export type TestStack = LocalStack & {
  /** A libSQL client over the same HTTP server the Worker uses, to check what it wrote. */
  sql: Client;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  demoShop(path: string, init?: RequestInit): Promise<Response>;
  /** Everything workerd has printed since the stack started. */
  runtimeOutput(): string;
};

/** workerd's sign that I/O or a promise crossed from one request to another (decision 015). */
export const CROSS_REQUEST_WARNING = "different request context";

export async function startTestStack(
  options: {
    productCount?: number;
    bindings?: Record<string, string>;
    outboundService?: WorkerOptions["outboundService"];
  } = {},
): Promise<TestStack> {
  const dataDir = mkdtempSync(join(tmpdir(), "boutique-worker-test-"));
  const output: string[] = [];
  const stack = await startLocalStack({
    dataDir,
    productCount: options.productCount ?? 120,
    bindings: options.bindings,
    outboundService: options.outboundService,
    onRuntimeOutput: (text) => output.push(text),
  });
  const sql = createClient({ url: stack.databaseUrl });
  return {
    ...stack,
    sql,
    fetch: (path, init) => fetch(new URL(path, stack.url), { redirect: "manual", ...init }),
    demoShop: (path, init) => fetch(new URL(path, stack.demoShopUrl), init),
    runtimeOutput: () => output.join(""),
    async close() {
      sql.close();
      await stack.close();
    },
  };
}
