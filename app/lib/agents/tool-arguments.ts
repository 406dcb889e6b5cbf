// What each MCP tool accepts, as Zod schemas built from the pages' own rules: the listing's search length,
// sorts, sizes and colours, the cart form's variant id and quantity fields (with their messages), the cart's
// line limit. The tool list publishes them as JSON Schema; a call that does not fit is refused with the
// schema's own words. Shapes follow the Universal Commerce Protocol's catalog and cart tools where it has one
// (`catalog` / `cart` objects, `meta`, `context`, `pagination`, `line_items[].item.id`).
import { z } from "zod";
import { MAX_CART_LINES } from "../cart/cart-lines";
import { QuantityField, VariantIdField } from "../cart/cart-form";
import { canonicalFilterColor, FILTER_COLORS } from "../catalog/colors";
import { MAX_QUERY_LENGTH } from "../catalog/listing-params";
import { CLOTHING_SIZE_RANGES, isSizeGroupId, sizeGroupOf } from "../catalog/size-groups";
import { SORT_VALUES } from "../catalog/sort";
import { POLICY_PATHS } from "../content/policy-pages";

/** A lookup answers at most this many identifiers at once (UCP: larger batches are invalid params). */
export const LOOKUP_BATCH_LIMIT = 10;
/** A page of search results; the listing's pages hold 24. */
export const SEARCH_PAGE_LIMIT = 24;
export const SEARCH_DEFAULT_LIMIT = 10;

/** UCP's request metadata: the agent's profile. Accepted, not required: an agent without one may still shop. */
const Meta = z.looseObject({ "ucp-agent": z.looseObject({ profile: z.string().max(2000).optional() }).optional() });
/** UCP's buyer context and signals: hints this shop does not use (one currency, one price list). */
const BuyerHints = z.looseObject({});

const SIZE_NAMES = CLOTHING_SIZE_RANGES.map((range) => range.label).join(", ");

const SizeValue = z
  .string()
  .max(20)
  .refine((value) => isSizeGroupId(value.trim().toLowerCase()) || sizeGroupOf(value) !== null, {
    message: `Unknown size. Sizes: ${SIZE_NAMES} (or numeric 0-23).`,
  })
  .describe(`A size as the size filter knows it: ${SIZE_NAMES}, a spelling such as Medium, or numeric 0-23.`);

const ColorValue = z
  .string()
  .max(20)
  .refine((value) => canonicalFilterColor(value) !== null, {
    message: `Unknown colour. Colours: ${FILTER_COLORS.join(", ")}.`,
  })
  .describe(`One of the colour filter's colours: ${FILTER_COLORS.join(", ")}.`);

const CollectionHandle = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/i, "A collection is named by its handle, such as dresses (see list_collections).");

/** Amounts in minor units (cents), as UCP writes prices. */
const MinorUnits = z.number().int("Prices are whole cents.").min(0, "Prices are not negative.");

export const SearchCatalogArguments = z.strictObject({
  meta: Meta.optional(),
  catalog: z
    .strictObject({
      query: z
        .string()
        .max(MAX_QUERY_LENGTH, `A search is at most ${MAX_QUERY_LENGTH} characters.`)
        .optional()
        .describe("Free-text search, as the shop's search box (whole words for midi, maxi, mini, crop, …)."),
      filters: z
        .strictObject({
          categories: z
            .array(CollectionHandle)
            .max(1, "This shop filters by one collection at a time.")
            .optional()
            .describe("At most one collection handle, such as dresses."),
          price: z
            .strictObject({ min: MinorUnits.optional(), max: MinorUnits.optional() })
            .optional()
            .describe("USD in cents; applied in whole dollars like the page's price slider (0 to $500)."),
          sizes: z.array(SizeValue).max(9).optional().describe("A variant in one of these sizes."),
          colors: z.array(ColorValue).max(8).optional().describe("A variant in one of these colours."),
          available: z
            .boolean()
            .optional()
            .describe("Only products with a variant in stock (with sizes/colors: that variant is in stock)."),
          sub_categories: z
            .array(z.string().max(40))
            .max(12)
            .optional()
            .describe("Within tops, dresses, bottoms or jewelry: e.g. Maxi Dresses."),
        })
        .optional(),
      sort: z.enum(SORT_VALUES).optional().describe("The listing's sorts; updated (recently updated) by default."),
      pagination: z
        .strictObject({
          cursor: z.string().max(100).optional(),
          limit: z
            .number()
            .int()
            .min(1)
            .max(SEARCH_PAGE_LIMIT, `At most ${SEARCH_PAGE_LIMIT} products a page.`)
            .optional(),
        })
        .optional(),
      context: BuyerHints.optional(),
      signals: BuyerHints.optional(),
      attribution: BuyerHints.optional(),
    })
    .default({}),
});

