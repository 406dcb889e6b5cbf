// The local session secret is published with the code: anyone could sign an
// admin's cookie with it. A production Worker configured with it refuses to
// serve (the startup failure page, and a log line that names the cause).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCAL_SESSION_SECRET, startWorker } from "../../scripts/local-stack";

async function workerWith(bindings: Record<string, string>) {
  const output: string[] = [];
  const worker = await startWorker({
    persistDir: mkdtempSync(join(tmpdir(), "boutique-secret-worker-")),
    onRuntimeOutput: (text) => output.push(text),
    // Nothing listens here: the refusal comes before any database call.
    bindings: {
      DATABASE_URL: "http://127.0.0.1:9",
      DEMO_SHOP_URL: "http://127.0.0.1:9",
      SITE_URL: "https://shop.example",
      ...bindings,
    },
  });
  return { worker, output: () => output.join("") };
}

describe("the published local session secret", () => {
  it("is refused when APP_ENV is production, alone or beside another secret", async () => {
    for (const secrets of [LOCAL_SESSION_SECRET, `a-real-production-secret-0123456789, ${LOCAL_SESSION_SECRET}`]) {
      const { worker, output } = await workerWith({ APP_ENV: "production", SESSION_SECRETS: secrets });
      try {
        const response = await fetch(new URL("/auth", worker.url));
        expect(response.status).toBe(503);
        expect(await response.text()).toContain("We're experiencing technical difficulties.");
        const signIn = await fetch(new URL("/auth", worker.url), {
          method: "POST",
          body: new URLSearchParams({ intent: "signin", email: "a@example.com", password: "x" }),
        });
        expect(signIn.status).toBe(503);
        await expect.poll(output).toContain("SESSION_SECRETS holds the published local development secret");
      } finally {
        await worker.close();
      }
    }
  });

  it("is still accepted in development", async () => {
    const { worker, output } = await workerWith({ APP_ENV: "development", SESSION_SECRETS: LOCAL_SESSION_SECRET });
    try {
      await (await fetch(new URL("/auth", worker.url))).text();
      expect(output()).not.toContain("SESSION_SECRETS holds the published local development secret");
      expect(output()).not.toContain("Failed to build the request context");
    } finally {
      await worker.close();
    }
  });
});
