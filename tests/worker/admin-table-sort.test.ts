// An admin list sorts on the server through its column headers' links (so it works without JavaScript):
// the suppliers list, by lead time both ways, keeping its place in the URL.
import { beforeAll, describe, expect, it } from "vitest";
import { useSignedInAdmin, useTestStack } from "../support/test-stack-for-file";
import { linksByName, parseHtml } from "../support/html";

const stack = useTestStack({ productCount: 20 });
const admin = useSignedInAdmin(stack);
const SUPPLIERS = [
  { name: "Aloe Weavers", leadTimeDays: "30" },
  { name: "Birch Looms", leadTimeDays: "5" },
  { name: "Cedar Dyes", leadTimeDays: "12" },
];

beforeAll(async () => {
  for (const supplier of SUPPLIERS) {
    const response = await admin.post(
      "/admin/suppliers",
      {
        intent: "create",
        name: supplier.name,
        contactEmail: "",
        contactPhone: "",
        website: "",
        leadTimeDays: supplier.leadTimeDays,
        notes: "",
      },
      { Origin: stack.url },
    );
    expect(response.status, supplier.name).toBe(303);
  }
}, 120_000);

/** The supplier names in the order the page lists them. */
function namesInOrder(html: string): string[] {
  return SUPPLIERS.map((supplier) => supplier.name).sort(
    (a, b) => html.indexOf(`>${a}</a>`) - html.indexOf(`>${b}</a>`),
  );
}

/** Where the header of the column the table is sorted by (ascending) links: the same column, the other way. */
function ascendingHeaderLink(html: string): string | null | undefined {
  return parseHtml(html).querySelector('th[scope="col"][aria-sort="ascending"] a')?.getAttribute("href");
}

describe("sorting an admin table", () => {
  it("lists by name by default, and the Lead time header's link sorts by lead time, then the other way", async () => {
    const byName = await (await admin.get("/admin/suppliers")).text();
    expect(namesInOrder(byName)).toEqual(["Aloe Weavers", "Birch Looms", "Cedar Dyes"]);
    expect(ascendingHeaderLink(byName)).toBe("/admin/suppliers?sort=name&dir=desc");

    const ascendingHref = linksByName(parseHtml(byName), /^Lead time/)[0]?.getAttribute("href");
    expect(ascendingHref).toBe("/admin/suppliers?sort=leadTime&dir=asc");
    const ascending = await (await admin.get(ascendingHref!)).text();
    expect(namesInOrder(ascending)).toEqual(["Birch Looms", "Cedar Dyes", "Aloe Weavers"]);
    expect(ascendingHeaderLink(ascending)).toBe("/admin/suppliers?sort=leadTime&dir=desc");

    const descending = await (await admin.get("/admin/suppliers?sort=leadTime&dir=desc")).text();
    expect(namesInOrder(descending)).toEqual(["Aloe Weavers", "Cedar Dyes", "Birch Looms"]);
  });

  it("ignores a sort key the list does not have, answering the default order", async () => {
    const response = await admin.get("/admin/suppliers?sort=password&dir=desc");
    expect(response.status).toBe(200);
    expect(namesInOrder(await response.text())).toEqual(["Aloe Weavers", "Birch Looms", "Cedar Dyes"]);
  });
});
