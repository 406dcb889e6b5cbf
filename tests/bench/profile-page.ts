// Where one page's CPU goes, on its own:
//   npm run build && node --experimental-websocket --import tsx tests/bench/profile-page.ts
// 1. Database requests and statements per answer, through a counting proxy in front of the libSQL server.
// 2. CPU per answer of each process on the machine (workerd, the libSQL server, this process with the demo shop
//    and the load generator) under a closed-loop load, from /proc.
// 3. A CPU profile of workerd (DevTools' Profiler through Miniflare's inspector) over the same load: self time by
//    part, by source file (the bundle's source map leads back to app/... and each package) and by function.
// Knobs: BENCH_PRODUCTS (600), BENCH_LOAD_SECONDS (6), BENCH_CONCURRENCY (16), PROFILE_TOP (30),
// PROFILE_ENCODING (identity; gzip adds Miniflare's stand-in for the edge's compression),
// PROFILE_PATH (/products; `product` for the first product /products lists),
// PROFILE_AS: signed-in (default; the kept page, decision 056), signed-in-rendered (SIGNED_IN_PAGES=off),
// anonymous (the HTML cache answers), anonymous-rendered (HTML_CACHE=off: every answer a render).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { choosePort, startLocalStack, WORKER_BUNDLE } from "../../scripts/local-stack";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { requestsPerSecond } from "./load";
import { signInAs } from "./page-weight";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 600);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 6);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PATH_ASKED = process.env.PROFILE_PATH ?? "/products";
const AS = process.env.PROFILE_AS ?? "signed-in";
const ANONYMOUS = AS.startsWith("anonymous");
const BINDINGS: Record<string, string> =
  AS === "anonymous-rendered" ? { HTML_CACHE: "off" } : AS === "signed-in-rendered" ? { SIGNED_IN_PAGES: "off" } : {};
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const ENCODING = process.env.PROFILE_ENCODING ?? "identity";

if (typeof WebSocket === "undefined") throw new Error("run with node --experimental-websocket (Node 20) or Node 22+");

/** utime + stime (clock ticks) of each process by pid, from /proc. */
function cpuTicks(pids: string[]): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone
    }
  }
  return ticks;
}

/** This process's descendants by command name (workerd, the libSQL server's node). */
function descendants(): { pid: string; comm: string; args: string }[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row.length >= 3);
  const mine = new Set([String(process.pid)]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [pid, ppid] of rows)
      if (mine.has(ppid) && !mine.has(pid)) {
        mine.add(pid);
        changed = true;
      }
  }
  return rows
    .filter(([pid]) => mine.has(pid) && pid !== String(process.pid))
    .map(([pid, , comm, ...args]) => ({ pid, comm, args: args.join(" ") }));
}

