// What an anonymous visitor may write, through the built Worker: every kind is
// limited per network (IPv6 by its /64), cut to stated sizes, deduplicated
// where it repeats and kept for a stated time; figures count distinct visitors.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";
import { fieldByLabel, parseHtml, valueOf } from "../support/html";
import { signedInAdmin } from "../support/http-shopper";

const stack = useTestStack({ productCount: 60, bindings: { HTML_CACHE: "off" } });

async function count(sql: string, ...args: (string | number)[]): Promise<number> {
  return Number((await stack.sql.execute({ sql, args })).rows[0].n);
}

/** Rows written after the response (waitUntil): polled until they stop changing. */
async function settledCount(sql: string, ...args: (string | number)[]): Promise<number> {
  let last = -1;
  for (let attempt = 0; attempt < 30; attempt++) {
    const now = await count(sql, ...args);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return last;
}

/** Waits (up to 15 s) until a count reaches `target`: writes made after the answer land when they land. */
async function countReaching(target: number, sql: string): Promise<number> {
  let now = 0;
  for (let attempt = 0; attempt < 75 && now < target; attempt++) {
    now = await count(sql);
    if (now < target) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return now;
}

const cspReport = (blocked: string) =>
  JSON.stringify({
    "csp-report": {
      "document-uri": "http://localhost/",
      "violated-directive": "script-src",
      "effective-directive": "script-src",
      "blocked-uri": blocked,
    },
  });

describe("/csp-report", () => {
  it("stores at most 10 reports a minute from one network, each User-Agent cut to 256 characters", async () => {
    const userAgent = `Mozilla/5.0 ${"x".repeat(12_000)}`;
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const response = await stack.fetch("/csp-report", {
        method: "POST",
        body: cspReport(`https://evil.example/${i}.js`),
        // Addresses of one IPv6 /64: one network.
        headers: {
          "Content-Type": "application/csp-report",
          "User-Agent": userAgent,
          "CF-Connecting-IP": `2001:db8:c5:1::${i + 1}`,
        },
      });
      statuses.add(response.status);
    }
    expect([...statuses]).toEqual([204]);
    expect(await count("select count(*) as n from security_events where ip_address like '2001:db8:c5:1::%'")).toBe(10);
    expect(
      await count("select max(length(user_agent)) as n from security_events where ip_address like '2001:db8:c5:1::%'"),
    ).toBe(256);
  });

  it("stores the same violation from one network once", async () => {
    for (let i = 0; i < 5; i++) {
      await stack.fetch("/csp-report", {
        method: "POST",
        body: cspReport("inline"),
        headers: { "Content-Type": "application/csp-report", "CF-Connecting-IP": "198.51.100.40" },
      });
    }
    expect(await count("select count(*) as n from security_events where ip_address = '198.51.100.40'")).toBe(1);
  });
});

describe("/api/security-monitor", () => {
  const post = (events: unknown[], ip: string) =>
    stack.fetch("/api/security-monitor", {
      method: "POST",
      body: JSON.stringify({ action: "log_event", events }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    });

  it("refuses a forged admin_action; a claimed critical event is stored as low, and the dashboard shows neither", async () => {
    const forged = await post(
      [{ event_type: "admin_action", severity: "critical", details: { action: "owner_deleted" } }],
      "198.51.100.41",
    );
    expect(forged.status).toBe(400);
    expect(await count("select count(*) as n from security_events where event_type = 'admin_action'")).toBe(0);

    const claimed = await post(
      [{ event_type: "suspicious_activity", severity: "critical", details: { note: "forged-critical" } }],
      "198.51.100.41",
    );
    expect(claimed.status).toBe(200);
    const rows = await stack.sql.execute(
      "select severity, details from security_events where details like '%forged-critical%'",
    );
    expect(rows.rows.map((row) => row.severity)).toEqual(["low"]);
    expect(JSON.parse(String(rows.rows[0].details))).toMatchObject({ reported_severity: "critical", source: "client" });

    const admin = await signedInAdmin(stack);
    const dashboard = await (await admin.get("/admin")).text();
    const events = /id="events-heading"[\s\S]*?<\/section>/.exec(dashboard)?.[0] ?? "";
    expect(events).not.toContain("admin_action");
    expect(events).not.toContain("critical");
    expect(events).not.toMatch(/suspicious_activity/);
  });
});

describe("/api/visitor-sessions", () => {
  const ping = (sessionId: string, currentPage: string, ip: string, pageView = true) =>
    stack.fetch("/api/visitor-sessions", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify({ sessionId, currentPage, pageView }),
    });

  it("takes at most 30 new session ids an hour from one network; the rest write nothing", async () => {
    const results: string[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await ping(
        crypto.randomUUID(),
        "/products/invented-product-from-a-script",
        `2001:db8:5e55:9::${i + 1}`,
      );
      expect(response.status).toBe(200);
      results.push(((await response.json()) as { result: string }).result);
    }
    expect(results.filter((result) => result === "inserted")).toHaveLength(30);
    expect(
      await count(
        "select count(*) as n from product_views where shopify_product_id = 'invented-product-from-a-script'",
      ),
    ).toBe(30);
    // Another network is not held back.
    expect(await (await ping(crypto.randomUUID(), "/", "198.51.100.42")).json()).toMatchObject({ result: "inserted" });
  });

  it("counts a product seen again by the same session within 30 minutes once, and cuts long pages and User-Agents", async () => {
    const sessionId = crypto.randomUUID();
    for (let i = 0; i < 5; i++) await ping(sessionId, "/products/saffron-linen-overalls", "198.51.100.43");
    expect(await count("select count(*) as n from product_views where session_id = ?", sessionId)).toBe(1);
    const longPage = `/about?${"p".repeat(1_900)}`;
    await stack.fetch("/api/visitor-sessions", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": "198.51.100.43",
        "User-Agent": "u".repeat(5_000),
      },
      body: JSON.stringify({ sessionId, currentPage: longPage }),
    });
    const [row] = (
      await stack.sql.execute({
        sql: "select length(current_page) as page, length(user_agent) as agent from user_sessions where session_id = ?",
        args: [sessionId],
      })
    ).rows;
    expect(Number(row.page)).toBe(512);
    expect(Number(row.agent)).toBe(256);
  });
});

