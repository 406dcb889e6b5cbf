// The favorites contract: POST /favorites with intent add | remove | toggle,
// productId and redirectTo. Name, image and price come from the catalogue,
// never from the form: fields a client adds are ignored.
import { z } from "zod";

export { FAVORITE_MESSAGES } from "./favorite-messages";

export const FavoriteFormSchema = z.object({
  intent: z.enum(["add", "remove", "toggle"]),
  productId: z.string().trim().min(1).max(200),
  redirectTo: z.string().optional(),
});
