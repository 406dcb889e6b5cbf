// The MCP server's tools: what an anonymous shopper can do, and no more. The catalogue and cart tools take
// UCP's names and argument shapes (search_catalog, lookup_catalog, get_product; create_cart, get_cart,
// update_cart); list_collections and get_shop_policy are this shop's own. No tool reads or changes an
// account, favorites or orders.
import { z } from "zod";
import { createCart, getCart, updateCart } from "./cart-tools.server";
import { getProduct, getShopPolicy, listCollections, lookupCatalog, searchCatalog } from "./catalog-tools.server";
import { JSON_RPC_ERRORS, JsonRpcFailure } from "./json-rpc";
import {
  CreateCartArguments,
  GetCartArguments,
  GetProductArguments,
  GetShopPolicyArguments,
  ListCollectionsArguments,
  LookupCatalogArguments,
  SearchCatalogArguments,
  UpdateCartArguments,
} from "./tool-arguments";
import type { ToolEnvironment, ToolResult } from "./tool-result";
import { QUOTED_CONTENT_NOTE } from "./ucp-shapes";

type Tool<Schema extends z.ZodType> = {
  name: string;
  title: string;
  description: string;
  schema: Schema;
  /** Reads only (true) or builds a cart (false: it changes nothing stored either, the cart lives in its id) */
  readOnly: boolean;
  run(env: ToolEnvironment, args: z.output<Schema>): Promise<ToolResult>;
};

const tool = <Schema extends z.ZodType>(definition: Tool<Schema>) => definition;

const TOOLS = [
  tool({
    name: "search_catalog",
    title: "Search the catalogue",
    description: `Search Boho Boutique's products as its /products page does: free-text query, filters (one collection, price in USD cents, sizes, colours, in stock only, sub-categories), the page's sorts, cursor pages. Each product comes with its variants (ids, options, price, stock). ${QUOTED_CONTENT_NOTE}`,
    schema: SearchCatalogArguments,
    readOnly: true,
    run: (env, args) => searchCatalog(env, args.catalog),
  }),
  tool({
    name: "lookup_catalog",
    title: "Look up products or variants",
    description:
      "Products by product id, variant id or handle (up to 10 at once). Each product lists the variants the request named (a product id names its featured variant); ids the shop does not know come back as not_found messages.",
    schema: LookupCatalogArguments,
    readOnly: true,
    run: (env, args) => lookupCatalog(env, args.catalog),
  }),
  tool({
    name: "get_product",
    title: "Get a product",
    description: `One product by id, variant id or handle, with every variant, which options can be bought, the fit verified buyers reported (metadata.size_advice) and their newest reviews. Pass selected options (e.g. Size M) to narrow the variants. ${QUOTED_CONTENT_NOTE}`,
    schema: GetProductArguments,
    readOnly: true,
    run: (env, args) => getProduct(env, args.catalog),
  }),
  tool({
    name: "list_collections",
    title: "List the collections",
    description: "Every collection in the shop's order, with its handle, description and product count.",
    schema: ListCollectionsArguments,
    readOnly: true,
    run: (env) => listCollections(env),
  }),
  tool({
    name: "get_shop_policy",
    title: "Read a shop policy",
    description:
      "The shipping, returns or a size-guide page as Markdown (size-guide, size-guide/clothing, size-guide/jewelry, size-guide/accessories).",
    schema: GetShopPolicyArguments,
    readOnly: true,
    run: (env, args) => getShopPolicy(env, args),
  }),
  tool({
    name: "create_cart",
    title: "Build a cart",
    description:
      "A cart from variant ids and quantities, priced by the shop now, with an optional discount code. The answer has the lines, totals, what the code saves, and continue_url: the checkout link for the shopper. The cart lives in its id (nothing is stored); pass the id to get_cart or update_cart.",
    schema: CreateCartArguments,
    readOnly: false,
    run: (env, args) => createCart(env, args.cart),
  }),
  tool({
    name: "get_cart",
    title: "Read a cart",
    description: "A cart by its id, priced by the shop now (sold-out lines are flagged), with its checkout link.",
    schema: GetCartArguments,
    readOnly: true,
    run: (env, args) => getCart(env, args.id),
  }),
  tool({
    name: "update_cart",
    title: "Change a cart",
    description:
      "Replaces a cart's lines (every line it should hold) and, when discounts is given, its discount code (an empty list removes it). Answers with the cart's new id.",
    schema: UpdateCartArguments,
    readOnly: false,
    run: (env, args) => updateCart(env, args.id, args.cart),
  }),
];

/** The tool list as MCP's tools/list gives it: JSON Schema made from the same Zod schemas the calls are checked with. */
export function toolDescriptions() {
  return TOOLS.map((entry) => ({
    name: entry.name,
    title: entry.title,
    description: entry.description,
    inputSchema: z.toJSONSchema(entry.schema, { io: "input", unrepresentable: "any" }),
    annotations: { readOnlyHint: entry.readOnly, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }));
}

export const TOOL_NAMES: readonly string[] = TOOLS.map((entry) => entry.name);

/** "catalog.pagination.limit: At most 24 products a page." for each problem, in the schema's own words. */
function problemsOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** Runs a tool; arguments that do not fit its schema are refused as invalid params, before any work. */
export async function callTool(env: ToolEnvironment, name: unknown, args: unknown): Promise<ToolResult> {
  const entry = TOOLS.find((candidate) => candidate.name === name);
  if (!entry)
    throw new JsonRpcFailure(
      JSON_RPC_ERRORS.invalidParams,
      `Unknown tool ${JSON.stringify(String(name).slice(0, 60))}. Tools: ${TOOL_NAMES.join(", ")}.`,
    );
  const parsed = entry.schema.safeParse(args ?? {});
  if (!parsed.success)
    throw new JsonRpcFailure(
      JSON_RPC_ERRORS.invalidParams,
      `Invalid arguments for ${entry.name}: ${problemsOf(parsed.error)}`,
      {
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
      },
    );
  return (entry.run as (env: ToolEnvironment, args: unknown) => Promise<ToolResult>)(env, parsed.data);
}
