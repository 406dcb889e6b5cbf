// The MCP server's catalogue tools. search_catalog is the listing itself (its search, filters, sorts and pages,
// through loadListingPage), lookup_catalog and get_product read products as the product page does, with the
// fit verified buyers reported; list_collections and get_shop_policy answer what /collections and the
// policy pages show. Answers follow UCP's catalog shapes (version 2026-04-08) and carry nothing personal.
import { loadCollectionsOverview } from "../catalog/collections-page.server";
import { CollectionNotFoundError, loadListingPage } from "../catalog/listing-page.server";
import { DEFAULT_SORT } from "../catalog/sort";
import {
  listingSearchString,
  normalizeListingParams,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  type ListingParams,
} from "../catalog/listing-params";
import {
  canonicalSubCategory,
  isSubCategoryGroup,
  SUB_CATEGORY_GROUPS,
  SUB_CATEGORY_LABELS,
} from "../catalog/sub-categories";
import { LISTING_PAGE_SIZE } from "../catalog/paginate";
import { StorefrontError } from "../catalog/storefront-errors";
import { policyPage } from "../content/policy-pages";
import { awaitAll } from "../platform/await-all";
import { logger } from "../platform/logger";
import { listingCardRatings } from "../reviews/card-ratings.server";
import { freeShippingLabel } from "../settings/free-shipping";
import { loadSiteSettings } from "../settings/site-settings.server";
import {
  findProductByIdentifier,
  findProductsByIds,
  identifierKindOf,
  loadReviewFacts,
  type FoundProduct,
} from "./agent-products.server";
import { JSON_RPC_ERRORS, JsonRpcFailure } from "./json-rpc";
import { plainTextOfHtml } from "./markdown-text";
import { policyMarkdown } from "./policy-markdown";
import { productFactsOf } from "./product-facts";
import {
  policyPathOf,
  SEARCH_DEFAULT_LIMIT,
  type GetProductArguments,
  type GetShopPolicyArguments,
  type LookupCatalogArguments,
  type SearchCatalogArguments,
} from "./tool-arguments";
import type { ToolEnvironment, ToolResult } from "./tool-result";
import { ucpEnvelope, ucpProductOf, ucpProductOfCard, UCP_CAPABILITIES, type UcpMessage } from "./ucp-shapes";
import { narrowVariants } from "./variant-narrowing";
import type { z } from "zod";

const UNAVAILABLE: UcpMessage = {
  type: "error",
  code: "service_unavailable",
  content: "Service temporarily unavailable. Please try again in a moment.",
  severity: "recoverable",
};

function unavailable(capability: string): ToolResult {
  return { isError: true, structuredContent: { ucp: ucpEnvelope([capability], "error"), messages: [UNAVAILABLE] } };
}

/** A cursor names a listing page and a place on it: the listing pages hold 24, an agent's pages `limit`. */
type Cursor = { page: number; offset: number };

function cursorOf(cursor: Cursor): string {
  return btoa(`listing:${cursor.page}:${cursor.offset}`).replace(/=+$/, "");
}

function readCursor(value: string | undefined): Cursor {
  if (value === undefined) return { page: 1, offset: 0 };
  let text = "";
  try {
    text = atob(value);
  } catch {
    // falls through to the refusal
  }
  const match = /^listing:(\d{1,6}):(\d{1,2})$/.exec(text);
  if (!match || Number(match[1]) < 1)
    throw new JsonRpcFailure(JSON_RPC_ERRORS.invalidParams, "That pagination cursor is not one this search gave.");
  return { page: Number(match[1]), offset: Number(match[2]) };
}

/** Cents to the price slider's whole dollars: the lower bound down, the upper bound up, both within 0-500. */
function dollarsOf(cents: number | undefined, round: (value: number) => number, fallback: number): number {
  if (cents === undefined) return fallback;
  return Math.min(PRICE_FILTER_MAX, Math.max(PRICE_FILTER_MIN, round(cents / 100)));
}

type SearchRequest = z.output<typeof SearchCatalogArguments>["catalog"];

