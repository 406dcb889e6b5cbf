// Suppliers: created with clear errors that keep what was typed, linked to the
// catalogue's vendors, and the low-stock reorder list grouped by supplier, as a page and as CSV.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { generateDemoCatalog } from "../../workers/demo-shop/catalog";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { fieldByLabel, parseHtml, textOf, valueOf } from "../support/html";
import { Shopper } from "../support/http-shopper";

const PRODUCT_COUNT = 60;
const VENDOR = "Desert Bloom";
const stack = useTestStack({ productCount: PRODUCT_COUNT });
const admin = useSignedInAdmin(stack);

/** The demo shop's variants of one vendor at or below a threshold, as "product|variant|quantity". */
function expectedLowStock(vendor: string, threshold: number): string[] {
  return generateDemoCatalog({ productCount: PRODUCT_COUNT })
    .products.filter((product) => product.vendor === vendor)
    .flatMap((product) =>
      product.variants
        .filter((variant) => variant.quantityAvailable !== null && variant.quantityAvailable <= threshold)
        .map((variant) => `${product.title}|${variant.title}|${variant.quantityAvailable}`),
    )
    .sort();
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.trimEnd().split("\r\n")) {
    const cells: string[] = [];
    let current = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (char === '"') quoted = !quoted;
      else if (char === "," && !quoted) {
        cells.push(current);
        current = "";
      } else current += char;
    }
    cells.push(current);
    rows.push(cells);
  }
  return rows;
}

describe("suppliers", () => {
  it("refuses an invalid supplier with messages under the fields, keeping what was typed", async () => {
    const response = await admin.post("/admin/suppliers", {
      intent: "create",
      name: "Desert Bloom Co.",
      contactEmail: "not-an-email",
      website: "javascript:alert(1)",
      leadTimeDays: "a week",
      vendorNames: VENDOR,
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain("Enter a valid email address.");
    expect(page).toContain("Enter a full web address starting with https://");
    expect(page).toContain("Enter a lead time from 0 to 365 days.");
    const form = parseHtml(page);
    expect(valueOf(fieldByLabel(form, "Name"))).toBe("Desert Bloom Co.");
    expect(valueOf(fieldByLabel(form, /^Lead time/))).toBe("a week");
    expect(Number((await stack.sql.execute("select count(*) as n from suppliers")).rows[0].n)).toBe(0);
  });

  it("creates a supplier for a vendor and lists its catalogue products with stock", async () => {
    const body = new URLSearchParams({
      intent: "create",
      name: "Desert Bloom Co.",
      contactEmail: "orders@desertbloom.example",
      contactPhone: "+1 555 0100",
      website: "https://desertbloom.example",
      leadTimeDays: "14",
      notes: "Ships Tuesdays",
    });
    body.append("vendorNames", VENDOR);
    const created = await admin.request("/admin/suppliers", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(created.status).toBe(303);
    const location = created.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/suppliers\?supplier=/);
    const page = await admin.follow(created);
    const vendorProducts = generateDemoCatalog({ productCount: PRODUCT_COUNT }).products.filter(
      (product) => product.vendor === VENDOR,
    );
    expect(vendorProducts.length).toBeGreaterThan(0);
    const text = textOf(parseHtml(page));
    for (const product of vendorProducts) expect(text).toContain(product.title);

    const duplicate = await admin.post("/admin/suppliers", { intent: "create", name: "desert bloom co." });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("Another supplier already has this name.");

    const audit = await stack.sql.execute("select details from audit_log where action = 'supplier_created'");
    expect(JSON.parse(String(audit.rows[0].details))).toMatchObject({
      after: { name: "Desert Bloom Co.", vendorNames: [VENDOR], leadTimeDays: 14 },
    });
  });

  it("lists variants at or below the threshold grouped by supplier, and exports them as CSV", async () => {
    for (const threshold of [5, 2]) {
      const csv = await admin.get(`/admin/suppliers/low-stock.csv?threshold=${threshold}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get("Content-Type")).toContain("text/csv");
      const [header, ...rows] = parseCsv(await csv.text());
      expect(header).toEqual([
        "Supplier",
        "Supplier email",
        "Lead time (days)",
        "Vendor",
        "Product",
        "Variant",
        "Variant id",
        "In stock",
      ]);
      for (const row of rows) expect(Number(row[7])).toBeLessThanOrEqual(threshold);
      const ours = rows.filter((row) => row[0] === "Desert Bloom Co.");
      expect(ours.every((row) => row[3] === VENDOR && row[1] === "orders@desertbloom.example" && row[2] === "14")).toBe(
        true,
      );
      expect(ours.map((row) => `${row[4]}|${row[5]}|${row[7]}`).sort()).toEqual(expectedLowStock(VENDOR, threshold));
      expect(rows.filter((row) => row[3] === VENDOR && row[0] !== "Desert Bloom Co.")).toEqual([]);
      expect(rows.filter((row) => row[3] !== VENDOR).every((row) => row[0] === "No supplier")).toBe(true);
    }
    expect(expectedLowStock(VENDOR, 5).length).toBeGreaterThan(0);

    const page = await (await admin.get("/admin/suppliers?view=low-stock&threshold=5")).text();
    expect(page.indexOf("Desert Bloom Co.")).toBeGreaterThan(-1);
    expect(page.indexOf("Desert Bloom Co.")).toBeLessThan(page.indexOf("No supplier"));
  });

  it("keeps suppliers and the CSV to admins", async () => {
    const shopper = new Shopper(stack);
    await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    expect((await shopper.get("/admin/suppliers")).headers.get("Location")).toBe("/");
    expect((await shopper.get("/admin/suppliers/low-stock.csv")).headers.get("Location")).toBe("/");
    expect((await shopper.post("/admin/suppliers", { intent: "create", name: "Sneaky" })).headers.get("Location")).toBe(
      "/",
    );
  });
});
