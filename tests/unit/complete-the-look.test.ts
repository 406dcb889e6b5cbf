// The "Complete the look" choice on its own: the look's pieces first, then the
// collection's; never the product, a sold-out piece, a repeat or a related one.
import { describe, expect, it } from "vitest";
import { chooseCompleteTheLook, type CompleteTheLookCandidate } from "../../app/lib/product/complete-the-look";

const piece = (id: string, inStock = true, choice: string | null = null): CompleteTheLookCandidate => ({
  id,
  handle: id,
  title: id,
  displayPrice: "$10.00",
  image: null,
  addVariantId: inStock && !choice ? `${id}-v1` : null,
  choiceNote: choice,
  inStock,
});

describe("chooseCompleteTheLook", () => {
  it("takes the look's pieces first, then fills from the collection, up to four", () => {
    const chosen = chooseCompleteTheLook({
      productId: "self",
      fromLooks: [piece("self"), piece("look-a"), piece("look-b", false), piece("look-c")],
      fromCollection: [piece("look-a"), piece("related"), piece("col-a"), piece("col-b"), piece("col-c")],
      relatedIds: new Set(["related"]),
    });
    expect(chosen.map((item) => item.id)).toEqual(["look-a", "look-c", "col-a", "col-b"]);
    expect(chosen[0]).not.toHaveProperty("inStock");
  });

  it("offers a piece with sizes to choose without a variant to add: its row says what to choose", () => {
    const chosen = chooseCompleteTheLook({
      productId: "self",
      fromLooks: [piece("sized", true, "Choose a size on its page"), piece("one-size")],
      fromCollection: [],
      relatedIds: new Set(),
    });
    expect(chosen.map((item) => [item.id, item.addVariantId, item.choiceNote])).toEqual([
      ["sized", null, "Choose a size on its page"],
      ["one-size", "one-size-v1", null],
    ]);
  });

  it("leaves the block empty when nothing is left to offer", () => {
    expect(
      chooseCompleteTheLook({
        productId: "self",
        fromLooks: [piece("gone", false)],
        fromCollection: [piece("self"), piece("related")],
        relatedIds: new Set(["related"]),
      }),
    ).toEqual([]);
  });
});
