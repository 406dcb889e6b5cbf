// Spec 000 section 4: catalogue loading ends after the data or a 10 s time-out
// (shortened here with a binding); the build carries on and the next visit has it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../support/worker-stack";

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ bindings: { CATALOG_LOAD_TIMEOUT_MS: "1000" } });
});
afterAll(async () => {
  await stack?.close();
});

it("answers Products unavailable after the loading time-out, then serves the catalogue the build went on to read", async () => {
  await stack.demoShop("/__demo/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ kind: "slow", count: 2, delayMs: 2500 }) });
  const started = Date.now();
  const first = await stack.fetch("/products");
  expect(first.status).toBe(503);
  expect(await first.text()).toContain("Products unavailable");
  expect(Date.now() - started).toBeLessThan(2400);

  await new Promise((resolve) => setTimeout(resolve, 3000));
  const second = await stack.fetch("/products");
  expect(second.status).toBe(200);
  expect(second.headers.get("Server-Timing")).toMatch(/catalog;dur=[\d.]+;desc="memory"/);
});
