import { describe, expect, it } from "vitest";
import { beltSizeRows, clothingSizeRows, oneSizeSpellings, ringSizeRows } from "~/lib/content/size-guides";

describe("the size guide tables", () => {
  it("list XS to 4XL with the spec's numeric ranges", () => {
    const rows = clothingSizeRows();
    expect(rows.map((r) => r.label)).toEqual(["XS", "S", "M", "L", "XL", "XXL", "3XL", "4XL"]);
    expect(rows.map((r) => r.numericSizes)).toEqual(["0-2", "3-5", "6-8", "9-11", "12-14", "15-17", "18-20", "21-23"]);
  });

  it("show the label spellings that fold into each group", () => {
    const byLabel = Object.fromEntries(clothingSizeRows().map((r) => [r.label, r.alsoLabelled]));
    expect(byLabel.XL).toEqual(["X-Large", "1X"]);
    expect(byLabel["3XL"]).toEqual(["3X", "XXXL"]);
  });

  it("explain One Size with every spelling of the onesize group", () => {
    expect(oneSizeSpellings()).toEqual(["One Size", "OS", "Adjustable"]);
  });

  it("compute ring diameters and belt lengths", () => {
    expect(ringSizeRows().find((r) => r.usSize === "7")).toEqual({
      usSize: "7",
      diameterMm: "17.3",
      circumferenceMm: "54.4",
    });
    expect(beltSizeRows()[0]).toEqual({ label: "XS", waistIn: "24-26", beltLengthIn: "28-30" });
  });
});
