// A policy page (shipping, returns, a size guide) as Markdown, from the same content the page renders.
import type { PolicyBlock, PolicyPage, PolicyText } from "../content/policy-pages";
import { inlineRun, inlineText, markdownDocument, markdownLink, markdownTable } from "./markdown-text";

function textOf(parts: readonly PolicyText[], origin: string): string {
  return parts
    .map((part) =>
      typeof part === "string"
        ? inlineRun(part)
        : "link" in part
          ? markdownLink(part.text, `${origin}${part.link}`)
          : `**${inlineText(part.strong)}**`,
    )
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

function blockOf(block: PolicyBlock, origin: string): string {
  switch (block.kind) {
    case "heading":
      return `## ${inlineText(block.text)}`;
    case "paragraph":
      return textOf(block.text, origin);
    case "list":
      return block.items
        .map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${textOf(item, origin)}`)
        .join("\n");
    case "labels":
      return block.items.map((label) => `- ${inlineText(label)}`).join("\n");
    case "table":
      return `${inlineText(block.caption)}:\n\n${markdownTable(block.columns, block.rows)}`;
  }
}

export function policyMarkdown(page: PolicyPage, origin: string): string {
  return markdownDocument([
    `# ${inlineText(page.title)}`,
    textOf(page.intro, origin),
    `- Canonical: ${origin}${page.path}`,
    ...page.blocks.map((block) => blockOf(block, origin)),
  ]);
}
