// The back-in-stock alert form's contract (client-safe): its fields, the
// schema the action reads them with, and what the shopper reads back.
import { z } from "zod";
import { isValidEmail } from "../auth/rules";
import { formText } from "../forms/parse-submission";
import type { Toast } from "../platform/toast";

export const BACK_IN_STOCK_PATH = "/back-in-stock";
export const BACK_IN_STOCK_BUTTON = "Email me when it's back";

export type BackInStockFields = "email" | "variantId" | "product" | "captcha";

export const BACK_IN_STOCK_MESSAGES = {
  emailRequired: "Please enter your email address.",
  invalidEmail: "Please enter a valid email address.",
  unknownVariant: "That product or size does not exist.",
  inStock: "This size is in stock: add it to your cart instead.",
  tooMany: "Too many alert requests in a short time. Please wait a few minutes and try again.",
  captchaRequired: "Please complete the CAPTCHA verification.",
  unavailable: "Alerts are unavailable right now. Please try again in a moment.",
} as const;

/** The guest's email; product and variant are only names here: the catalogue decides what they are. */
export const BackInStockSchema = z.object({
  product: formText().pipe(z.string().trim().min(1, BACK_IN_STOCK_MESSAGES.unknownVariant).max(200)),
  variantId: formText().pipe(z.string().trim().min(1, BACK_IN_STOCK_MESSAGES.unknownVariant).max(200)),
  // Blank reads as missing: a guest is then asked for it, a signed-in shopper needs none.
  email: z.preprocess(
    (value) => (typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined),
    z.string().refine(isValidEmail, BACK_IN_STOCK_MESSAGES.invalidEmail).optional(),
  ),
});

/**
 * What the action answers: a toast-bearing reply (replyWithToast) whose `alert` says where the alert stands.
 * A signed-in shopper hears about their own alert; a guest always reads `email-sent`, whatever the address
 * has (issue 41 §4: the answer must not tell a stranger whether an address waits for an alert).
 */
export type BackInStockOutcome = "active" | "already-active" | "email-sent";

/** Where the shopper's alert stands after asking, as the toast and the form's note say it. */
export function toastOfOutcome(
  outcome: BackInStockOutcome,
  alert: { productTitle: string; optionsLabel: string },
): Toast {
  const what = `${alert.productTitle} · ${alert.optionsLabel}`;
  switch (outcome) {
    case "active":
      return { title: "Alert on: we'll email you when it's back", message: what, tone: "success" };
    case "already-active":
      return { title: "Your alert is already on", message: what, tone: "info" };
    case "email-sent":
      return {
        title: "Check your email to confirm your alert",
        message: "We emailed you about this alert: if it isn't on yet, follow the link in the email to turn it on.",
        tone: "info",
      };
  }
}

/** The alert form's own page (with the captcha widget), for a product and variant. */
export function backInStockPagePath(productHandle: string, variantId: string): string {
  return `${BACK_IN_STOCK_PATH}?${new URLSearchParams({ product: productHandle, variant: variantId })}`;
}
