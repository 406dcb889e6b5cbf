// Fuse.js with the spec's options: the reference the word index is checked against (a test oracle only; the
// shop's own search never loads Fuse).
import type { IFuseOptions } from "fuse.js";
import {
  MIN_MATCH_LENGTH,
  SEARCH_KEYS,
  SEARCH_THRESHOLD,
  type SearchDocument,
} from "../../app/lib/search/engine/search-index";

export const SEARCH_OPTIONS: IFuseOptions<SearchDocument> = {
  keys: SEARCH_KEYS.map((key) => ({ ...key })),
  threshold: SEARCH_THRESHOLD,
  minMatchCharLength: MIN_MATCH_LENGTH,
  includeScore: true,
  // Without this Fuse penalises a match by its distance from the start of the
  // field, so "maxi" 26 characters into a title would fall past the 0.2
  // threshold; the threshold should judge spelling, not position.
  ignoreLocation: true,
};
