// The cart action's input (the contract every add-to-cart form posts):
// intent, variantId, quantity, redirectTo. An add before every option is chosen
// posts the product's handle and the choice so far (`product`, `option.Size`)
// instead of a variantId: the cart adds only what the choice names, and answers
// "Choose a size" otherwise. `add-several` (a lookbook's "Add the look to cart")
// posts one variantId per piece and a setName for the toast.
import { z } from "zod";
import { parseSubmission } from "../forms/parse-submission";
import { isCartVariantId, MAX_LINE_QUANTITY } from "./cart-lines";

const UNKNOWN_CART_ACTION = "Unknown cart action.";
const CHOOSE_OPTION_FIRST = "Choose a product option first.";

import { CHOOSE_EACH_PIECE, MAX_ADD_SEVERAL } from "./cart-form-fields";

export const VariantIdField = z
  .string({ error: CHOOSE_OPTION_FIRST })
  .trim()
  .min(1, CHOOSE_OPTION_FIRST)
  .refine(isCartVariantId, "That product option is not one we sell.");

export const QuantityField = (min: number) =>
  z.coerce
    .number({ error: "Quantity must be a whole number." })
    .int("Quantity must be a whole number.")
    .min(min, min > 0 ? "Quantity must be at least 1." : "Quantity must be a whole number.")
    .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}.`);

export const CartFormSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("add"),
      variantId: VariantIdField.optional(),
      /** A product handle: only read when there is no variantId */
      product: z.string().trim().max(200).optional(),
      options: z.record(z.string().max(100), z.string().max(200)).default({}),
      quantity: QuantityField(1).default(1),
    })
    .refine((form) => form.variantId !== undefined || Boolean(form.product), {
      message: CHOOSE_OPTION_FIRST,
      path: ["variantId"],
    }),
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
      .array(z.string({ error: CHOOSE_EACH_PIECE }).trim().min(1, CHOOSE_EACH_PIECE).pipe(VariantIdField))
      .min(1, CHOOSE_OPTION_FIRST)
      .max(MAX_ADD_SEVERAL, `At most ${MAX_ADD_SEVERAL} pieces can be added at once.`),
    setName: z.string().trim().max(120).default(""),
  }),
  z.object({ intent: z.literal("remove"), variantId: VariantIdField }),
  z.object({ intent: z.literal("clear") }),
]);

export type CartForm = z.infer<typeof CartFormSchema>;

/** The intents that change the cart's lines (the code intents are cart-codes.ts's). */
export const CART_CHANGE_INTENTS = [
  "add",
  "update",
  "add-several",
  "remove",
  "clear",
] as const satisfies readonly CartForm["intent"][];
export type CartChangeIntent = (typeof CART_CHANGE_INTENTS)[number];

export type ParsedCartForm = { ok: true; form: CartForm } | { ok: false; message: string };

/**
 * The form as conform reads it (strings, a repeated field as a list), shaped for `CartFormSchema`: an empty
 * quantity is no quantity (the default applies), and `add-several` reads every `variantId` as its pieces.
 */
function cartFieldsOf(payload: unknown): unknown {
  if (!payload || typeof payload !== "object") return payload;
  const { intent, variantId, quantity, setName, product, option } = payload as Record<string, unknown>;
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const fields: Record<string, unknown> = { intent: first(intent), setName: first(setName) };
  if (fields.intent === "add-several") fields.variantIds = variantId === undefined ? [] : [variantId].flat();
  else fields.variantId = first(variantId);
  if (fields.intent === "add" && (fields.variantId === undefined || fields.variantId === "")) {
    // No variant yet: the product and whatever of its options were chosen (`option.Size` arrives as option.Size).
    fields.variantId = undefined;
    fields.product = first(product);
    if (option && typeof option === "object" && !Array.isArray(option))
      fields.options = Object.fromEntries(
        Object.entries(option as Record<string, unknown>).map(([name, value]) => [name, first(value)]),
      );
  }
  if (first(quantity) !== "") fields.quantity = first(quantity);
  return fields;
}

const CartSubmissionSchema = z.preprocess(cartFieldsOf, CartFormSchema);

/** The cart action's input read through the one form contract; a refusal is one message (the cart's forms have no field to mark). */
export function parseCartForm(formData: FormData): ParsedCartForm {
  const parsed = parseSubmission(formData, CartSubmissionSchema);
  if (parsed.ok) return { ok: true, form: parsed.value };
  const { fieldErrors, formError } = parsed.failure;
  if (fieldErrors.intent) return { ok: false, message: UNKNOWN_CART_ACTION };
  const message = formError ?? Object.values(fieldErrors)[0]?.[0] ?? UNKNOWN_CART_ACTION;
  return { ok: false, message };
}