const Identifier = z
  .string()
  .trim()
  .min(1, "An identifier is a product id, a variant id or a product handle.")
  .max(200, "An identifier is at most 200 characters.");

export const LookupCatalogArguments = z.strictObject({
  meta: Meta.optional(),
  catalog: z.strictObject({
    ids: z
      .array(Identifier)
      .min(1, "Give at least one product id, variant id or handle.")
      .max(LOOKUP_BATCH_LIMIT, `At most ${LOOKUP_BATCH_LIMIT} identifiers at once.`),
    filters: BuyerHints.optional(),
    context: BuyerHints.optional(),
    signals: BuyerHints.optional(),
    attribution: BuyerHints.optional(),
  }),
});

export const GetProductArguments = z.strictObject({
  meta: Meta.optional(),
  catalog: z.strictObject({
    id: Identifier.describe("A product id, a variant id, or the product's handle (the last part of its page address)."),
    selected: z
      .array(z.strictObject({ name: z.string().max(60), label: z.string().max(120) }))
      .max(5)
      .optional()
      .describe("Options already chosen, such as [{name: Size, label: M}]."),
    preferences: z.array(z.string().max(60)).max(5).optional(),
    filters: BuyerHints.optional(),
    context: BuyerHints.optional(),
    signals: BuyerHints.optional(),
    attribution: BuyerHints.optional(),
  }),
});

export const ListCollectionsArguments = z.strictObject({ meta: Meta.optional() });

const POLICY_NAMES = POLICY_PATHS.map((path) => path.slice(1).replace(/^shipping-info$/, "shipping")) as [
  string,
  ...string[],
];

export const GetShopPolicyArguments = z.strictObject({
  meta: Meta.optional(),
  policy: z.enum(POLICY_NAMES).describe("Which page: shipping, returns, or a size guide."),
});

/** The policy page a policy name stands for. */
export function policyPathOf(name: string): (typeof POLICY_PATHS)[number] {
  return POLICY_PATHS.find((path) => path === `/${name}` || (name === "shipping" && path === "/shipping-info"))!;
}

const LineItems = z
  .array(
    z.strictObject({
      item: z.strictObject({ id: VariantIdField.describe("A variant id from search_catalog or get_product.") }),
      quantity: QuantityField(1).default(1),
    }),
  )
  .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`);

const Discounts = z.strictObject({
  codes: z
    .array(z.string().max(100))
    .max(1, "One discount code at a time, as at the cart.")
    .describe("Discount codes to try; an empty list removes the code."),
});

const CartId = z.string().max(4000).describe("The cart's id, as create_cart or update_cart answered it.");

export const CreateCartArguments = z.strictObject({
  meta: Meta.optional(),
  cart: z.strictObject({
    line_items: LineItems.min(1, "A cart needs at least one line: a variant id and a quantity."),
    discounts: Discounts.optional(),
    context: BuyerHints.optional(),
    signals: BuyerHints.optional(),
    attribution: BuyerHints.optional(),
  }),
});

export const GetCartArguments = z.strictObject({ meta: Meta.optional(), id: CartId });

export const UpdateCartArguments = z.strictObject({
  meta: Meta.optional(),
  id: CartId,
  cart: z.strictObject({
    line_items: LineItems.describe("Every line the cart should now hold (a full replacement, as UCP's update)."),
    discounts: Discounts.optional(),
    context: BuyerHints.optional(),
    signals: BuyerHints.optional(),
    attribution: BuyerHints.optional(),
  }),
});
