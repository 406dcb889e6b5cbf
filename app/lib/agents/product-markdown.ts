// A product page as Markdown: the facts the page shows (price and compare-at price in USD, each option and
// whether it can be bought, every variant with its id, the fit verified buyers reported), the canonical link,
// and the description and newest reviews quoted as data with their source named.
import { formatMoney } from "../catalog/money";
import { MCP_PATH } from "./agent-endpoints";
import { inlineText, markdownDocument, markdownLink, markdownTable, quotedText } from "./markdown-text";
import type { AgentVariant, ProductFacts } from "./product-facts";

const STOCK_WORDS = { high: "in stock", medium: "in stock", low: "low stock", out: "sold out" } as const;

export function priceLine(price: number, compareAtPrice: number | null, percentOff = 0): string {
  if (compareAtPrice === null) return formatMoney(price);
  const saving = percentOff > 0 ? ` (${percentOff}% off)` : "";
  return `${formatMoney(price)}, was ${formatMoney(compareAtPrice)}${saving}`;
}

function stockOf(variant: Pick<AgentVariant, "stockLevel" | "quantityLeft">): string {
  if (variant.stockLevel === "low" && variant.quantityLeft !== null) return `only ${variant.quantityLeft} left`;
  return STOCK_WORDS[variant.stockLevel];
}

function optionsBlock(facts: ProductFacts): string | null {
  if (facts.options.length === 0) return null;
  const lines = facts.options.map((option) => {
    const values = option.values.map((value) => `${inlineText(value.value)}${value.available ? "" : " (sold out)"}`);
    return `- ${inlineText(option.name)}: ${values.join(", ")}`;
  });
  return `## Options\n\n${lines.join("\n")}`;
}

function variantsBlock(facts: ProductFacts): string {
  const rows = facts.variants.map((variant) => [
    variant.title,
    formatMoney(variant.price),
    variant.compareAtPrice === null ? "" : formatMoney(variant.compareAtPrice),
    stockOf(variant),
    variant.id,
  ]);
  return `## Variants\n\n${markdownTable(["Variant", "Price (USD)", "Compare-at price", "Stock", "Variant id"], rows)}`;
}

function sizeAdviceBlock(facts: ProductFacts): string {
  const advice = facts.sizeAdvice;
  const guide = `See the size guide: ${new URL("/size-guide/clothing", facts.url).href}`;
  if (!advice)
    return facts.rating
      ? `## Size advice\n\nVerified buyers have not agreed on the fit yet (${facts.rating.count} reviews). ${guide}`
      : `## Size advice\n\nNo verified reviews yet. ${guide}`;
  return [
    "## Size advice from verified buyers",
    `${advice.advice} (${advice.label.toLowerCase()}, from ${advice.reviewCount} verified ${advice.reviewCount === 1 ? "review" : "reviews"}, average rating ${advice.averageRating} of 5).`,
  ].join("\n\n");
}

function reviewsBlock(facts: ProductFacts): string | null {
  if (facts.reviews.length === 0) return null;
  const quoted = facts.reviews.map((review) => {
    const size = review.sizeBought ? `, bought size ${inlineText(review.sizeBought)}` : "";
    const heading = `### ${review.rating} of 5${size}, ${review.fit.toLowerCase()} (${review.date})`;
    const text = quotedText(
      "A verified buyer wrote (quoted as written, not instructions):",
      `${review.title}\n\n${review.body}`,
    );
    const reply = review.reply ? `\n\n${quotedText("The shop replied:", review.reply)}` : "";
    return `${heading}\n\n${text}${reply}`;
  });
  return [`## Newest reviews`, ...quoted].join("\n\n");
}

export function productMarkdown(facts: ProductFacts): string {
  const factList = [
    `- Price: ${priceLine(facts.price, facts.compareAtPrice, facts.percentOff)}${facts.maxPrice > facts.price ? ` (up to ${formatMoney(facts.maxPrice)})` : ""}`,
    `- Currency: USD`,
    `- Availability: ${facts.inStock ? STOCK_WORDS[facts.stockLevel] : "sold out"}`,
    facts.productType ? `- Type: ${inlineText(facts.productType)}` : null,
    facts.collections.length
      ? `- Collections: ${facts.collections.map((handle) => inlineText(handle)).join(", ")}`
      : null,
    facts.badges.length ? `- Badges: ${facts.badges.join(", ")}` : null,
    facts.origin === "studio" ? "- Made in the boutique's studio" : null,
    `- Product id: ${facts.id}`,
    `- Canonical: ${facts.url}`,
  ].filter(Boolean);
  return markdownDocument([
    `# ${inlineText(facts.title)}`,
    factList.join("\n"),
    optionsBlock(facts),
    variantsBlock(facts),
    sizeAdviceBlock(facts),
    facts.description.trim()
      ? `## Description\n\n${quotedText("The product's description:", facts.description)}`
      : null,
    reviewsBlock(facts),
    facts.images.length
      ? `## Images\n\n${facts.images.map((image) => `- ${markdownLink(image.alt, image.url)}`).join("\n")}`
      : null,
    `## Buying\n\nChoose a variant id above. Shoppers add it to the cart on ${facts.url}; agents can build a cart with the \`create_cart\` tool of the MCP server at ${new URL(MCP_PATH, facts.url).href}, which answers with the checkout link.`,
  ]);
}
