// The favorites contract: POST /favorites with intent add | remove | toggle,
// productId, productName, productImage, productPrice, redirectTo.
import { z } from "zod";

export const FAVORITE_MESSAGES = {
  signInRequired: "You need to be signed in to save favorites",
  duplicate: "This item is already in your favorites",
  addFailed: "Failed to add to favorites",
  removeFailed: "Failed to remove from favorites",
  offlineAdd: "Favorites will be synced when connection is restored",
  offlineChange: "Changes will be synced when connection is restored",
  added: "Added to favorites",
  removed: "Removed from favorites",
} as const;

export const FavoriteFormSchema = z.object({
  intent: z.enum(["add", "remove", "toggle"]),
  productId: z.string().trim().min(1).max(200),
  productName: z.string().trim().max(255).default(""),
  productImage: z.string().trim().max(2000).default(""),
  productPrice: z.string().trim().max(50).default(""),
  redirectTo: z.string().optional(),
});

export type FavoriteForm = z.infer<typeof FavoriteFormSchema>;
