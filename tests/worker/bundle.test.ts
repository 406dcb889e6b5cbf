// The production bundle must not carry the demo shop or the 770 KiB schema.
import { readFileSync } from "node:fs";
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

  it("stays well under the Workers size limit", () => {
    expect(Buffer.byteLength(bundle)).toBeLessThan(3 * 1024 * 1024);
  });
});