/** The listing's own params for a search: the same normalising as a listing URL. */
function listingParamsOf(search: SearchRequest, page: number): ListingParams {
  const filters = search.filters ?? {};
  const category = filters.categories?.[0]?.toLowerCase() ?? "";
  const subCategoryNames = filters.sub_categories ?? [];
  if (subCategoryNames.length && !isSubCategoryGroup(category))
    throw new JsonRpcFailure(
      JSON_RPC_ERRORS.invalidParams,
      `sub_categories narrow one of the collections ${SUB_CATEGORY_GROUPS.join(", ")}: give it in filters.categories.`,
    );
  if (isSubCategoryGroup(category)) {
    const unknown = subCategoryNames.filter((name) => canonicalSubCategory(category, name) === null);
    if (unknown.length)
      throw new JsonRpcFailure(
        JSON_RPC_ERRORS.invalidParams,
        `Unknown sub-category for ${category}: ${unknown.join(", ")}. Choose from ${SUB_CATEGORY_LABELS[category].join(", ")}.`,
      );
  }
  const minPrice = dollarsOf(filters.price?.min, Math.floor, PRICE_FILTER_MIN);
  const maxPrice = dollarsOf(filters.price?.max, Math.ceil, PRICE_FILTER_MAX);
  if (minPrice > maxPrice)
    throw new JsonRpcFailure(JSON_RPC_ERRORS.invalidParams, "filters.price.min is above filters.price.max.");
  const subCategories = Object.fromEntries(SUB_CATEGORY_GROUPS.map((group) => [group, subCategoryNames]));
  return normalizeListingParams({
    q: search.query ?? "",
    category,
    sort: search.sort ?? DEFAULT_SORT,
    page,
    minPrice,
    maxPrice,
    sizes: filters.sizes ?? [],
    colors: filters.colors ?? [],
    subCategories,
    hideOutOfStock: filters.available === true,
  });
}

export async function searchCatalog(env: ToolEnvironment, search: SearchRequest): Promise<ToolResult> {
  const limit = search.pagination?.limit ?? SEARCH_DEFAULT_LIMIT;
  const cursor = readCursor(search.pagination?.cursor);
  const params = listingParamsOf(search, cursor.page);
  const collectionHandle = params.category || undefined;
  const page = new Request(`${env.origin}/products${listingSearchString({ ...params, category: "" })}`);
  let load;
  try {
    load = await loadListingPage(page, env.context, collectionHandle ? { collectionHandle } : {});
  } catch (error) {
    if (!(error instanceof CollectionNotFoundError)) throw error;
    throw new JsonRpcFailure(
      JSON_RPC_ERRORS.invalidParams,
      `There is no collection "${collectionHandle}". list_collections names them.`,
    );
  }
  const listing = load.data;
  if (listing.status !== "ok") return unavailable(UCP_CAPABILITIES.search);
  const cards = listing.products.slice(cursor.offset, cursor.offset + limit);
  const next: Cursor | null =
    cursor.offset + limit < listing.products.length
      ? { page: listing.page, offset: cursor.offset + limit }
      : listing.page < listing.pageCount
        ? { page: listing.page + 1, offset: 0 }
        : null;
  const messages: UcpMessage[] = [];
  const ids = cards.map((card) => card.id);
  const [found, ratings] = await awaitAll([
    findProductsByIds(env.context, ids).catch((error: unknown) => {
      if (!(error instanceof StorefrontError)) throw error;
      logger.error("search_catalog: product details unavailable", { error: error.message });
      messages.push({
        type: "warning",
        code: "details_unavailable",
        content:
          "Variant details are unavailable right now; each product shows its featured option. get_product has the rest.",
      });
      return new Map();
    }),
    listingCardRatings(env.context.db, ids),
  ]);
  const before = (listing.page - 1) * LISTING_PAGE_SIZE + cursor.offset;
  if (listing.total === 0) messages.push({ type: "info", code: "no_results", content: "No products found." });
  return {
    structuredContent: {
      ucp: ucpEnvelope([UCP_CAPABILITIES.search]),
      products: cards.map((card) => {
        const product = found.get(card.id)?.product;
        return product
          ? ucpProductOf(productFactsOf(product, env.origin), { rating: ratings.get(card.id) })
          : ucpProductOfCard(card, env.origin);
      }),
      pagination: {
        has_next_page: next !== null,
        ...(next ? { cursor: cursorOf(next) } : {}),
        total_count: listing.total,
      },
      messages,
      metadata: {
        showing: cards.length ? `${before + 1}-${before + cards.length} of ${listing.total}` : `0 of ${listing.total}`,
        listing_url: `${env.origin}${collectionHandle ? `/collections/${collectionHandle}` : "/products"}${listingSearchString({ ...params, page: listing.page, category: "" })}`,
        prices: "USD; filters.price is applied in whole dollars like the page's price slider",
      },
    },
  };
}

type LookupRequest = z.output<typeof LookupCatalogArguments>["catalog"];

