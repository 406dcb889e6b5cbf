// Every GraphQL document the app sends is validated against the real Storefront
// schema, so a misspelled field or a bad enum fails here, not in production.
import { Kind, parse, validate } from "graphql";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { storefrontSchema } from "../support/storefront-schema";

const documentModules = import.meta.glob<Record<string, unknown>>("../../app/**/*documents.ts", { eager: true });

function operationDocuments(): [string, string][] {
  const found: [string, string][] = [];
  for (const [file, exports] of Object.entries(documentModules)) {
    // Admin API documents are checked against the Admin API schema (draft-order-checkout.test.ts).
    if (file.endsWith("admin-documents.ts")) continue;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== "string" || !value.trimStart().startsWith("#graphql")) continue;
      const ast = parse(value);
      // Fragments are validated through the operations that spread them.
      if (ast.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION))
        found.push([`${file.replace("../../", "")} ${name}`, value]);
    }
  }
  return found;
}

function validationErrors(document: string): string[] {
  return validate(storefrontSchema(), parse(document)).map((error) => error.message);
}

describe("Storefront GraphQL documents", () => {
  const documents = operationDocuments();

  it("finds the app's documents", () => {
    expect(documents.length).toBeGreaterThanOrEqual(2);
  });

  it.each(documents)("%s is valid against the Storefront schema", (_name, document) => {
    expect(validationErrors(document)).toEqual([]);
  });

  it("keeps every #graphql document in a *documents.ts module, where this test finds it", () => {
    const files = Object.keys(import.meta.glob("../../app/**/*.{ts,tsx}", { query: "?raw", import: "default" }));
    const strays = files.filter(
      (file) =>
        !file.endsWith("documents.ts") && readFileSync(new URL(file, import.meta.url), "utf8").includes("#graphql"),
    );
    expect(strays).toEqual([]);
  });

  it("rejects a document with a misspelled field", () => {
    const errors = validationErrors(`#graphql
      query Broken { products(first: 1) { nodes { id titel } } }
    `);
    expect(errors).toEqual([expect.stringContaining('Cannot query field "titel" on type "Product"')]);
  });

  it("rejects a document with an unknown sort key", () => {
    const errors = validationErrors(`query BadSort { products(first: 1, sortKey: POPULARITY) { nodes { id } } }`);
    expect(errors.join("\n")).toContain("POPULARITY");
  });
});
