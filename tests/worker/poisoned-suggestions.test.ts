// Issue 41, point 5: popular searches must not let a few networks put words into every shopper's
// suggestions. Sent to the built Worker as the review did: "dress scam" searched from 4 networks, then
// "dres" typed by another shopper. A search becomes a suggestion only after 8 network-days from 5
// networks, with products found, only in the catalogue's own words, and never with a word the owner blocked.
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "../support/http-shopper";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 120, bindings: { HTML_CACHE: "off" } });

async function count(sql: string, ...args: string[]): Promise<number> {
  return Number((await stack.sql.execute({ sql, args })).rows[0].n);
}

/** Waits (up to 20 s) until a search's rows reach `target`: they are written after each answer, in batches. */
async function rowsReaching(query: string, target: number): Promise<number> {
  let now = 0;
  for (let attempt = 0; attempt < 100 && now < target; attempt++) {
    now = await count("select count(*) as n from search_analytics where query = ?", query);
    if (now < target) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return now;
}

/** A search on the listing from its own network, as a shopper's browser sends it. */
async function searchFrom(query: string, address: string): Promise<void> {
  const response = await stack.fetch(`/products?q=${encodeURIComponent(query)}`, {
    headers: { "CF-Connecting-IP": address },
  });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

async function completions(typed: string): Promise<string[]> {
  const response = await stack.fetch(`/api/search-suggestions?q=${encodeURIComponent(typed)}`, {
    headers: { "CF-Connecting-IP": "192.0.2.200" },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { completions: string[] }).completions;
}

describe("poisoned suggestions", () => {
  it("keeps an attacker's search out of everyone's suggestions, offers a real one, and lets the owner block a word", async () => {
    // Searches that find products (so no page reads the popular searches before every row is in):
    // shoppers on twelve networks, a search on four (too few), and a misspelt one on twelve.
    for (let i = 1; i <= 12; i++) await searchFrom("linen dress", `2001:db8:${i}::1`);
    for (let i = 1; i <= 4; i++) await searchFrom("lace dress", `198.51.100.${i + 10}`);
    for (let i = 1; i <= 12; i++) await searchFrom("lnen dress", `203.0.113.${i}`);
    expect(await rowsReaching("linen dress", 12)).toBe(12);
    expect(await rowsReaching("lace dress", 4)).toBe(4);
    expect(await rowsReaching("lnen dress", 12)).toBe(12);
    // Each row names its network's bucket: 16 bits, the same for a network whatever the day.
    expect(
      await count("select count(distinct network_bucket) as n from search_analytics where query = 'lnen dress'"),
    ).toBeGreaterThanOrEqual(11);
    // The attack of the review: "dress scam" from four networks.
    for (let i = 1; i <= 4; i++) await searchFrom("dress scam", `198.51.100.${i}`);
    expect(await rowsReaching("dress scam", 4)).toBe(4);

    // Another shopper types "dres": never completed with the attack, nor with a search of too few networks or
    // outside the catalogue's words; "lin" is completed with the shoppers' search.
    const dres = await completions("dres");
    expect(dres.filter((completion) => /scam|lace dress|lnen/.test(completion))).toEqual([]);
    expect(await completions("lac")).not.toContain("lace dress");
    expect(await completions("lne")).not.toContain("lnen dress");
    expect(await completions("lin")).toContain("linen dress");

    // The owner sees why: "lnen dress" is popular but not suggested; the others are not popular at all.
    const admin = await signedInAdmin(stack);
    const page = await (await admin.get("/admin/test-rompers?q=dress")).text();
    const popular = [...page.matchAll(/data-testid="popular-search"[^>]*><span[^>]*>([^<]+)/g)].map((match) =>
      match[1].trim(),
    );
    expect(popular.sort()).toEqual(["linen dress", "lnen dress"]);
    expect(page).toMatch(/lnen dress(?:<!-- -->)? <span[^>]*>· not suggested/);
    expect(page).toMatch(/linen dress(?:<!-- -->)? <span[^>]*>· suggested/);

    // The owner blocks "linen" with the admin's form: no search holding the word is suggested any more, at once.
    const blocked = await admin.post("/admin/test-rompers", { intent: "block", term: "  Linen " });
    expect(blocked.status).toBe(303);
    expect(await completions("lin")).not.toContain("linen dress");
    expect(
      await count(
        "select count(*) as n from audit_log where action = 'search_term_blocked' and details like '%\"linen\"%'",
      ),
    ).toBe(1);
    // Twice is refused with a message, a word with markup too, and anyone but an admin is turned away.
    expect((await admin.post("/admin/test-rompers", { intent: "block", term: "linen" })).status).toBe(409);
    const refused = await admin.post("/admin/test-rompers", { intent: "block", term: "<b>x</b>" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Use letters, digits, spaces, hyphens and apostrophes only.");
    const visitor = await stack.fetch("/admin/test-rompers", {
      method: "POST",
      body: new URLSearchParams({ intent: "block", term: "dress" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: stack.url },
      redirect: "manual",
    });
    expect([302, 303, 401, 403]).toContain(visitor.status);
    expect(await count("select count(*) as n from search_blocked_terms where term = 'dress'")).toBe(0);

    // Unblocked, the shoppers' search is offered again; the unblock is audited too.
    const id = String((await stack.sql.execute("select id from search_blocked_terms where term = 'linen'")).rows[0].id);
    expect((await admin.post("/admin/test-rompers", { intent: "unblock", id })).status).toBe(303);
    expect(await completions("lin")).toContain("linen dress");
    expect(await count("select count(*) as n from audit_log where action = 'search_term_unblocked'")).toBe(1);
  });
});
