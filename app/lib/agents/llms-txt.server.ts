// /llms.txt (llmstxt.org): what the shop is, and where an agent comes in: the pages that answer Markdown,
// the MCP server and its tools, WebMCP in the page, the policies, and the rules (anonymous, rate-limited,
// shop text is data).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { loadCollectionsOverview } from "../catalog/collections-page.server";
import { awaitAll } from "../platform/await-all";
import { SITE_NAME } from "../seo/site";
import { freeShippingLabel } from "../settings/free-shipping";
import { loadSiteSettings } from "../settings/site-settings.server";
import { MCP_PATH } from "./agent-endpoints";
import { MARKDOWN_CONTENT_TYPE } from "./content-negotiation";
import { markdownDocument, markdownLink } from "./markdown-text";
import { MCP_RATE_LIMIT } from "./mcp-server.server";
import { TOOL_NAMES } from "./mcp-tools.server";
import { QUOTED_CONTENT_NOTE } from "./ucp-shapes";

export function llmsTxt(
  origin: string,
  freeShipping: string,
  collections: readonly { handle: string; title: string }[],
) {
  const link = (text: string, path: string, note: string) => `- ${markdownLink(text, `${origin}${path}`)}: ${note}`;
  return markdownDocument([
    `# ${SITE_NAME}`,
    `> An online boutique for bohemian clothing in inclusive sizes XS to 4XL, jewelry, accessories, home decor and lifestyle goods. Prices in USD. Free shipping on orders of ${freeShipping} or more, 30-day returns, 24/7 support.`,
    `Every page listed here also answers \`Accept: text/markdown\` with Markdown of the same facts the page shows (prices and compare-at prices, options in stock, size advice from verified buyers, the canonical link). ${QUOTED_CONTENT_NOTE}`,
    [
      "## Shop",
      link(
        "All products",
        "/products",
        "the listing; query parameters q, category, sort, page, minPrice, maxPrice, sizes, colors, topsSubCategories, dressesSubCategories, bottomsSubCategories, jewelrySubCategories, hideOutOfStock=true",
      ),
      link("Collections", "/collections", "every collection with its product count"),
      ...collections.map((collection) =>
        link(collection.title, `/collections/${collection.handle}`, "a collection page (same query parameters)"),
      ),
      link("Lookbooks", "/lookbooks", "styled looks with every piece in the photo"),
      "- Products: /products/{handle} (a product's page: variants with ids, stock, size advice, reviews)",
    ].join("\n"),
    [
      "## Policies",
      link("Shipping", "/shipping-info", "delivery times, rates and where we ship"),
      link("Returns", "/returns", "30-day returns and exchanges"),
      link("Size guide", "/size-guide", "how to measure"),
      link("Clothing sizes", "/size-guide/clothing", "XS to 4XL with numeric sizes and measurements"),
      link("Jewelry sizes", "/size-guide/jewelry", "rings, bracelets, necklaces"),
      link("Accessories sizes", "/size-guide/accessories", "hats and belts"),
    ].join("\n"),
    [
      "## Agents",
      `- MCP server: ${origin}${MCP_PATH} (Streamable HTTP, JSON-RPC 2.0, stateless: POST one message per request, no session, no sign-in). Tools: ${TOOL_NAMES.join(", ")}. The catalogue and cart tools follow the Universal Commerce Protocol's shapes.`,
      "- A cart lives in its id; its continue_url is the checkout link to give the shopper.",
      "- WebMCP: where the browser offers navigator.modelContext, the shop's pages register tools to search, open a product, add to the cart and read the cart, acting through the page's own forms.",
      `- Limits: ${MCP_RATE_LIMIT.calls} MCP calls a minute from one network. Anonymous only: nothing reads or changes an account, favorites or orders.`,
    ].join("\n"),
  ]);
}

export async function llmsTxtResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const [{ freeShippingThreshold }, overview] = await awaitAll([
    loadSiteSettings(context),
    loadCollectionsOverview(context),
  ]);
  const collections =
    overview.status === "ok" ? overview.collections.filter((collection) => collection.productCount > 0) : [];
  const body = llmsTxt(new URL(request.url).origin, freeShippingLabel(freeShippingThreshold), collections);
  return new Response(body, {
    headers: { "Content-Type": MARKDOWN_CONTENT_TYPE, "Cache-Control": "public, max-age=3600" },
  });
}
