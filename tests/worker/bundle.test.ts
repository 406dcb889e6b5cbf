// The production bundle must not carry the demo shop or the 770 KiB schema.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { WORKER_BUNDLE } from "../../scripts/local-stack";

describe("the production Worker bundle", () => {
  const bundle = readFileSync(WORKER_BUNDLE, "utf8");

  it("does not include the Storefront schema introspection", () => {
    expect(bundle).not.toContain('"__schema"');
    expect(bundle).not.toContain("QueryRoot");
  });

  it("does not include the demo shop or its catalogue generator", () => {
    expect(bundle).not.toContain("generateDemoCatalog");
    expect(bundle).not.toContain("__demo/faults");
  });

  it("holds one copy of each app error class, so instanceof checks see the errors the context's clients throw", () => {
    const sources = execFileSync("git", ["grep", "-h", "-o", "-E", "class [A-Za-z]+ extends Error", "--", "app"], {
      encoding: "utf8",
    });
    const names = [
      ...new Set(
        sources
          .split("\n")
          .filter(Boolean)
          .map((line) => line.split(" ")[1]),
      ),
    ];
    expect(names).toContain("StorefrontError");
    for (const name of names) {
      // esbuild renames a second copy of a class to Name2, Name3...
      const copies = bundle.match(new RegExp(`\\b${name}\\d* = class\\b|\\bclass ${name}\\d*\\b`, "g")) ?? [];
      expect(copies, `${name} is bundled ${copies.length} times`).toHaveLength(1);
    }
  });

  it("stays well under the Workers size limit, which Cloudflare measures compressed (3 MB on the free plan)", () => {
    // The upload is the script and every WebAssembly module wrangler writes beside it (the image library).
    const wasm = readdirSync(dirname(WORKER_BUNDLE))
      .filter((name) => name.endsWith(".wasm"))
      .map((name) => readFileSync(join(dirname(WORKER_BUNDLE), name)));
    const total = [bundle, ...wasm].reduce((sum, part) => sum + gzipSync(part).byteLength, 0);
    expect(total).toBeLessThan(3 * 1000 * 1000);
  });
});
