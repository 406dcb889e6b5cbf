// The favorites contract: POST /favorites with intent add | remove | toggle,
// productId, productName, productImage, productPrice, redirectTo.
import { z } from "zod";

export { FAVORITE_MESSAGES } from "./favorite-messages";

export const FavoriteFormSchema = z.object({
  intent: z.enum(["add", "remove", "toggle"]),
  productId: z.string().trim().min(1).max(200),
  productName: z.string().trim().max(255).default(""),
  productImage: z.string().trim().max(2000).default(""),
  productPrice: z.string().trim().max(50).default(""),
  redirectTo: z.string().optional(),
});

export type FavoriteForm = z.infer<typeof FavoriteFormSchema>;
