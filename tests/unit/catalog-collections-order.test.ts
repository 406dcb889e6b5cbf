import { describe, expect, test } from "vitest";
import { collectionDisplayTitle, orderCollections } from "~/lib/catalog/collections-order";

const collection = (handle: string, title = handle) => ({ handle, title });

describe("collection order", () => {
  test("featured first, then the clothing order, then the rest alphabetically", () => {
    const shuffled = [
      "accessories",
      "zen-garden",
      "sale",
      "jewelry",
      "tops",
      "Candles",
      "goddess",
      "bags",
      "one-pieces",
      "home-decor",
      "dresses",
      "chrome-hearts",
      "lounge-wear",
      "shoes",
      "bottoms",
      "art-prints",
    ].map((handle) => collection(handle.toLowerCase(), handle));
    expect(orderCollections(shuffled).map((c) => c.handle)).toEqual([
      "goddess",
      "chrome-hearts",
      "home-decor",
      "sale",
      "tops",
      "bottoms",
      "lounge-wear",
      "one-pieces",
      "dresses",
      "shoes",
      "bags",
      "jewelry",
      "accessories",
      "art-prints",
      "candles",
      "zen-garden",
    ]);
  });

  test("one-pieces is displayed All-in-Ones; others keep their title", () => {
    expect(collectionDisplayTitle(collection("one-pieces", "One Pieces"))).toBe("All-in-Ones");
    expect(collectionDisplayTitle(collection("tops", "Tops"))).toBe("Tops");
  });
});
