// The one Markdown renderer: admin preview, public /blog pages and knowledge-base
// articles all go through it. markdown-it (CommonMark) with raw HTML off, so a
// <script> or an onerror= attribute in the source comes out as text, and a link
// check that keeps only http(s), mailto and same-site links (javascript:, data:,
// vbscript:, protocol-relative //evil.example all become plain text).
// The package's own self-contained, minified ESM build: the same parser, about 125 KB instead of ~350 KB of
// unminified sources in the Worker bundle (wrangler does not minify; tests/worker/bundle.test.ts caps the size).
import MarkdownIt from "markdown-it/browser";

import { MARKDOWN_MAX_CHARS } from "./markdown-limits";

export { MARKDOWN_MAX_CHARS };

const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** True for links a post may carry: http(s), mailto, and paths on this site (not //host). */
export function isSafeMarkdownLink(url: string): boolean {
  const trimmed = url.trim();
  if (SAFE_LINK.test(trimmed)) return true;
  // Same-site: a path, a fragment or a query; never a scheme or a protocol-relative host.
  if (/^[/?#]/.test(trimmed)) return !/^\/[/\\]/.test(trimmed);
  return false;
}

// Configuration only (no I/O, no per-request state): safe to share across requests.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
markdown.validateLink = isSafeMarkdownLink;
// Links that leave the site carry rel=noopener noreferrer nofollow.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = String(tokens[idx].attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Markdown to HTML that is safe to put in the page as it is. Input past the cap is cut, never rendered whole. */
export function renderMarkdown(source: string): string {
  return markdown.render(source.length > MARKDOWN_MAX_CHARS ? source.slice(0, MARKDOWN_MAX_CHARS) : source);
}
