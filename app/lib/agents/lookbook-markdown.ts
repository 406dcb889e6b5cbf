// Lookbooks as Markdown: the published looks, and one look with its story (quoted, the shop's words) and each
// piece's price, stock and variant ids, as the look page shows them.
import type { LookPage, LookSummary } from "../looks/look-page.server";
import { inlineText, markdownDocument, markdownLink, plainTextOfHtml, quotedText } from "./markdown-text";

export function lookbooksMarkdown(looks: readonly LookSummary[], origin: string): string {
  return markdownDocument([
    "# Lookbooks",
    "Whole outfits styled in the studio, with every piece in the photo ready to add to the cart in one go.",
    `- Canonical: ${origin}/lookbooks`,
    looks.length
      ? looks
          .map(
            (look) =>
              `- ${markdownLink(look.title, `${origin}/lookbooks/${look.slug}`)}: ${look.pieceCount} ${look.pieceCount === 1 ? "piece" : "pieces"}`,
          )
          .join("\n")
      : "Our next looks are still on the rail. Check back soon.",
  ]);
}

const PIECE_STATUS = { available: "available", "sold-out": "sold out", unknown: "stock unknown right now" } as const;

export function lookMarkdown(look: LookPage, origin: string): string {
  const pieces = look.pieces.map((piece) => {
    const head = `### ${markdownLink(piece.title, `${origin}${piece.href}`)}`;
    const facts = [
      `- Price: ${piece.displayPrice ?? "see the product page"} (USD)`,
      `- Status: ${PIECE_STATUS[piece.status]}`,
      piece.options.length
        ? `- Variants: ${piece.options
            .map(
              (option) =>
                `${inlineText(option.title)} (${option.available ? "in stock" : "sold out"}, id ${option.variantId})`,
            )
            .join("; ")}`
        : null,
    ].filter(Boolean);
    return `${head}\n\n${facts.join("\n")}`;
  });
  return markdownDocument([
    `# ${inlineText(look.title)}`,
    `- Canonical: ${origin}/lookbooks/${look.slug}\n- Lookbooks: ${origin}/lookbooks`,
    look.storyText ? quotedText("The look's story, in the shop's words:", plainTextOfHtml(look.storyHtml)) : null,
    pieces.length ? `## In this look\n\n${pieces.join("\n\n")}` : null,
  ]);
}
