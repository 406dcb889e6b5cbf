// The per-request I/O tracker and awaitAll (decision 015): what still runs is
// known and can be handed to waitUntil; a stuck call fails at its deadline; a
// failure is only reported once every sibling call has finished.
import { describe, expect, test } from "vitest";
import { awaitAll } from "~/lib/platform/await-all";
import { CallDeadlineError, createRequestIo } from "~/lib/platform/request-io.server";

function controllableFetch() {
  const pending: { resolve: (response: Response) => void; signal: AbortSignal }[] = [];
  const fakeFetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener("abort", () => reject(signal.reason));
      pending.push({ resolve, signal });
    })) as typeof fetch;
  return { fakeFetch, pending };
}

describe("request I/O", () => {
  test("counts calls in flight until their bodies are read, and settles when all are done", async () => {
    const { fakeFetch, pending } = controllableFetch();
    const io = createRequestIo(fakeFetch);
    const fetchDb = io.fetchWithDeadline(60_000);
    const first = fetchDb("http://db.test/v2/pipeline", { method: "POST" });
    const second = fetchDb("http://db.test/v2/pipeline", { method: "POST" });
    expect(io.inFlight()).toBe(2);
    let settled = false;
    const allSettled = io.settled().then(() => (settled = true));
    pending[0].resolve(new Response("one"));
    expect(await (await first).text()).toBe("one");
    expect(io.inFlight()).toBe(1);
    expect(settled).toBe(false);
    pending[1].resolve(new Response(null, { status: 204 }));
    expect((await second).status).toBe(204);
    await allSettled;
    expect(io.inFlight()).toBe(0);
  });

  test("fails a call that outlives its deadline with CallDeadlineError naming the host", async () => {
    const { fakeFetch } = controllableFetch();
    const io = createRequestIo(fakeFetch);
    const call = io.fetchWithDeadline(20)("http://db.test/v2/pipeline");
    await expect(call).rejects.toBeInstanceOf(CallDeadlineError);
    await expect(call).rejects.toThrow("db.test");
    expect(io.inFlight()).toBe(0);
  });

  test("passes a caller's own abort through as it is", async () => {
    const { fakeFetch } = controllableFetch();
    const io = createRequestIo(fakeFetch);
    const controller = new AbortController();
    const call = io.fetchWithDeadline(60_000)("http://shop.test/api", { signal: controller.signal });
    controller.abort(new Error("caller gave up"));
    await expect(call).rejects.toThrow("caller gave up");
  });
});

describe("awaitAll", () => {
  test("returns every value in order", async () => {
    expect(await awaitAll([Promise.resolve(1), Promise.resolve("two")])).toEqual([1, "two"]);
  });

  test("throws the first failure only after the slower sibling has finished", async () => {
    let siblingFinished = false;
    const sibling = new Promise<number>((resolve) =>
      setTimeout(() => {
        siblingFinished = true;
        resolve(2);
      }, 30),
    );
    await expect(awaitAll([Promise.reject(new Error("not found")), sibling])).rejects.toThrow("not found");
    expect(siblingFinished).toBe(true);
  });
});
