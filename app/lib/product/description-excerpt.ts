// A short description that ends on a whole word: the quick view shows the
// beginning of the text, never half a word followed by an ellipsis.

/** About three lines of the quick view's column. */
const QUICK_VIEW_EXCERPT_LENGTH = 220;

/**
 * The description up to `maxLength` characters, cut after the last whole word
 * that fits (trailing punctuation dropped) and ended with "…"; the whole text when it fits.
 */
export function descriptionExcerpt(description: string, maxLength = QUICK_VIEW_EXCERPT_LENGTH): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (text.length <= maxLength) return text;
  // The cut falls at a space, so the last word kept is whole.
  const lastSpace = text.lastIndexOf(" ", maxLength);
  const kept = lastSpace > 0 ? text.slice(0, lastSpace) : text.slice(0, maxLength);
  return `${kept.replace(/[\s,;:.!?–—-]+$/, "")}…`;
}
