// Form bodies shaped to make the form layer work or fail (issue 41 §1, §2 and the email rule of §13), sent
// to the built Worker: a 43-byte post naming `name[3000000]` once came back as a 9 MB page after 6 s of CPU,
// Conform's reserved names answered 500 (503 on /back-in-stock), and /contact parsed before it counted.
// Every form route is checked, not only the ones the review named.
import { describe, expect, it } from "vitest";
import { htmlOf, fieldByLabel, valueOf } from "../support/html";
import { Shopper } from "../support/http-shopper";
import { listedProducts, reviewShopper } from "../support/review-helpers";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { tableCounts } from "../support/worker-stack";
import { uniqueEmail } from "../support/emails";
import { actionReply } from "../support/single-fetch";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });
const admin = useSignedInAdmin(stack);

let network = 0;
const nextNetwork = () => `192.0.2.${++network}`;

function post(who: Pick<Shopper, "request"> | null, path: string, body: string, headers: Record<string, string> = {}) {
  const init: RequestInit = {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: stack.url,
      "CF-Connecting-IP": nextNetwork(),
      ...headers,
    },
  };
  return who ? who.request(path, init) : stack.fetch(path, init);
}

/** Every route with a form action a visitor can reach, and the admin's (posted as the admin). */
async function formRoutes(): Promise<{ path: string; who: Pick<Shopper, "request"> | null }[]> {
  const [product] = await listedProducts(stack, 1);
  const { shopper } = await reviewShopper(stack, "form-abuse");
  const routes = [
    "/contact",
    "/cart",
    "/back-in-stock",
    "/auth",
    "/auth/reset",
    "/auth/verify",
    "/newsletter",
    "/favorites",
    "/track-order",
    "/products",
    "/collections/dresses",
    "/theme",
    "/sign-out",
    "/account",
    `/products/${product.handle}`,
  ].map((path) => ({ path, who: shopper as Pick<Shopper, "request"> | null }));
  for (const path of ["/contact", "/back-in-stock", "/auth", "/cart"]) routes.push({ path, who: null });
  for (const path of ["/admin/suppliers", "/admin/config", "/admin/blog/new", "/admin/homepage-images"])
    routes.push({ path, who: admin });
  return routes;
}

const unhandled = () => stack.runtimeOutput().match(/Unhandled error|Unexpected Server Error/g)?.length ?? 0;

