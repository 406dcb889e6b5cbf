// The cart action's input (the contract every add-to-cart form posts):
// intent, variantId, quantity, redirectTo. `add-several` (a lookbook's "Add the
// look to cart") posts one variantId per piece and a setName for the toast.
import { z } from "zod";
import { isCartVariantId, MAX_LINE_QUANTITY } from "./cart-lines";

/** The most pieces one add-several form may add (a look holds at most 12). */
export const MAX_ADD_SEVERAL = 24;

const VariantIdField = z
  .string({ error: "Choose a product option first." })
  .trim()
  .min(1, "Choose a product option first.")
  .refine(isCartVariantId, "That product option is not one we sell.");

const QuantityField = (min: number) =>
  z.coerce
    .number({ error: "Quantity must be a whole number." })
    .int("Quantity must be a whole number.")
    .min(min, min > 0 ? "Quantity must be at least 1." : "Quantity must be a whole number.")
    .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`);

export const CartFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), variantId: VariantIdField, quantity: QuantityField(1).default(1) }),
  z.object({
    intent: z.literal("update"),
    variantId: VariantIdField,
    quantity: z.coerce
      .number()
      .int("Quantity must be a whole number.")
      .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`),
  }),
  z.object({
    intent: z.literal("add-several"),
    variantIds: z
      .array(VariantIdField)
      .min(1, "Choose a product option first.")
      .max(MAX_ADD_SEVERAL, `At most ${MAX_ADD_SEVERAL} pieces can be added at once.`),
    setName: z.string().trim().max(120).default(""),
  }),
  z.object({ intent: z.literal("remove"), variantId: VariantIdField }),
  z.object({ intent: z.literal("clear") }),
]);

export type CartForm = z.infer<typeof CartFormSchema>;

export type ParsedCartForm = { ok: true; form: CartForm } | { ok: false; message: string };

export function parseCartForm(formData: FormData): ParsedCartForm {
  const raw: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of ["intent", "variantId", "quantity", "setName"]) {
    const value = formData.get(key);
    if (value !== null && !(key === "quantity" && value === "")) raw[key] = value;
  }
  if (raw.intent === "add-several") raw.variantIds = formData.getAll("variantId");
  const result = CartFormSchema.safeParse(raw);
  if (result.success) return { ok: true, form: result.data };
  const issue = result.error.issues[0];
  const message = issue?.path[0] === "intent" ? "Unknown cart action." : (issue?.message ?? "Unknown cart action.");
  return { ok: false, message };
}
