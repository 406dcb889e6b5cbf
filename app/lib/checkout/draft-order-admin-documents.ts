// The Admin API documents the checkout sends, validated against the real Admin
// API schema in tests/unit/draft-order-checkout.test.ts (and by the demo shop).

export const DRAFT_ORDER_CREATE = `#graphql
mutation CheckoutDraftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder {
      id
      name
      status
      invoiceUrl
      discountCodes
      totalPriceSet { shopMoney { amount currencyCode } }
    }
    userErrors { field message }
  }
}` as const;

export type DraftOrderCreateAnswer = {
  draftOrderCreate: {
    draftOrder: {
      id: string;
      name: string;
      status: DraftOrderStatus;
      invoiceUrl: string | null;
      discountCodes: string[];
      totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
    } | null;
    userErrors: { field: string[] | null; message: string }[];
  } | null;
};

export type DraftOrderStatus = "OPEN" | "INVOICE_SENT" | "COMPLETED";

/** What the expiry job reads back before it lets a draft go: paid drafts keep their pieces. */
export const DRAFT_ORDER_STATUS = `#graphql
query CheckoutDraftOrderStatus($id: ID!) {
  draftOrder(id: $id) { id status }
}` as const;

export type DraftOrderStatusAnswer = { draftOrder: { id: string; status: DraftOrderStatus } | null };

export const DRAFT_ORDER_DELETE = `#graphql
mutation CheckoutDraftOrderDelete($input: DraftOrderDeleteInput!) {
  draftOrderDelete(input: $input) {
    deletedId
    userErrors { field message }
  }
}` as const;

export type DraftOrderDeleteAnswer = {
  draftOrderDelete: { deletedId: string | null; userErrors: { field: string[] | null; message: string }[] } | null;
};
