// Catalogue loading ends after the data or a 10 s time-out
// (shortened here with a binding); the build carries on and the next visit has it.
import { expect, it, vi } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ bindings: { CATALOG_LOAD_TIMEOUT_MS: "1000", HTML_CACHE: "off" } });

it("answers Products unavailable after the loading time-out, then serves the catalogue the build went on to read", async () => {
  await stack.demoShop("/__demo/faults", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "slow", count: 2, delayMs: 2500 }),
  });
  // The shop answers only after 2.5 s; a 503 at all proves the page did not wait for it (how long it took is a bench matter).
  const first = await stack.fetch("/products");
  expect(first.status).toBe(503);
  expect(await first.text()).toContain("Products unavailable");

  // The build carried on in the background: a later visit gets the catalogue from memory.
  await vi.waitFor(
    async () => {
      const second = await stack.fetch("/products");
      expect(second.status).toBe(200);
      expect(second.headers.get("Server-Timing")).toMatch(/catalog;dur=[\d.]+;desc="memory"/);
    },
    { timeout: 15_000, interval: 500 },
  );
});
