// The shop's CSP refuses eval, and a refused attempt is reported and stored as a
// suspicious_activity event: no code the browser downloads may hold one.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT_ASSETS = join(process.cwd(), "build/client/assets");
// `new Function(...)`, `eval(...)`, and the constructor taken into a name to call later (`const F=Function`).
const EVAL_PATTERNS = [/new Function\b/, /\beval\(/, /=\s*Function\s*[,;)]/];

describe("the browser's JavaScript", () => {
  const chunks = readdirSync(CLIENT_ASSETS).filter((name) => name.endsWith(".js"));

  it("includes the chunk that carries Zod (the check reads the real build)", () => {
    expect(chunks.some((name) => readFileSync(join(CLIENT_ASSETS, name), "utf8").includes("jitless"))).toBe(true);
  });

  it("has no eval or Function constructor in any chunk", () => {
    const offenders = chunks.flatMap((name) => {
      const code = readFileSync(join(CLIENT_ASSETS, name), "utf8");
      return EVAL_PATTERNS.filter((pattern) => pattern.test(code)).map((pattern) => `${name}: ${pattern}`);
    });
    expect(offenders).toEqual([]);
  });
});