describe("a field name with a huge list index (§1)", () => {
  it("is refused before any route parses it: a 43-byte post gets a page under 2 KB and writes nothing", async () => {
    const body = "name%5B3000000%5D=x&email=a%40b.co&x=1&y=22";
    expect(body).toHaveLength(43);
    const routes = await formRoutes();
    const before = await tableCounts(stack);
    const errorsBefore = unhandled();
    for (const { path, who } of routes) {
      for (const target of [path, `${path === "/" ? "/_root" : path}.data`]) {
        const response = await post(who, target, body);
        const text = await response.text();
        expect(response.status, target).toBe(400);
        expect(text.length, target).toBeLessThan(2_000);
        expect(text, target).toContain("The form had a field name none of ours uses.");
      }
    }
    // Not a counter, not an email, not a row: the body never reached a route.
    expect(await tableCounts(stack)).toEqual(before);
    expect(unhandled()).toBe(errorsBefore);
  });

  it("a small index still reaches the form, and what comes back is what was sent, never the gaps", async () => {
    const sparse = await post(null, "/contact.data", "name%5B99%5D=Ada&email=nope&subject=Hello&message=short");
    expect(sparse.status).toBe(400);
    const reply = await actionReply<{ values: Record<string, unknown> }>(sparse);
    expect(reply.values).toEqual({ name: ["Ada"], email: "nope", subject: "Hello", message: "short" });
  });

  it("more fields than any of our forms is refused; an admin's long list of checkboxes is not", async () => {
    const fields = Array.from({ length: 101 }, (_, i) => `f${i}=x`).join("&");
    const refused = await post(null, "/contact", fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The form had more fields than any of ours.");
    // The suppliers form lists up to 200 vendors as checkboxes: the admin's cap is 1,000 fields.
    const vendors = Array.from({ length: 200 }, (_, i) => `vendorNames=${encodeURIComponent(`Vendor ${i}`)}`);
    const saved = await post(admin, "/admin/suppliers", ["intent=create", "name=Many+Looms", ...vendors].join("&"));
    expect(saved.status).toBe(303);
    // Anyone else posting to an admin path gets the shopper's cap (and the sign-in redirect for less).
    expect((await post(null, "/admin/suppliers", ["intent=create", ...vendors].join("&"))).status).toBe(400);
  });
});

describe("fields the form does not have (§1)", () => {
  it("are never echoed back: an invalid contact form puts back what was typed into its own fields only", async () => {
    const response = await post(
      null,
      "/contact",
      "name=&email=ada%40example.com&subject=Kept+subject&message=short&zzcanary=ECHO-CANARY-41",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).not.toContain("ECHO-CANARY-41");
    expect(valueOf(fieldByLabel(await htmlOf(new Response(html)), "Subject"))).toBe("Kept subject");
  });
});

describe("Conform's reserved names (§2)", () => {
  it("answer a clear 400 on every form route, pages and fetcher posts alike, never a 5xx", async () => {
    const errorsBefore = unhandled();
    for (const { path, who } of await formRoutes())
      for (const name of ["__intent__", "__state__"])
        for (const target of [path, `${path}.data`]) {
          const response = await post(who, target, `${name}=x&intent=add&name=Ada`);
          expect(response.status, `${name} ${target}`).toBe(400);
          expect(await response.text()).toContain(
            "The form used a field name that is reserved for the page's own use.",
          );
        }
    // A well-formed intent (what Conform's own buttons send) is refused the same: our forms never send one.
    const shaped = await post(null, "/contact", `__intent__=${encodeURIComponent('{"type":"reset","payload":{}}')}`);
    expect(shaped.status).toBe(400);
    expect(unhandled()).toBe(errorsBefore);
  });
});

describe("the contact form's limit (§1)", () => {
  it("counts every post before the form is parsed: the sixth from a network is 429 even when all were invalid, and keeps what was typed", async () => {
    const ip = nextNetwork();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post(null, "/contact", "name=&email=bad&subject=Flood&message=x", { "CF-Connecting-IP": ip })).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const limited = await post(null, "/contact", "name=Ada&email=bad&subject=Still+here&message=x&other=zz-unknown", {
      "CF-Connecting-IP": ip,
    });
    expect(limited.status).toBe(429);
    const html = await limited.text();
    expect(html).toContain("Too many messages in a short time.");
    expect(valueOf(fieldByLabel(await htmlOf(new Response(html)), "Subject"))).toBe("Still here");
    expect(html).not.toContain("zz-unknown");
  });
});

describe("the email rule refuses markup (§13)", () => {
  it("on the contact form, sign-up and back-in-stock, with the spec's message; an apostrophe still passes", async () => {
    const markup = '"><img src=x onerror=alert(1)>@example.com';
    const contact = await post(
      null,
      "/contact",
      new URLSearchParams({ name: "Ada", email: markup, subject: "Hi", message: "A long enough message." }).toString(),
    );
    expect(contact.status).toBe(400);
    expect(await contact.text()).toContain("Please enter a valid email address.");
    const signUp = await new Shopper(stack).signIn(
      markup,
      "Passw0rd!x",
      { intent: "signup" },
      {
        "CF-Connecting-IP": nextNetwork(),
      },
    );
    expect(signUp.status).toBe(400);
    expect(await signUp.text()).toContain("Please enter a valid email address.");
    const restock = await post(
      null,
      "/back-in-stock",
      new URLSearchParams({ product: "x", variantId: "y", email: markup }).toString(),
    );
    expect(restock.status).toBe(400);
    const users = await stack.sql.execute({
      sql: "select count(*) as n from users where email like ?",
      args: ["%<img%"],
    });
    expect(Number(users.rows[0].n)).toBe(0);

    const apostrophe = uniqueEmail("o'brien");
    const fine = await new Shopper(stack).signIn(
      apostrophe,
      "Passw0rd!x",
      { intent: "signup" },
      {
        "CF-Connecting-IP": nextNetwork(),
      },
    );
    expect(fine.status).toBe(303);
  });
});
