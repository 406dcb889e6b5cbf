// 500 seeded hostile requests across every route (query strings,
// form and JSON bodies, cookies): no 5xx, no markup reflected into a page, no
// unhandled rejection or cross-request promise in workerd's output. Set
// FUZZ_SEED to replay another sequence; tests/reliability/fuzz.ts runs 10,000.
import { expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { createRequestGenerator, REFLECTION_MARKER } from "../support/fuzz-requests";
import { CROSS_REQUEST_WARNING } from "../support/worker-stack";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = 500;
const CONCURRENCY = 8;

const stack = useTestStack({ productCount: 40 });

it(`answers ${REQUESTS} hostile requests (seed ${SEED}) without a 5xx or reflected markup`, async () => {
  const shopper = new Shopper(stack);
  await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  const next = createRequestGenerator(SEED, {
    sessionCookies: [shopper.cookie.split("=").slice(1).join("=")],
    origin: stack.url,
  });

  const failures: string[] = [];
  const statusCounts = new Map<number, number>();
  for (let start = 0; start < REQUESTS; start += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, REQUESTS - start) }, (_, i) => next(start + i));
    await Promise.all(
      batch.map(async (request) => {
        const response = await stack.fetch(request.path, request.init);
        statusCounts.set(response.status, (statusCounts.get(response.status) ?? 0) + 1);
        const body = await response.text();
        if (response.status >= 500) failures.push(`${request.label}: ${response.status} ${body.slice(0, 200)}`);
        if ((response.headers.get("Content-Type") ?? "").includes("text/html") && body.includes(REFLECTION_MARKER))
          failures.push(`${request.label}: reflected markup`);
      }),
    );
  }
  expect(failures).toEqual([]);
  // The generator reaches both the happy and the refusing paths, not only one kind of answer.
  expect([...statusCounts.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
  expect([...statusCounts.keys()].some((status) => status >= 400 && status < 500)).toBe(true);
  const output = stack.runtimeOutput();
  expect(output).not.toContain(CROSS_REQUEST_WARNING);
  expect(output).not.toMatch(/Uncaught \(in promise\)|Unhandled rejection/i);
});