describe("search analytics", () => {
  it("30 User-Agents from one network searching one word do not make it the top search", async () => {
    for (let i = 0; i < 30; i++) {
      await stack.fetch("/products?q=attackword", {
        headers: { "User-Agent": `bot-${i}`, "CF-Connecting-IP": `2001:db8:ad:1::${i + 1}` },
      });
    }
    for (const ip of ["203.0.113.61", "203.0.113.62"])
      await stack.fetch("/products?q=linen", { headers: { "User-Agent": "shopper", "CF-Connecting-IP": ip } });
    // Searches are written after the answer, in batches: wait for the two shoppers' rows, then for the rest.
    await countReaching(2, "select count(*) as n from search_analytics where query = 'linen'");
    await settledCount("select count(*) as n from search_analytics");
    const admin = await signedInAdmin(stack);
    const html = await (await admin.get("/admin/analytics?days=1")).text();
    const popular = /id="popular-heading"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const rows = [...popular.matchAll(/<td[^>]*>([^<]+)<\/td><td[^>]*>(\d+)<\/td>/g)].map((match) => [
      match[1],
      Number(match[2]),
    ]);
    expect(rows[0]).toEqual(["linen", 2]);
    expect(rows).toContainEqual(["attackword", 1]);
  });
});

describe("per-network limits", () => {
  it("one IPv6 /64 sends at most 5 contact messages in 5 minutes, whatever its addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const body = new URLSearchParams({
        name: "Flood",
        email: "flood@example.com",
        subject: "Hello",
        message: `Message number ${i} from one network.`,
      });
      const response = await stack.fetch("/contact", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `2001:db8:c0:1::${i + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await count("select count(*) as n from contact_messages where email = 'flood@example.com'")).toBe(5);
  });

  it("link-health, security-monitor and performance reports count one /64 as one client", async () => {
    const beacon = {
      page: "/products?q=linen",
      deviceType: "mobile",
      pageVersion: "2.0.0",
      lcp: 3100,
      fid: 40,
      inp: 120,
      cls: 0.05,
      ttfb: 300,
      fcp: 900,
      loadTime: 2100,
      memoryUsagePercent: 65,
      resourceCount: 31,
      effectiveType: "4g",
      downlink: 10,
      rtt: 50,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      const response = await stack.fetch("/api/performance-metrics", {
        method: "POST",
        body: JSON.stringify(beacon),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `2001:db8:9e:1:${(i + 1).toString(16)}::1` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const links = { page: "/", findings: [{ kind: "broken_product_link", href: "/products/x", reason: "404" }] };
    const linkStatuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const response = await stack.fetch("/api/link-health", {
        method: "POST",
        body: JSON.stringify(links),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `2001:db8:11:2::${(i + 1).toString(16)}` },
      });
      linkStatuses.push(response.status);
    }
    expect(linkStatuses.filter((status) => status === 429)).toHaveLength(2);
    // The security monitor counts events: 100 an hour per network, so ten batches of ten fill it.
    const events = Array.from({ length: 10 }, () => ({
      event_type: "suspicious_activity",
      severity: "low",
      details: {},
    }));
    const monitorStatuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await stack.fetch("/api/security-monitor", {
        method: "POST",
        body: JSON.stringify({ action: "log_event", events }),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `2001:db8:5ec:3::${(i + 1).toString(16)}` },
      });
      monitorStatuses.push(response.status);
    }
    expect(monitorStatuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe("/track-order", () => {
  const track = (orderNumber: string, ip: string) =>
    stack.fetch("/track-order", {
      method: "POST",
      body: new URLSearchParams({ orderNumber, email: "someone@example.com" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    });

  it("refuses an oversize field before matching or counting it, and keeps the form", async () => {
    const huge = `1001 ${"select x from y ".repeat(2_000)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await track(huge, "198.51.100.50")).status);
    // Refused unread each time: never counted, so the network's limit (20) never answers 429 for them.
    expect([...new Set(statuses)]).toEqual([400]);
    expect(await count("select count(*) as n from security_events where ip_address = '198.51.100.50'")).toBe(0);
    const page = await (await track(huge, "198.51.100.50")).text();
    expect(page).toContain("Please enter your order number and the email you ordered with.");
    expect(valueOf(fieldByLabel(parseHtml(page), "Email"))).toBe("someone@example.com");
  });

  it("matches the SQL-like pattern on the 40 characters it keeps, not on what follows", async () => {
    const response = await track(`${"1".repeat(45)} select password from users`, "198.51.100.51");
    expect(response.status).toBe(404);
    expect(
      await count(
        "select count(*) as n from security_events where ip_address = '198.51.100.51' and event_type = 'suspicious_activity'",
      ),
    ).toBe(0);
  });
});

