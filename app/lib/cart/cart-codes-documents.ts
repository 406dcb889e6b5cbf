// The Storefront document that prices a cart with its codes, tagged `#graphql` for the schema test.

/**
 * Creates a throwaway cart with the shop lines, the discount and gift card codes: the shop's answer says which
 * code applies, what it takes off, what a gift card covers and the estimated total. The cart itself is not kept
 * (the hand-off is a cart permalink).
 */
export const CART_CODES_MUTATION = `#graphql
  mutation CartCodes($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        discountCodes { code applicable }
        discountAllocations {
          discountedAmount { amount currencyCode }
          ... on CartCodeDiscountAllocation { code }
        }
        appliedGiftCards {
          lastCharacters
          amountUsed { amount currencyCode }
          balance { amount currencyCode }
        }
        cost {
          subtotalAmount { amount currencyCode }
          totalAmount { amount currencyCode }
        }
      }
      userErrors { code field message }
      warnings { code message }
    }
  }
` as const;

type Money = { amount: string; currencyCode: string };

export type CartCodesAnswer = {
  cartCreate: {
    cart: {
      discountCodes: { code: string; applicable: boolean }[];
      discountAllocations: { discountedAmount: Money; code?: string }[];
      appliedGiftCards: { lastCharacters: string; amountUsed: Money; balance: Money }[];
      cost: { subtotalAmount: Money; totalAmount: Money };
    } | null;
    userErrors: { code: string | null; field: string[] | null; message: string }[];
    warnings: { code: string; message: string }[];
  } | null;
};
