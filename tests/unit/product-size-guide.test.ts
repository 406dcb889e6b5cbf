import { describe, expect, it } from "vitest";
import { sizeGuidePathOf } from "../../app/lib/product/size-guide";

describe("sizeGuidePathOf", () => {
  it("sends clothing to the clothing guide", () => {
    for (const handle of ["tops", "bottoms", "dresses", "one-pieces", "lounge-wear"])
      expect(sizeGuidePathOf({ collectionHandles: [handle, "sale"] })).toBe("/size-guide/clothing");
  });

  it("sends jewellery to the jewelry guide, also when it sits in a clothing-free mix of collections", () => {
    expect(sizeGuidePathOf({ collectionHandles: ["chrome-hearts", "jewelry"] })).toBe("/size-guide/jewelry");
  });

  it("sends bags, shoes, belts and hats to the accessories guide", () => {
    for (const handle of ["accessories", "bags", "shoes"])
      expect(sizeGuidePathOf({ collectionHandles: [handle] })).toBe("/size-guide/accessories");
  });

  it("offers no guide for pieces none covers", () => {
    expect(sizeGuidePathOf({ collectionHandles: ["home-decor"] })).toBeNull();
    expect(sizeGuidePathOf({ collectionHandles: [] })).toBeNull();
  });
});
