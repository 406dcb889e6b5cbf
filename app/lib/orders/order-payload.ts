// The parts of Shopify's orders/create payload the boutique keeps.
import { z } from "zod";

const money = z.union([z.string(), z.number()]).transform(String);
/** Shopify's {name, value} pairs (order note attributes, line item properties); values may be numbers or null. */
const nameValuePairs = z
  .array(
    z.object({
      name: z.string(),
      value: z.union([z.string(), z.number(), z.null()]).transform((value) => (value === null ? "" : String(value))),
    }),
  )
  .nullable()
  .default([])
  .transform((pairs) => pairs ?? []);

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
  /** A draft-order checkout's attributes come back here (our checkout id among them) */
  note_attributes: nameValuePairs,
  line_items: z
    .array(
      z.object({
        title: z.string(),
        variant_title: z.string().optional().nullable(),
        variant_id: z.union([z.number(), z.string()]).transform(String).optional().nullable(),
        product_id: z.union([z.number(), z.string()]).transform(String).optional().nullable(),
        quantity: z.number().int(),
        price: money,
        properties: nameValuePairs,
      }),
    )
    .default([]),
});

export type ShopifyOrderPayload = z.infer<typeof ShopifyOrderPayloadSchema>;

/** "#1001" and "1001" are the same order number. */
export function normalizeOrderNumber(value: string): string {
  return value.trim().replace(/^#/, "");
}
