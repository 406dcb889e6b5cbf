import { describe, expect, it, vi } from "vitest";
import { backoffDelay, createStorefront, STOREFRONT_MAX_ATTEMPTS } from "~/lib/catalog/storefront.server";
import { StorefrontError } from "~/lib/catalog/storefront-errors";

type Reply = { status?: number; body: unknown } | Error;

function storefrontWith(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const sleeps: number[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
    if (reply instanceof Error) throw reply;
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  const storefront = createStorefront({
    storeDomain: "http://127.0.0.1:9",
    apiVersion: "2025-01",
    publicToken: "public-token",
    buyerIp: "203.0.113.7",
    fetch: fetch as typeof globalThis.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
  });
  return { storefront, calls, sleeps };
}

const ok = { body: { data: { shop: { name: "Demo" } } } };

describe("the Storefront client", () => {
  it("posts the query to the versioned endpoint with the token and buyer IP", async () => {
    const { storefront, calls } = storefrontWith([ok]);
    await expect(storefront.query("query { shop { name } }", { variables: { a: 1 } })).resolves.toEqual({
      shop: { name: "Demo" },
    });
    expect(calls[0].url).toBe("http://127.0.0.1:9/api/2025-01/graphql.json");
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers["X-Shopify-Storefront-Access-Token"]).toBe("public-token");
    expect(headers["Shopify-Storefront-Buyer-IP"]).toBe("203.0.113.7");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ query: "query { shop { name } }", variables: { a: 1 } });
  });

  it.each([429, 500, 502, 503])("retries HTTP %i and then succeeds", async (status) => {
    const { storefront, calls, sleeps } = storefrontWith([{ status, body: "busy" }, ok]);
    await expect(storefront.query("query { shop { name } }")).resolves.toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([600 + 125]);
  });

  it("retries network errors and THROTTLED answers", async () => {
    const throttled = { body: { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] } };
    const { storefront, calls } = storefrontWith([new TypeError("fetch failed"), throttled, ok]);
    await expect(storefront.query("query { shop { name } }")).resolves.toBeTruthy();
    expect(calls).toHaveLength(3);
  });

  it("gives up after 3 attempts with the spec's HTTP error text (first 100 characters of the body)", async () => {
    const body = "x".repeat(150);
    const { storefront, calls, sleeps } = storefrontWith([{ status: 503, body }]);
    const error = (await storefront.query("query { shop { name } }").catch((e: unknown) => e)) as StorefrontError;
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error.message).toBe(`Shopify HTTP 503: ${"x".repeat(100)}`);
    expect(calls).toHaveLength(STOREFRONT_MAX_ATTEMPTS);
    expect(sleeps).toEqual([725, 1325]);
  });

  it("does not retry other HTTP failures", async () => {
    const { storefront, calls } = storefrontWith([{ status: 401, body: '{"errors":"Invalid API key"}' }]);
    await expect(storefront.query("query { shop { name } }")).rejects.toThrow(
      'Shopify HTTP 401: {"errors":"Invalid API key"}',
    );
    expect(calls).toHaveLength(1);
  });

  it.each(["THROTTLED", "INTERNAL_SERVER_ERROR", "TIMEOUT", "SERVICE_UNAVAILABLE"])(
    "retries a GraphQL %s answer",
    async (code) => {
      const { storefront, calls } = storefrontWith([
        { body: { errors: [{ message: "busy", extensions: { code } }] } },
        ok,
      ]);
      await expect(storefront.query("query { shop { name } }")).resolves.toBeTruthy();
      expect(calls).toHaveLength(2);
    },
  );

  it.each([
    "ACCESS_DENIED",
    "UNAUTHORIZED",
    "SHOP_INACTIVE",
    "MAX_COMPLEXITY_EXCEEDED",
    "MAX_COST_EXCEEDED",
    "BAD_USER_INPUT",
    "GRAPHQL_VALIDATION_FAILED",
    "NOT_FOUND",
    "SOMETHING_NEW",
  ])("fails a GraphQL %s answer at once: retrying cannot change it", async (code) => {
    const { storefront, calls } = storefrontWith([{ body: { errors: [{ message: "no", extensions: { code } }] } }, ok]);
    await expect(storefront.query("query { shop { name } }")).rejects.toThrow("Shopify GraphQL: no");
    expect(calls).toHaveLength(1);
  });

  it("reports the first GraphQL error, or Unknown GraphQL error", async () => {
    const first = storefrontWith([
      { body: { errors: [{ message: "Field 'titel' doesn't exist" }, { message: "second" }] } },
    ]);
    await expect(first.storefront.query("query { x }")).rejects.toThrow("Shopify GraphQL: Field 'titel' doesn't exist");
    expect(first.calls).toHaveLength(1);
    const empty = storefrontWith([{ body: { errors: [{}] } }]);
    await expect(empty.storefront.query("query { x }")).rejects.toThrow("Shopify GraphQL: Unknown GraphQL error");
  });

  it("backs off 600 ms doubling plus up to 250 ms of jitter", () => {
    expect(backoffDelay(1, () => 0)).toBe(600);
    expect(backoffDelay(2, () => 0)).toBe(1200);
    expect(backoffDelay(3, () => 0.999)).toBe(2400 + 249);
  });
});
