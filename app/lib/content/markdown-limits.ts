/**
 * Markdown bodies longer than this are refused on save and cut before
 * rendering: about 15,000 words, far past any journal post, and markdown-it
 * renders it in a few milliseconds, well inside a Worker request's CPU budget.
 * Kept apart from the renderer so forms can show it without shipping markdown-it.
 */
export const MARKDOWN_MAX_CHARS = 100_000;
