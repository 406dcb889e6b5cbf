// /collections as Markdown: every collection in the shop's order, with its product count and link.
import type { CollectionSummary } from "../catalog/types";
import { inlineText, markdownDocument, markdownLink, plainTextOfHtml } from "./markdown-text";

export function collectionsMarkdown(
  overview: { status: "ok"; collections: CollectionSummary[] } | { status: "unavailable"; message: string },
  origin: string,
): string {
  if (overview.status !== "ok")
    return markdownDocument([
      "# Collections",
      `Collections unavailable: ${overview.message}. Please try again in a moment.`,
    ]);
  return markdownDocument([
    "# Collections",
    `- Canonical: ${origin}/collections`,
    overview.collections
      .map((collection) => {
        const description = plainTextOfHtml(collection.description);
        const line = `- ${markdownLink(collection.title, `${origin}/collections/${collection.handle}`)}: ${collection.productCount} ${collection.productCount === 1 ? "product" : "products"}`;
        return description ? `${line}. ${inlineText(description)}` : line;
      })
      .join("\n"),
    `Each collection page takes the listing's query parameters (q, sort, page, minPrice, maxPrice, sizes, colors, hideOutOfStock=true) and answers Markdown too.`,
  ]);
}
