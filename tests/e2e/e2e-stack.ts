// Each Playwright worker runs its spec files against a stack of its own (database, demo shop, built Worker on a
// port of its own), started by scripts/e2e-server.ts in a child process: workers run in parallel without sharing a
// database, and within a worker files run one after another as they always did (decision 058). The stack is a
// worker fixture (fixtures.ts); the helpers that write to the database (signed-in.ts) read it from here.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { PROJECT_ROOT, choosePort } from "../../scripts/local-stack";

export type E2EStack = {
  url: string;
  /** The libSQL file the stack's database server serves (tests open it beside the server to set up data). */
  databaseFile: string;
  stop(): Promise<void>;
};

let current: E2EStack | undefined;

/** The stack of the Playwright worker this code runs in. */
export function currentE2EStack(): E2EStack {
  if (!current) throw new Error("no e2e stack yet: use this inside a test or a hook (the worker fixture starts it)");
  return current;
}

/** Starts a fresh stack for worker `index` and makes it the current one. */
export async function startE2EStack(index: number): Promise<E2EStack> {
  const dataDir = join(PROJECT_ROOT, ".data", "e2e", `worker-${index}`);
  const port = await choosePort(0);
  // Node itself with tsx's loader, not the `tsx` command: that wrapper gives its child 30 ms to acknowledge a
  // SIGTERM and then kills it, and a busy server killed so never stops its workerd, which outlived the run.
  const child = spawn(process.execPath, ["--import", "tsx", join(PROJECT_ROOT, "scripts", "e2e-server.ts")], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /e2e storefront at (\S+)/.exec(output.join(""));
      if (match) resolve(match[1]);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) =>
      reject(new Error(`the e2e stack exited (${code}) before it was ready:\n${output.join("").slice(-4000)}`)),
    );
  });
  // Later output is the Worker's own log: keep it flowing (a full pipe would stall the server) and visible.
  child.stdout!.removeAllListeners("data");
  child.stdout!.on("data", (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr!.removeAllListeners("data");
  child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  await untilHealthy(url, child);
  current = { url, databaseFile: join(dataDir, "boutique.db"), stop: () => stopChild(child) };
  return current;
}

/** The stack answers /healthz with 200 once its database and demo shop answer (what Playwright's webServer waited for). */
async function untilHealthy(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the e2e stack exited (${child.exitCode})`);
    const response = await fetch(new URL("/healthz", url)).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the e2e stack at ${url} did not answer /healthz with 200 in 20 s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const forceKill = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(forceKill);
      done();
    });
    child.kill("SIGTERM");
  });
}
