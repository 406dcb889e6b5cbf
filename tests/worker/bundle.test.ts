// The production bundle must not carry the demo shop, the 770 KiB schema or the image codecs.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { IMAGE_CODECS_BUNDLE, WORKER_BUNDLE } from "../../scripts/local-stack";

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

  it("carries no image codec and uploads at most 1 MB compressed (Cloudflare measures the upload gzipped)", () => {
    // The upload is the script and every WebAssembly module wrangler writes beside it.
    const wasm = readdirSync(dirname(WORKER_BUNDLE)).filter((name) => name.endsWith(".wasm"));
    expect(wasm, "WebAssembly beside the storefront's bundle").toEqual([]);
    expect(bundle).not.toContain("@cf-wasm/photon");
    expect(bundle).not.toContain("@jsquash");
    expect(gzipSync(bundle).byteLength).toBeLessThanOrEqual(1000 * 1000);
  });

  it("leaves the codecs to the image-codecs Worker, itself under the 3 MB free-plan limit", () => {
    const folder = dirname(IMAGE_CODECS_BUNDLE);
    const parts = [
      readFileSync(IMAGE_CODECS_BUNDLE),
      ...readdirSync(folder)
        .filter((name) => name.endsWith(".wasm"))
        .map((name) => readFileSync(join(folder, name))),
    ];
    expect(parts.length, "the bundle and photon's, WebP's and AVIF's WebAssembly").toBe(4);
    const total = parts.reduce((sum, part) => sum + gzipSync(part).byteLength, 0);
    expect(total).toBeLessThan(3 * 1000 * 1000);
  });
});
