// What the catalogue's words offer: completions of the word being typed (most
// used first, only words a search finds) and "Did you mean" spellings.
import { describe, expect, it } from "vitest";
import { createSearchIndex } from "../../app/lib/search/engine/search-index";
import { correctedQuery, editDistance, wordsStartingWith } from "../../app/lib/search/engine/search-vocabulary";

const doc = (title: string, description = "") => ({ title, description, productType: "", tags: [] });
const index = createSearchIndex([
  doc("Kimono Wrap", "a light kimono"),
  doc("Kimono Robe"),
  doc("Kimchi Jar", "size 42"),
  doc("Amber Bead Mala", "hand-knotted beads"),
]);

describe("the catalogue's vocabulary", () => {
  it("completes a prefix with longer words, the most used first, no numbers", () => {
    expect(wordsStartingWith(index.vocabulary, "kim", 5)).toEqual(["kimono", "kimchi"]);
    expect(wordsStartingWith(index.vocabulary, "kimono", 5)).toEqual([]);
    expect(wordsStartingWith(index.vocabulary, "4", 5)).toEqual([]);
    expect(wordsStartingWith(index.vocabulary, "k", 5)).toEqual([]);
  });

  it("counts a swap of neighbours as one edit and stops past the limit", () => {
    expect(editDistance("mlaa", "mala", 1)).toBe(1);
    expect(editDistance("kimnoo", "kimono", 2)).toBe(1);
    expect(editDistance("kimnooo", "kimono", 2)).toBe(2);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });

  it("corrects words the catalogue does not know, and leaves known ones alone", () => {
    expect(correctedQuery(index.vocabulary, "amber mlaa")).toBe("amber mala");
    expect(correctedQuery(index.vocabulary, "kimnoo")).toBe("kimono");
    expect(correctedQuery(index.vocabulary, "kimono")).toBeNull();
    expect(correctedQuery(index.vocabulary, "zzzzzz")).toBeNull();
  });
});
