import { describe, expect, it } from "vitest";
import { descriptionExcerpt } from "../../app/lib/product/description-excerpt";

describe("descriptionExcerpt", () => {
  it("keeps a description that fits, with its spacing tidied", () => {
    expect(descriptionExcerpt("Soft  linen,\nmade to last.", 40)).toBe("Soft linen, made to last.");
  });

  it("cuts after the last whole word that fits and ends with an ellipsis", () => {
    expect(descriptionExcerpt("Flowing gauze maxi skirt in warm terracotta", 20)).toBe("Flowing gauze maxi…");
  });

  it("never ends on half a word, even when the limit falls inside one", () => {
    const text = "Hand-embroidered cotton with tiny mirrors";
    for (let limit = 17; limit < text.length; limit++) {
      const kept = descriptionExcerpt(text, limit).replace(/…$/, "");
      expect(text.startsWith(kept)).toBe(true);
      expect(text.charAt(kept.length)).toMatch(/[^A-Za-z]/);
      expect(kept.length).toBeLessThanOrEqual(limit);
    }
  });

  it("drops punctuation left before the ellipsis", () => {
    expect(descriptionExcerpt("Light, airy, and easy to wear all summer long", 13)).toBe("Light, airy…");
  });
});
