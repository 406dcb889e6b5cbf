// The demo shop's Admin API: one GraphQL endpoint that validates every request
// against the real Admin API schema (admin-schema/, see its README) and
// executes the draft-order operations the storefront's checkout uses:
// `draftOrderCreate`, `draftOrder` and `draftOrderDelete`. Anything else
// validates but answers that the demo shop does not implement it.
import {
  getNamedType,
  GraphQLError,
  isListType,
  isNonNullType,
  type GraphQLFieldResolver,
  type GraphQLTypeResolver,
} from "graphql";
import { createGraphqlExecutor } from "./graphql-execution";
import { toConnection, type ConnectionArgs } from "./connections";
import type { DemoDraft, DemoDraftLine, DemoDraftOrders, DraftOrderInput } from "./draft-orders";
import { getAdminSchema } from "./schema";
import { typeNameOf } from "./storefront-resolvers";

export type AdminContext = {
  drafts: DemoDraftOrders;
  /** Set by a queued "user-errors" fault: the next draftOrderCreate is refused with this message. */
  refuseNextDraft: string | null;
};

const money = (cents: number) => ({ amount: (cents / 100).toFixed(2), currencyCode: "USD" });
const moneyBag = (cents: number) => ({ shopMoney: money(cents), presentmentMoney: money(cents) });

function lineItemNode(line: DemoDraftLine, index: number) {
  return {
    position: index + 1,
    id: `gid://shopify/DraftOrderLineItem/${line.uuid}`,
    uuid: line.uuid,
    title: line.title,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    custom: line.variantId === null,
    sku: line.sku,
    taxable: line.taxable,
    requiresShipping: line.requiresShipping,
    isGiftCard: false,
    customAttributes: line.customAttributes,
    originalUnitPriceSet: moneyBag(line.unitCents),
    originalUnitPriceWithCurrency: money(line.unitCents),
    originalTotalSet: moneyBag(line.unitCents * line.quantity),
    discountedTotalSet: moneyBag(line.unitCents * line.quantity),
    approximateDiscountedUnitPriceSet: moneyBag(line.unitCents),
    totalDiscountSet: moneyBag(0),
    appliedDiscount: null,
    image: line.imageUrl ? { url: line.imageUrl, altText: line.title } : null,
    variant: line.variantId ? { id: line.variantId, title: line.variantTitle, sku: line.sku } : null,
    taxLines: [],
    components: [],
  };
}

function draftOrderNode(draft: DemoDraft, drafts: DemoDraftOrders) {
  return {
    id: draft.id,
    legacyResourceId: String(draft.numericId),
    name: draft.name,
    status: draft.status,
    createdAt: draft.createdAt,
    updatedAt: draft.updatedAt,
    completedAt: draft.completedAt,
    email: draft.email,
    note2: draft.note,
    invoiceUrl: drafts.invoiceUrl(draft),
    discountCodes: draft.discountCodes,
    customAttributes: draft.customAttributes,
    reserveInventoryUntil: draft.reserveInventoryUntil,
    tags: draft.tags,
    currencyCode: "USD",
    presentmentCurrencyCode: "USD",
    taxesIncluded: false,
    taxExempt: false,
    ready: true,
    visibleToCustomer: true,
    subtotalPriceSet: moneyBag(draft.subtotalCents - (draft.discount?.cents ?? 0)),
    totalLineItemsPriceSet: moneyBag(draft.subtotalCents),
    totalDiscountsSet: moneyBag(draft.discount?.cents ?? 0),
    totalShippingPriceSet: moneyBag(0),
    totalTaxSet: moneyBag(0),
    totalPriceSet: moneyBag(draft.totalCents),
    totalQuantityOfLineItems: draft.lines.reduce((sum, line) => sum + line.quantity, 0),
    appliedDiscount: draft.discount
      ? {
          title: draft.discount.title,
          description: draft.discount.code,
          value: draft.discount.cents / 100,
          valueType: "FIXED_AMOUNT",
          amountSet: moneyBag(draft.discount.cents),
          amountV2: money(draft.discount.cents),
        }
      : null,
    warnings: draft.warnings.map((warning) => ({ __typename: "DraftOrderDiscountNotAppliedWarning", ...warning })),
    order: draft.order ? { id: draft.order.id, name: draft.order.name, createdAt: draft.order.createdAt } : null,
    lines: draft.lines,
  };
}

// graphql-js has validated every argument against the schema: each resolver states the shape it relies on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resolver = (source: any, args: any, context: AdminContext) => unknown;

const adminResolvers: Record<string, Record<string, Resolver>> = {
  QueryRoot: {
    draftOrder: (_, args: { id: string }, { drafts }) => {
      const draft = drafts.get(args.id);
      return draft ? draftOrderNode(draft, drafts) : null;
    },
  },
  Mutation: {
    draftOrderCreate: (_, args: { input: DraftOrderInput }, context) => {
      if (context.refuseNextDraft) {
        const message = context.refuseNextDraft;
        context.refuseNextDraft = null;
        return { draftOrder: null, userErrors: [{ field: ["input"], message }] };
      }
      const { draft, userErrors } = context.drafts.create(args.input);
      return { draftOrder: draft ? draftOrderNode(draft, context.drafts) : null, userErrors };
    },
    draftOrderDelete: (_, args: { input: { id: string } }, { drafts }) => drafts.delete(args.input.id),
  },
  DraftOrder: {
    lineItems: (source: { lines: DemoDraftLine[] }, args: ConnectionArgs) =>
      toConnection(source.lines.map(lineItemNode), args, (item) => item.position),
  },
};

const fieldResolver: GraphQLFieldResolver<unknown, AdminContext> = (source, args, context, info) => {
  const resolve = adminResolvers[info.parentType.name]?.[info.fieldName];
  if (resolve) return resolve(source, args, context);
  const value = (source as Record<string, unknown> | null)?.[info.fieldName];
  if (value !== undefined) return value;
  if (!isNonNullType(info.returnType)) return null;
  if (isListType(info.returnType.ofType)) return [];
  throw new GraphQLError(
    `The demo shop does not implement ${info.parentType.name}.${info.fieldName} (${getNamedType(info.returnType).name})`,
    { extensions: { code: "NOT_IMPLEMENTED" } },
  );
};

const typeResolver: GraphQLTypeResolver<unknown, AdminContext> = (value) => typeNameOf(value);

/** Executes one Admin API request against the real Admin API schema. */
export const executeAdminRequest = createGraphqlExecutor<AdminContext>({
  schema: getAdminSchema,
  fieldResolver,
  typeResolver,
  maxCachedDocuments: 50,
});