export async function lookupCatalog(env: ToolEnvironment, lookup: LookupRequest): Promise<ToolResult> {
  const ids = [...new Set(lookup.ids)];
  const byId = ids.filter((id) => identifierKindOf(id) === "product" || identifierKindOf(id) === "variant");
  const byHandle = ids.filter((id) => identifierKindOf(id) === "handle");
  let found: Map<string, FoundProduct>;
  try {
    const [fromIds, fromHandles] = await awaitAll([
      findProductsByIds(env.context, byId),
      awaitAll(byHandle.map((handle) => findProductByIdentifier(env.context, handle))),
    ]);
    found = new Map(fromIds);
    byHandle.forEach((handle, index) => {
      const product = fromHandles[index];
      if (product) found.set(handle, product);
    });
  } catch (error) {
    if (error instanceof StorefrontError || (error instanceof Response && error.status === 503))
      return unavailable(UCP_CAPABILITIES.lookup);
    throw error;
  }
  // One entry per product, each variant carrying the identifiers that named it (UCP's input correlation).
  const products = new Map<
    string,
    { facts: ReturnType<typeof productFactsOf>; inputs: Map<string, { id: string; match: "exact" | "featured" }[]> }
  >();
  const messages: UcpMessage[] = [];
  for (const id of ids) {
    const hit = found.get(id);
    if (!hit) {
      messages.push({ type: "info", code: "not_found", content: id });
      continue;
    }
    const entry = products.get(hit.product.id) ?? { facts: productFactsOf(hit.product, env.origin), inputs: new Map() };
    products.set(hit.product.id, entry);
    const featured = entry.facts.variants.find((variant) => variant.available) ?? entry.facts.variants[0];
    const variantId = hit.variantId ?? featured?.id;
    if (!variantId) continue;
    const named = entry.inputs.get(variantId) ?? [];
    named.push({ id, match: hit.variantId ? "exact" : "featured" });
    entry.inputs.set(variantId, named);
  }
  return {
    structuredContent: {
      ucp: ucpEnvelope([UCP_CAPABILITIES.lookup]),
      products: [...products.values()].map(({ facts, inputs }) =>
        ucpProductOf(facts, {
          variants: facts.variants
            .filter((variant) => inputs.has(variant.id))
            .map((variant) => ({ variant, inputs: inputs.get(variant.id) })),
        }),
      ),
      messages,
    },
  };
}

type ProductRequest = z.output<typeof GetProductArguments>["catalog"];

export async function getProduct(env: ToolEnvironment, request: ProductRequest): Promise<ToolResult> {
  let hit;
  try {
    hit = await findProductByIdentifier(env.context, request.id);
  } catch (error) {
    if (error instanceof StorefrontError || (error instanceof Response && error.status === 503))
      return unavailable(UCP_CAPABILITIES.lookup);
    throw error;
  }
  if (!hit)
    return {
      isError: true,
      structuredContent: {
        ucp: ucpEnvelope([UCP_CAPABILITIES.lookup], "error"),
        messages: [
          { type: "error", code: "not_found", content: `Product not found: ${request.id}`, severity: "unrecoverable" },
        ],
      },
    };
  const facts = productFactsOf(hit.product, env.origin, await loadReviewFacts(env.context, hit.product));
  // A variant id chooses that variant's options, unless the agent chose some itself.
  const named = hit.variantId ? facts.variants.find((variant) => variant.id === hit.variantId) : undefined;
  const selected =
    request.selected ?? named?.options.map((option) => ({ name: option.name, label: option.value })) ?? [];
  const narrowed = narrowVariants(facts, selected, request.preferences);
  const product = ucpProductOf(facts, { variants: narrowed.variants.map((variant) => ({ variant })) });
  return {
    structuredContent: {
      ucp: ucpEnvelope([UCP_CAPABILITIES.lookup]),
      product: { ...product, options: narrowed.options, selected: narrowed.selected },
      messages:
        selected.length > narrowed.selected.length
          ? [
              {
                type: "info",
                code: "selection_relaxed",
                content: "No variant has every chosen option; the least preferred choices were let go.",
              },
            ]
          : [],
    },
  };
}

export async function listCollections(env: ToolEnvironment): Promise<ToolResult> {
  const overview = await loadCollectionsOverview(env.context);
  if (overview.status !== "ok") return unavailable(UCP_CAPABILITIES.search);
  return {
    structuredContent: {
      collections: overview.collections.map((collection) => ({
        handle: collection.handle,
        title: collection.title,
        description: plainTextOfHtml(collection.description),
        product_count: collection.productCount,
        url: `${env.origin}/collections/${collection.handle}`,
      })),
      note: "Search within one with search_catalog's filters.categories: [handle].",
    },
  };
}

export async function getShopPolicy(
  env: ToolEnvironment,
  args: z.output<typeof GetShopPolicyArguments>,
): Promise<ToolResult> {
  const { freeShippingThreshold } = await loadSiteSettings(env.context);
  const page = policyPage(policyPathOf(args.policy), { freeShipping: freeShippingLabel(freeShippingThreshold) });
  const markdown = policyMarkdown(page, env.origin);
  return {
    text: markdown,
    structuredContent: { policy: args.policy, title: page.title, url: `${env.origin}${page.path}`, markdown },
  };
}
