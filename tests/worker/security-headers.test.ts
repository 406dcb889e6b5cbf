// Every response carries the security headers that fit it; pages
// carry a Content-Security-Policy whose nonce is on every inline script;
// personal pages are never stored; CSP violations become security events.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });

function nonceOf(csp: string | null): string {
  const match = /'nonce-([^']+)'/.exec(csp ?? "");
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

function expectBaseHeaders(response: Response) {
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBeTruthy();
  expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
}

describe("pages", () => {
  it("carry a CSP whose fresh nonce is on every script the page runs", async () => {
    const pages = ["/", "/products", "/blog", "/products/terracotta-sun-ceramic-vase"];
    const nonces = new Set<string>();
    for (const path of pages) {
      const response = await stack.fetch(path);
      expect(response.status).toBe(200);
      expectBaseHeaders(response);
      expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(response.headers.get("Strict-Transport-Security")).toBeNull(); // plain http locally
      const csp = response.headers.get("Content-Security-Policy")!;
      expect(csp).toContain("report-uri /csp-report");
      expect(csp).toContain("object-src 'none'");
      const nonce = nonceOf(csp);
      nonces.add(nonce);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(0);
      // Data blocks (JSON-LD) never run, so CSP does not govern them; everything else needs the nonce.
      const runnable = scripts.filter((attributes) => !/type="application\/(ld\+)?json"/.test(attributes));
      for (const attributes of runnable) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(pages.length);
  });

  it("send HSTS over https only", async () => {
    const response = await stack.miniflare.dispatchFetch("https://shop.example/blog");
    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    await response.text();
  });
});

describe("everything else", () => {
  it("gives data requests, resource routes, errors, refusals and static files their headers", async () => {
    for (const path of [
      "/products.data",
      "/sitemap.xml",
      "/robots.txt",
      "/healthz",
      "/no-such-page",
      "/quick-view/nothing",
    ]) {
      const response = await stack.fetch(path);
      expectBaseHeaders(response);
      if (!(response.headers.get("Content-Type") ?? "").includes("text/html")) {
        expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
      }
      await response.body?.cancel();
    }
    const refused = await stack.fetch("/favorites", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(refused.status).toBe(415);
    expectBaseHeaders(refused);
    const asset = await stack.fetch("/favicon.svg");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(asset.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("personal pages", () => {
  it("say private, no-store on the document and the .data request, signed in or not", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    for (const path of [
      "/cart",
      "/cart.data",
      "/checkout",
      "/checkout.data",
      "/account",
      "/account.data",
      "/favorites",
      "/favorites.data",
      "/auth",
      "/track-order",
    ]) {
      for (const visitor of [shopper, new Shopper(stack)]) {
        const response = await visitor.get(path);
        expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
        await response.body?.cancel();
      }
    }
  });

  it("leave public pages cacheable for anonymous visitors", async () => {
    const response = await stack.fetch("/blog");
    expect(response.headers.get("Cache-Control") ?? "").not.toContain("no-store");
    await response.body?.cancel();
  });
});

describe("/csp-report", () => {
  it("keeps a violation as a security event, cut to the fields worth reading", async () => {
    const report = {
      "csp-report": {
        "document-uri": `${stack.url}/products`,
        "violated-directive": "script-src-elem",
        "blocked-uri": "https://evil.example/x.js",
        "original-policy": "x".repeat(5000),
      },
    };
    const response = await stack.fetch("/csp-report", {
      method: "POST",
      body: JSON.stringify(report),
      headers: { "Content-Type": "application/csp-report" },
    });
    expect(response.status).toBe(204);
    const rows = await stack.sql.execute(
      "select event_type, details from security_events where details like '%csp_violation%'",
    );
    expect(rows.rows.length).toBe(1);
    const details = JSON.parse(String(rows.rows[0].details));
    expect(details["blocked-uri"]).toBe("https://evil.example/x.js");
    expect(details["original-policy"]).toBeUndefined();
    const garbage = await stack.fetch("/csp-report", {
      method: "POST",
      body: "not json",
      headers: { "Content-Type": "application/csp-report" },
    });
    expect(garbage.status).toBe(204);
  });
});
