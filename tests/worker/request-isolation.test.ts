// No I/O object or pending promise crosses from one request to
// another (decision 015). Missing pages that throw a 404 while their own
// database or Storefront calls still run must not starve later requests, and
// workerd must never report a promise settled from another request's context.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER, SEED_BLOG_POSTS } from "../../db/seed-data";
import { CROSS_REQUEST_WARNING } from "../support/worker-stack";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";
import { SESSION_COOKIE } from "../support/session-cookie";

const stack = useTestStack({ productCount: 40 });

/** Runs `count` requests, `width` at a time, and returns every status. */
async function statusesOf(paths: string[], width: number, init?: (path: string) => RequestInit): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < paths.length; start += width) {
    const batch = paths.slice(start, start + width);
    const responses = await Promise.all(batch.map((path) => stack.fetch(path, init?.(path))));
    for (const response of responses) {
      statuses.push(response.status);
      await response.body?.cancel();
    }
  }
  return statuses;
}

describe("requests for missing pages", () => {
  it("answers 200 missing products, quick views and posts with 404, then /blog, a favorite and a sign-in still work", async () => {
    // Handles that cannot exist (an underscore) 404 at once, while the page's other queries are still running.
    const missing = Array.from(
      { length: 200 },
      (_, i) =>
        [
          `/products/no-such-piece-${i}`,
          `/products/no_such_piece_${i}`,
          `/quick-view/no-such-piece-${i}`,
          `/quick-view/no_such_${i}`,
          `/blog/no-such-post-${i}`,
        ][i % 5],
    );
    const statuses = await statusesOf(missing, 4);
    expect(statuses.filter((status) => status !== 404)).toEqual([]);

    const blog = await stack.fetch("/blog");
    expect(blog.status).toBe(200);
    expect(await blog.text()).toContain(SEED_BLOG_POSTS[0].title);

    const shopper = new Shopper(stack);
    const signIn = await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect(signIn.status).toBe(303);
    // A studio product's catalogue id is `db_` and its row id; the server reads its name and price itself.
    const vase = {
      productId: `db_${(await stack.sql.execute({ sql: "select id from products where slug = ?", args: ["terracotta-sun-ceramic-vase"] })).rows[0]!.id}`,
    };
    const toggled = await shopper.post("/favorites", { intent: "toggle", ...vase, redirectTo: "/favorites" });
    expect(toggled.status).toBe(303);
    const rows = await stack.sql.execute({
      sql: "select count(*) as n from favorites f join users u on u.id = f.user_id where u.email = ? and f.product_id = ?",
      args: [DEMO_SHOPPER.email, vase.productId],
    });
    expect(Number(rows.rows[0].n)).toBe(1);
    expect(stack.runtimeOutput()).not.toContain(CROSS_REQUEST_WARNING);
  });
});

describe("64 shoppers at once", () => {
  it("never settles a promise from another request's context, and answers every request", async () => {
    const pages = [
      "/",
      "/products",
      "/products?q=dress",
      "/collections",
      "/blog",
      `/blog/${SEED_BLOG_POSTS[1].slug}`,
      "/products/no-such-piece",
      "/quick-view/nothing-here",
    ];
    const paths = Array.from({ length: 64 }, (_, i) => pages[i % pages.length]);
    // Twice: once while the catalogue is cold (every listing wants it built), once warm.
    for (let round = 0; round < 2; round++) {
      const statuses = await statusesOf(paths, 64);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
    }
    expect(stack.runtimeOutput()).not.toContain(CROSS_REQUEST_WARNING);
  });
});

describe("tampered session cookies", () => {
  const tampered = [
    "%",
    "{}",
    "'\"",
    "e30%3D",
    "eyJ1c2VySWQiOiJ4In0",
    "eyJ1c2VySWQiOiJ4In0.",
    "eyJ1c2VySWQiOiJ4In0.AAAA",
    "%E0%A4%A",
    "\u00ff\u00fe",
    "a".repeat(5000),
  ];
  const actions: { path: string; fields: Record<string, string> }[] = [
    { path: "/newsletter", fields: { redirectTo: "/" } },
    { path: "/favorites", fields: { intent: "toggle", productId: "db_1", redirectTo: "/" } },
    { path: "/sign-out", fields: {} },
    { path: "/cart", fields: { intent: "clear", redirectTo: "/cart" } },
    { path: "/auth", fields: { intent: "signin", email: DEMO_SHOPPER.email, password: "wrong-password" } },
    { path: "/auth", fields: { intent: "signin", email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password } },
  ];

  it("treats each bad cookie as no session on every action that reads it, never a 5xx", async () => {
    const failures: string[] = [];
    for (const value of tampered) {
      for (const action of actions) {
        const response = await stack.fetch(action.path, {
          method: "POST",
          body: new URLSearchParams(action.fields),
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: `${SESSION_COOKIE}=${value}`,
            Origin: stack.url,
          },
        });
        await response.body?.cancel();
        if (response.status >= 500)
          failures.push(`${action.path} with ${JSON.stringify(value.slice(0, 20))}: ${response.status}`);
      }
      for (const page of ["/", "/account", "/favorites", "/cart"]) {
        const response = await stack.fetch(page, { headers: { Cookie: `${SESSION_COOKIE}=${value}` } });
        await response.body?.cancel();
        if (response.status >= 500)
          failures.push(`GET ${page} with ${JSON.stringify(value.slice(0, 20))}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("signs in over a bad cookie and replaces it with a good one", async () => {
    const response = await stack.fetch("/auth", {
      method: "POST",
      body: new URLSearchParams({ intent: "signin", email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `${SESSION_COOKIE}=%`,
        Origin: stack.url,
      },
    });
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    const account = await stack.fetch("/account", { headers: { Cookie: cookie!.split(";")[0] } });
    expect(account.status).toBe(200);
  });
});
