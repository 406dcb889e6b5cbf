// Visitor sessions through the built Worker in workerd: one session's writes
// are capped per minute, and the daily job deletes old rate-limit rows and
// visitor sessions.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";

const SITE_URL = "https://shop.boho.test";
const stack = useTestStack({ bindings: { SITE_URL, HTML_CACHE: "off" } });

const rows = async (sql: string, ...args: string[]) => (await stack.sql.execute({ sql, args })).rows;

describe("visitor sessions and old rows", () => {
  const ping = (sessionId: string, currentPage: string, pageView = true) =>
    stack.fetch("/api/visitor-sessions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sessionId, currentPage, pageView }),
    });

  it("caps one session at 30 writes a minute; later pings answer 200 and write nothing", async () => {
    const sessionId = crypto.randomUUID();
    const results: string[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await ping(sessionId, `/products/saffron-linen-overalls-${i}`);
      expect(response.status).toBe(200);
      results.push(((await response.json()) as { result: string }).result);
    }
    expect(results.filter((result) => result !== "throttled")).toHaveLength(30);
    expect(results.slice(30)).toEqual(Array(10).fill("throttled"));
    expect(await rows("select count(*) as n from product_views where session_id = ?", sessionId)).toEqual([
      expect.objectContaining({ n: 30 }),
    ]);
    // Another session is not held back by this one.
    expect(await (await ping(crypto.randomUUID(), "/")).json()).toMatchObject({ result: "inserted" });
  });

  it("the daily Cron Trigger deletes old rate-limit rows and visitor sessions and keeps current ones", async () => {
    const now = Date.now();
    const oldSession = crypto.randomUUID();
    const recentSession = crypto.randomUUID();
    await stack.sql.batch([
      {
        sql: "insert into rate_limits (key, attempts, window_started_at) values ('old:row', 3, ?), ('current:row', 1, ?)",
        args: [now - 2 * 86_400_000, now],
      },
      {
        sql: "insert into user_sessions (session_id, current_page, last_seen, started_at, is_active) values (?, '/', ?, ?, 1), (?, '/', ?, ?, 1)",
        args: [
          oldSession,
          new Date(now - 31 * 86_400_000).toISOString(),
          new Date(now - 31 * 86_400_000).toISOString(),
          recentSession,
          new Date(now).toISOString(),
          new Date(now).toISOString(),
        ],
      },
    ]);
    const worker = await stack.miniflare.getWorker();
    await worker.scheduled({ cron: "15 3 * * *", scheduledTime: new Date(now) });
    expect(
      (await rows("select key from rate_limits where key in ('old:row', 'current:row')")).map((row) => row.key),
    ).toEqual(["current:row"]);
    expect(
      (await rows("select session_id from user_sessions where session_id in (?, ?)", oldSession, recentSession)).map(
        (row) => row.session_id,
      ),
    ).toEqual([recentSession]);
  });
});
