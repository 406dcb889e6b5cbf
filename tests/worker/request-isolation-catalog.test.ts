// A request that arrives while another request is building the
// catalogue must not await that request's promise (decision 015): the first
// request may already have answered (its load time-out) and be gone.
import { expect, it } from "vitest";
import { CROSS_REQUEST_WARNING } from "../support/worker-stack";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 40, bindings: { CATALOG_LOAD_TIMEOUT_MS: "1000" } });

it("serves shoppers who arrive while another request builds the catalogue, from that build once it lands in memory", async () => {
  await stack.demoShop("/__demo/faults", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "slow", count: 1, delayMs: 1800 }),
  });
  const first = await stack.fetch("/products");
  expect(first.status).toBe(503);
  await first.body?.cancel();
  // The first build is still running (in the first request's waitUntil) when these arrive.
  const later = await Promise.all(Array.from({ length: 4 }, () => stack.fetch("/products")));
  for (const response of later) {
    expect(response.status).toBeLessThan(500);
    await response.body?.cancel();
  }
  const settled = await stack.fetch("/products");
  expect(settled.status).toBe(200);
  await settled.body?.cancel();
  expect(stack.runtimeOutput()).not.toContain(CROSS_REQUEST_WARNING);
});