describe("retention", () => {
  const DAY = 86_400_000;
  /** Each table the daily job keeps for a stated time, the column it ages by, and that time in days. */
  const KEPT: {
    table: string;
    column: string;
    days: number;
    insert: (id: string, at: string) => { sql: string; args: string[] };
  }[] = [
    {
      table: "search_analytics",
      column: "created_at",
      days: 30,
      insert: (id, at) => ({
        sql: "insert into search_analytics (id, query, results_count, created_at) values (?, 'kept', 1, ?)",
        args: [id, at],
      }),
    },
    {
      table: "user_sessions",
      column: "last_seen",
      days: 30,
      insert: (id, at) => ({
        sql: "insert into user_sessions (session_id, last_seen, started_at) values (?, ?, ?)",
        args: [id, at, at],
      }),
    },
    {
      table: "email_outbox",
      column: "created_at",
      days: 30,
      insert: (id, at) => ({
        sql: "insert into email_outbox (id, to_address, subject, text_body, created_at) values (?, 'a@example.com', 's', 't', ?)",
        args: [id, at],
      }),
    },
    {
      table: "product_views",
      column: "created_at",
      days: 90,
      insert: (id, at) => ({
        sql: "insert into product_views (id, session_id, shopify_product_id, page_url, created_at) values (?, 's', 'p', '/products/p', ?)",
        args: [id, at],
      }),
    },
    {
      table: "performance_metrics",
      column: "created_at",
      days: 90,
      insert: (id, at) => ({
        sql: "insert into performance_metrics (id, page, device_type, score, grade, created_at) values (?, '/', 'mobile', 90, 'A', ?)",
        args: [id, at],
      }),
    },
    {
      table: "shop_funnel_events",
      column: "created_at",
      days: 90,
      insert: (id, at) => ({
        sql: "insert into shop_funnel_events (id, event, session_id, created_at) values (?, 'add_to_cart', 's', ?)",
        args: [id, at],
      }),
    },
    {
      table: "security_events",
      column: "created_at",
      days: 180,
      insert: (id, at) => ({
        sql: "insert into security_events (id, event_type, severity, created_at) values (?, 'failed_login', 'low', ?)",
        args: [id, at],
      }),
    },
    {
      table: "webhook_deliveries",
      column: "received_at",
      days: 30,
      insert: (id, at) => ({
        sql: "insert into webhook_deliveries (webhook_id, topic, created_at) values (?, 'products/update', ?)",
        args: [id, at],
      }),
    },
    {
      table: "contact_messages",
      column: "created_at",
      days: 365,
      insert: (id, at) => ({
        sql: "insert into contact_messages (id, name, email, subject, message, created_at) values (?, 'n', 'e@example.com', 's', 'm', ?)",
        args: [id, at],
      }),
    },
  ];
  const idColumn = (table: string) =>
    ({ user_sessions: "session_id", webhook_deliveries: "webhook_id" })[table] ?? "id";

  it("the daily job run 400 days ahead empties each table's old rows per its stated period", async () => {
    const clock = Date.now() + 400 * DAY;
    for (const kept of KEPT) {
      await stack.sql.batch([
        kept.insert(`${kept.table}-today`, new Date().toISOString()),
        kept.insert(`${kept.table}-inside`, new Date(clock - (kept.days - 1) * DAY).toISOString()),
        kept.insert(`${kept.table}-outside`, new Date(clock - (kept.days + 1) * DAY).toISOString()),
      ]);
    }
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "15 3 * * *", scheduledTime: new Date(clock) });
    const left: Record<string, string[]> = {};
    for (const kept of KEPT) {
      const id = idColumn(kept.table);
      const rows = await stack.sql.execute({
        sql: `select ${id} as id from ${kept.table} where ${id} like ? order by ${id}`,
        args: [`${kept.table}-%`],
      });
      left[kept.table] = rows.rows.map((row) => String(row.id));
    }
    expect(left).toEqual(Object.fromEntries(KEPT.map((kept) => [kept.table, [`${kept.table}-inside`]])));
  });

  // Issue 41 §11: anyone can send what browsers report (the security monitor, CSP reports), so it is kept a month;
  // what the server records about sign-ins and limits keeps its 180 days.
  it("keeps browser reports 30 days and the server's own security events 180", async () => {
    const clock = Date.now() + 500 * DAY;
    const event = (id: string, daysOld: number, source: "client" | "server") => ({
      sql: "insert into security_events (id, event_type, severity, details, created_at) values (?, 'suspicious_activity', 'low', ?, ?)",
      args: [
        id,
        JSON.stringify(source === "client" ? { source: "client" } : { reason: "x" }),
        new Date(clock - daysOld * DAY).toISOString(),
      ],
    });
    await stack.sql.batch([
      event("report-29-days", 29, "client"),
      event("report-31-days", 31, "client"),
      event("server-31-days", 31, "server"),
      event("server-181-days", 181, "server"),
    ]);
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "15 3 * * *", scheduledTime: new Date(clock) });
    const rows = await stack.sql.execute(
      "select id from security_events where id like 'report-%' or id like 'server-%' order by id",
    );
    expect(rows.rows.map((row) => String(row.id))).toEqual(["report-29-days", "server-31-days"]);
  });
});