/** A proxy in front of the database that counts requests and the statements in them. */
async function startCountingProxy(target: string) {
  const statements = new Map<string, number>();
  let requests = 0;
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", async () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      if (body && incoming.url?.endsWith("/pipeline")) {
        requests += 1;
        const pipeline = JSON.parse(body.toString("utf8")) as {
          requests: { type: string; stmt?: { sql?: string }; batch?: { steps: { stmt: { sql?: string } }[] } }[];
        };
        for (const request of pipeline.requests) {
          const sqls =
            request.type === "execute"
              ? [request.stmt?.sql]
              : request.type === "batch"
                ? (request.batch?.steps.map((step) => step.stmt.sql) ?? [])
                : [];
          for (const sql of sqls) {
            const key = (sql ?? "?").replace(/\s+/g, " ").slice(0, 110);
            statements.set(key, (statements.get(key) ?? 0) + 1);
          }
        }
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value);
      const answer = await fetch(new URL(incoming.url ?? "/", target), { method: incoming.method, headers, body });
      outgoing.writeHead(answer.status, { "Content-Type": answer.headers.get("Content-Type") ?? "application/json" });
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    reset() {
      statements.clear();
      requests = 0;
    },
    counts: () => ({ requests, statements: new Map(statements) }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One DevTools connection: `send` a method, get its result. */
async function devtools(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  return {
    async send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const messageId = ++id;
      const answer = await new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
        waiting.set(messageId, resolve);
        socket.send(JSON.stringify({ id: messageId, method, params }));
      });
      if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
      return answer.result as T;
    },
    close: () => socket.close(),
  };
}

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The source file of a place in the bundle, through its source map (which leads on through each package's own). */
function bundleSources(): (line: number, column: number) => { source: string; line: number | null } {
  const map = new TraceMap(readFileSync(`${WORKER_BUNDLE}.map`, "utf8"));
  return (line: number, column: number) => {
    const found = originalPositionFor(map, { line: line + 1, column });
    return {
      source: found.source
        ? found.source.replace(/^(?:\.\.\/)+/, "").replace(/^.*?\/node_modules\//, "node_modules/")
        : "(bundle)",
      line: found.line,
    };
  };
}

/** Groups a module path into parts: React, Remix, the database client, the app's own modules. */
function partOf(module: string, functionName: string, url: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : `native: ${functionName || "(anonymous)"}`;
  if (/react-dom/.test(module)) return "React render (react-dom/server)";
  if (/@remix-run\/server-runtime|@remix-run\/router|@remix-run\/cloudflare|turbo-stream/.test(module))
    return "Remix (server runtime, router, single fetch)";
  if (/@remix-run\/react/.test(module)) return "Remix React components";
  if (/react-router/.test(module)) return "React Router (render)";
  if (/@libsql|drizzle-orm/.test(module)) return "database client (libSQL, Drizzle)";
  if (/^app\/components|^app\/routes|^app\/root|^app\/hooks/.test(module)) return "app components and routes";
  if (/^app\/lib\/(?:auth|security)/.test(module)) return "app auth and security";
  if (/^app\/lib\/catalog|^app\/lib\/routes/.test(module)) return "app catalogue and listing";
  if (/^app\//.test(module)) return "app other";
  if (/^workers\//.test(module)) return "Worker entry";
  if (/zod/.test(module)) return "zod";
  return `other: ${module.split("/").slice(0, 3).join("/")}`;
}

function summarise(
  profile: Profile,
  locate: (line: number, column: number) => { source: string; line: number | null },
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const moduleOfNode = (node: ProfileNode) =>
    node.callFrame.url ? locate(node.callFrame.lineNumber, node.callFrame.columnNumber).source : "(native)";
  // An anonymous function is told apart by its line in its source.
  const nameOf = (node: ProfileNode) =>
    node.callFrame.functionName
      ? `${node.callFrame.functionName} ${moduleOfNode(node)}`
      : `(anonymous) ${moduleOfNode(node)}:${node.callFrame.url ? locate(node.callFrame.lineNumber, node.callFrame.columnNumber).line : ""}`;
  /** The nearest caller with code of its own: a built-in (a RegExp, JSON.parse, a Response) counts to whoever called it. */
  const jsCallerOf = (nodeId: number): ProfileNode | null => {
    for (let id = parentOf.get(nodeId); id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id)!;
      if (node.callFrame.url) return node;
    }
    return null;
  };
  const self = new Map<number, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    self.set(nodeId, (self.get(nodeId) ?? 0) + ms);
    if (byId.get(nodeId)!.callFrame.functionName === "(idle)") return;
    const seen = new Set<string>();
    for (let id: number | undefined = nodeId; id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id)!;
      if (!node.callFrame.url) continue;
      const name = nameOf(node);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  const parts = new Map<string, number>();
  const modules = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  for (const [nodeId, ms] of self) {
    const node = byId.get(nodeId)!;
    const { callFrame } = node;
    if (callFrame.functionName === "(idle)") continue;
    total += ms;
    // A built-in's time goes to the code that called it.
    const caller = callFrame.url ? node : jsCallerOf(nodeId);
    const module = caller ? moduleOfNode(caller) : "(native)";
    const part = caller ? partOf(module, caller.callFrame.functionName, caller.callFrame.url) : callFrame.functionName;
    parts.set(part, (parts.get(part) ?? 0) + ms);
    modules.set(module, (modules.get(module) ?? 0) + ms);
    const name = callFrame.url
      ? nameOf(node)
      : `${callFrame.functionName || "(anonymous)"} (built-in)${caller ? ` <- ${nameOf(caller)}` : ""}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  return { total, parts, modules, functions, inclusive };
}

const pct = (ms: number, total: number) => `${((ms / total) * 100).toFixed(1)}%`;

const inspectorPort = await choosePort(0);
const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-profile-")),
  fresh: true,
  productCount: PRODUCTS,
  databaseInChildProcess: true,
  inspectorPort,
  bindings: { CATALOG_LOAD_TIMEOUT_MS: "300000", ...BINDINGS },
});
const proxy = await startCountingProxy(stack.databaseUrl);
try {
  await stack.rebind({ DATABASE_URL: proxy.url, ...BINDINGS });
  const cookie = ANONYMOUS ? "" : await signInAs(stack.url, DEMO_SHOPPER);
  const PATH =
    PATH_ASKED === "product"
      ? (/<h3><a href="(\/products\/[^"]+)"/.exec(await (await fetch(`${stack.url}/products`)).text())?.[1] ??
        "/products")
      : PATH_ASKED;
  // Miniflare compresses answers inside workerd, as Cloudflare's edge does outside the Worker: gzip adds that.
  const headers: Record<string, string> = { "Accept-Encoding": ENCODING, ...(cookie ? { Cookie: cookie } : {}) };
  const url = `${stack.url}${PATH}`;
  for (let i = 0; i < 5; i++) {
    await fetch(url, { headers }).then((r) => r.arrayBuffer());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`${PRODUCTS} products, ${AS}, ${PATH}`);

  // 1. Database requests per answer (one answer at a time, after-response work included).
  proxy.reset();
  const ONE_BY_ONE = 20;
  for (let i = 0; i < ONE_BY_ONE; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  await new Promise((resolve) => setTimeout(resolve, 500));
  const counted = proxy.counts();
  const statementCount = [...counted.statements.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n1. Database per answer: ${(counted.requests / ONE_BY_ONE).toFixed(2)} HTTP requests, ${(statementCount / ONE_BY_ONE).toFixed(2)} statements`,
  );
  for (const [sql, count] of [...counted.statements].sort((a, b) => b[1] - a[1]))
    console.log(`  ${(count / ONE_BY_ONE).toFixed(2)} x ${sql}`);

  // 2. CPU per answer by process, under load.
  const processes = descendants().filter(({ comm, args }) => comm === "workerd" || /local-server/.test(args));
  const pids = [String(process.pid), ...processes.map(({ pid }) => pid)];
  const nameOf = (pid: string) =>
    pid === String(process.pid)
      ? "bench process (load generator, demo shop, proxy)"
      : processes.find((row) => row.pid === pid)!.comm === "workerd"
        ? `workerd ${pid}`
        : `libSQL server ${pid}`;
  const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());
  const before = cpuTicks(pids);
  const startedAt = performance.now();
  const rate = await requestsPerSecond(() => url, SECONDS, CONCURRENCY, 0, headers);
  const elapsed = (performance.now() - startedAt) / 1000;
  const after = cpuTicks(pids);
  const answers = rate * SECONDS;
  console.log(
    `\n2. CPU per answer, ${CONCURRENCY} clients for ${SECONDS} s: ${rate.toFixed(0)} req/s (load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")})`,
  );
  for (const pid of pids) {
    const seconds = ((after.get(pid) ?? 0) - (before.get(pid) ?? 0)) / ticksPerSecond;
    console.log(
      `  ${nameOf(pid)}: ${((seconds * 1000) / answers).toFixed(2)} ms per answer (${((seconds / elapsed) * 100).toFixed(0)}% of a core)`,
    );
  }

  // 3. workerd's CPU profile under the same load.
  const target = await fetch(`http://127.0.0.1:${inspectorPort}/json`).then(
    (r) => r.json() as Promise<{ title: string; webSocketDebuggerUrl: string }[]>,
  );
  const storefront = target.find((entry) => !/image-codecs/.test(entry.webSocketDebuggerUrl)) ?? target[0];
  const session = await devtools(storefront.webSocketDebuggerUrl);
  try {
    await session.send("Profiler.enable");
    await session.send("Profiler.setSamplingInterval", { interval: 200 });
    await session.send("Profiler.start");
    const profiledRate = await requestsPerSecond(() => url, SECONDS, CONCURRENCY, 0, headers);
    const { profile } = await session.send<{ profile: Profile }>("Profiler.stop");
    const profiledAnswers = profiledRate * SECONDS;
    const summary = summarise(profile, bundleSources());
    const perAnswer = (ms: number) => `${(ms / profiledAnswers).toFixed(2)} ms`;
    console.log(
      `\n3. workerd CPU profile: ${profiledRate.toFixed(0)} req/s while profiling; ${perAnswer(summary.total)} sampled per answer (idle left out)`,
    );
    const table = (title: string, rows: Map<string, number>, limit: number) => {
      console.log(`  ${title}`);
      for (const [name, ms] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, limit))
        console.log(`    ${perAnswer(ms).padStart(9)} ${pct(ms, summary.total).padStart(6)}  ${name}`);
    };
    table("by part", summary.parts, 40);
    table("by module", summary.modules, TOP);
    table("by function (self; a built-in with its caller)", summary.functions, TOP);
    table(
      "by function, inclusive (the app's, Remix's and React's entry points)",
      new Map(
        [...summary.inclusive].filter(([name]) => / app\/|server-runtime|renderToReadableStream|workers\//.test(name)),
      ),
      TOP,
    );
  } finally {
    session.close();
  }
} finally {
  await stack.rebind({ DATABASE_URL: stack.databaseUrl }).catch(() => undefined);
  await proxy.close();
  await stack.close();
}
