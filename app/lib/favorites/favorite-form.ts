// The favorites contract: POST /favorites with intent add | remove | toggle,
// productId and redirectTo. Name, image and price come from the catalogue,
// never from the form: fields a client adds are ignored.
import { z } from "zod";
import type { FormFailure } from "../platform/reply";
import type { Toast } from "../platform/toast";
import type { FavoriteChange } from "./favorite-item";

export { FAVORITE_MESSAGES } from "./favorite-messages";

export const FavoriteFormSchema = z.object({
  intent: z.enum(["add", "remove", "toggle"]),
  productId: z.string().trim().min(1).max(200),
  redirectTo: z.string().optional(),
});

/** What the heart's state is after a change: the product's, when the answer knows it. */
type FavoriteState = { change?: FavoriteChange; isFavorite?: boolean };

/**
 * What POST /favorites answers a fetcher: the change and the heart's state, or the one failure shape, which
 * carries the heart's state under `data` when it knows it (already saved: 409; no such product: 404).
 */
export type FavoriteReply = ({ ok: true; toast: Toast } & FavoriteState) | FormFailure<string, string, FavoriteState>;
