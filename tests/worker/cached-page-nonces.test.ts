// Every answer has its own Content-Security-Policy nonce, cached pages too: a
// nonce read from one copy of a page (a shared link's source, a log) must not
// let a script run on anyone else's copy of it.
import { beforeAll, describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20 });
beforeAll(async () => {
  // Pages are cached once the isolate knows a catalogue version: a first listing loads it.
  expect((await stack.fetch("/products")).status).toBe(200);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answerOf(path: string) {
  const response = await stack.fetch(path);
  const html = await response.text();
  const headerNonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
  const scriptNonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1]);
  return { cache: response.headers.get("X-Html-Cache"), html, headerNonce, scriptNonces };
}

describe("CSP nonces on cached pages", () => {
  for (const path of ["/about", "/products?sort=price_asc"]) {
    it(`gives each anonymous answer for ${path} its own nonce, on its header and on every inline script`, async () => {
      const first = await answerOf(path);
      expect(first.cache).toBe("miss");
      await sleep(200); // the store runs in waitUntil
      const second = await answerOf(path);
      const third = await answerOf(path);
      expect(second.cache).toBe("hit");
      expect(third.cache).toBe("hit");
      const answers = [first, second, third];
      for (const answer of answers) {
        expect(answer.headerNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(answer.scriptNonces.length).toBeGreaterThan(1);
        for (const nonce of answer.scriptNonces) expect(nonce).toBe(answer.headerNonce);
      }
      expect(new Set(answers.map((answer) => answer.headerNonce)).size).toBe(3);
      // No copy still carries the nonce of the render that filled the cache anywhere in its HTML.
      expect(second.html).not.toContain(first.headerNonce);
      expect(third.html).not.toContain(second.headerNonce);
    });
  }
});
