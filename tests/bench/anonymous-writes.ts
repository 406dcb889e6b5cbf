// Anonymous writes from one network: what a script
// can store through each public endpoint in one go, and what a 32 KB
// /track-order field costs. Prints the figures for docs/reliability.md.
// Standalone: `npm run build && npx tsx tests/bench/anonymous-writes.ts`.
import { createClient } from "@libsql/client";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack } from "../../scripts/local-stack";

const CSP_REPORTS = 500;
const USER_AGENT_BYTES = 12_000;
const INVENTED_SESSIONS = 200;
const SEARCH_USER_AGENTS = 30;
const TRACK_REQUESTS = 30;

const stack = await startLocalStack({
  dataDir: mkdtempSync(join(tmpdir(), "bench-anon-")),
  productCount: 120,
  bindings: { HTML_CACHE: "off" },
});
const sql = createClient({ url: stack.databaseUrl });
const at = (path: string, init: RequestInit = {}) => fetch(new URL(path, stack.url), { redirect: "manual", ...init });
const scalar = async (query: string) => Number((await sql.execute(query)).rows[0].n ?? 0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

try {
  // CSP reports with 12 KB User-Agents from one IPv6 /64.
  const userAgent = `Mozilla/5.0 ${"x".repeat(USER_AGENT_BYTES)}`;
  let started = performance.now();
  for (let i = 0; i < CSP_REPORTS; i++) {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "http://localhost/",
        "effective-directive": "script-src",
        "blocked-uri": `https://evil.example/${i}.js`,
      },
    });
    await (
      await at("/csp-report", {
        method: "POST",
        body,
        headers: {
          "Content-Type": "application/csp-report",
          "User-Agent": userAgent,
          "CF-Connecting-IP": `2001:db8:1::${(i + 1).toString(16)}`,
        },
      })
    ).arrayBuffer();
  }
  const cspSeconds = (performance.now() - started) / 1000;
  const cspRows = await scalar("select count(*) as n from security_events");
  const cspBytes = await scalar(
    "select coalesce(sum(length(user_agent) + length(details)), 0) as n from security_events",
  );
  console.log(
    `csp-report: ${CSP_REPORTS} reports in ${cspSeconds.toFixed(1)} s -> ${cspRows} rows, ${(cspBytes / 1024).toFixed(0)} KiB stored (${(((cspBytes / cspSeconds) * 60) / 1_048_576).toFixed(1)} MiB a minute at this rate); longest stored User-Agent ${await scalar("select coalesce(max(length(user_agent)), 0) as n from security_events")} chars`,
  );

  // Invented visitor session ids from one network, each on a made-up product page.
  started = performance.now();
  for (let i = 0; i < INVENTED_SESSIONS; i++) {
    await (
      await at("/api/visitor-sessions", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.9" },
        body: JSON.stringify({ sessionId: crypto.randomUUID(), currentPage: "/products/fake-product", pageView: true }),
      })
    ).arrayBuffer();
  }
  const sessionSeconds = (performance.now() - started) / 1000;
  const sessions = await scalar("select count(*) as n from user_sessions");
  const views = await scalar("select count(*) as n from product_views");
  console.log(
    `visitor-sessions: ${INVENTED_SESSIONS} invented ids in ${sessionSeconds.toFixed(1)} s -> ${sessions} sessions + ${views} product views (${Math.round(((sessions + views) / sessionSeconds) * 60)} rows a minute)`,
  );

  // One word searched with 30 User-Agents from one network, another word by 2 networks.
  for (let i = 0; i < SEARCH_USER_AGENTS; i++)
    await (
      await at("/products?q=attackword", { headers: { "User-Agent": `bot-${i}`, "CF-Connecting-IP": "203.0.113.9" } })
    ).arrayBuffer();
  for (const ip of ["203.0.113.61", "203.0.113.62"])
    await (
      await at("/products?q=linen", { headers: { "User-Agent": "shopper", "CF-Connecting-IP": ip } })
    ).arrayBuffer();
  await settle();
  const attack = await scalar(
    "select count(distinct session_id) as n from search_analytics where query = 'attackword'",
  );
  console.log(
    `searches: 30 User-Agents from one network -> ${await scalar("select count(*) as n from search_analytics where query = 'attackword'")} rows, ${attack} distinct searchers for "attackword" vs 2 for "linen"`,
  );

  // /track-order with a 32 KB order number that looks like SQL.
  const huge = `1001 ${"delete ".repeat(4_500)}`;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < TRACK_REQUESTS; i++) {
    const t = performance.now();
    const response = await at("/track-order", {
      method: "POST",
      body: new URLSearchParams({ orderNumber: huge, email: "someone@example.com" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.77" },
    });
    await response.arrayBuffer();
    times.push(performance.now() - t);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  console.log(
    `track-order: ${TRACK_REQUESTS} × 32 KB SQL-like order number -> median ${times[Math.floor(times.length / 2)].toFixed(0)} ms per request, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
} finally {
  sql.close();
  await stack.close();
}
