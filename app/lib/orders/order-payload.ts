// The parts of Shopify's orders/create payload the boutique keeps.
import { z } from "zod";

const money = z.union([z.string(), z.number()]).transform(String);

export const ShopifyOrderPayloadSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  order_number: z.union([z.number(), z.string()]).transform(String).optional(),
  name: z.string().optional(),
  email: z.string().trim().toLowerCase().optional().nullable(),
  contact_email: z.string().trim().toLowerCase().optional().nullable(),
  currency: z.string().default("USD"),
  subtotal_price: money.optional().nullable(),
  total_price: money,
  financial_status: z.string().optional().nullable(),
  fulfillment_status: z.string().optional().nullable(),
  processed_at: z.string().optional().nullable(),
  line_items: z
    .array(
      z.object({
        title: z.string(),
        variant_title: z.string().optional().nullable(),
        variant_id: z.union([z.number(), z.string()]).transform(String).optional().nullable(),
        product_id: z.union([z.number(), z.string()]).transform(String).optional().nullable(),
        quantity: z.number().int(),
        price: money,
      }),
    )
    .default([]),
});

export type ShopifyOrderPayload = z.infer<typeof ShopifyOrderPayloadSchema>;

/** "#1001" and "1001" are the same order number. */
export function normalizeOrderNumber(value: string): string {
  return value.trim().replace(/^#/, "");
}
