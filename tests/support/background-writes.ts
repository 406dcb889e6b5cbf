// What the Worker does after its answer (waitUntil, afterResponse) has no completion signal: a test polls for
// what that work writes.
import type { TestStack } from "./worker-stack";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` passes (true) or `timeoutMs` runs out (false). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(150);
  }
  return false;
}

/** The search_analytics rows for `query`, once there are at least `expected` (or what there is after 5 s). */
export async function searchAnalyticsRows(
  stack: Pick<TestStack, "sql">,
  query: string,
  expected: number,
): Promise<Record<string, unknown>[]> {
  let rows: Record<string, unknown>[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    rows = (
      await stack.sql.execute({
        sql: "select * from search_analytics where query = ? order by created_at",
        args: [query],
      })
    ).rows as never;
    if (rows.length >= expected) break;
    await sleep(100);
  }
  return rows;
}
