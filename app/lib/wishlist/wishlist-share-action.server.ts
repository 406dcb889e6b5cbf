// The owner's side of a shared wishlist, on /favorites: turn the link on (a
// new token each time) or off, and name the list. Signed-in shoppers only;
// changes are counted per shopper like other writes a visitor can repeat.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { countAttempt } from "../auth/rate-limit.server";
import { requireUser } from "../auth/session.server";
import { replyFailure } from "../forms/form-body.server";
import { formFailure } from "../platform/reply";
import { keptFormValues, parseSubmission } from "../forms/parse-submission";
import { redirectWithToast } from "../auth/flash.server";
import { logger } from "../platform/logger";
import {
  readWishlistShare,
  saveWishlistDetails,
  turnWishlistSharingOff,
  turnWishlistSharingOn,
} from "./shared-wishlists.server";
import {
  WISHLIST_MESSAGES,
  WishlistDetailsSchema,
  type WishlistShareIntent,
  type WishlistShareState,
} from "./wishlist-share-form";

/** Changes a shopper may make to their wishlist link in the window below. */
const WISHLIST_CHANGE_LIMIT = 30;
const WISHLIST_CHANGE_WINDOW_MS = 10 * 60_000;

export function wishlistLinkOf(context: AppLoadContext, token: string): string {
  return `${context.config.SITE_URL}/wishlist/${token}`;
}

/** The owner's link and names for /favorites. */
export async function loadWishlistShareState(context: AppLoadContext, userId: string): Promise<WishlistShareState> {
  const row = await readWishlistShare(context.db, userId);
  return {
    url: row.token ? wishlistLinkOf(context, row.token) : null,
    name: row.name,
    displayName: row.displayName,
  };
}

export async function handleWishlistShareAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  intent: WishlistShareIntent,
) {
  const user = await requireUser(request, context);
  const values = keptFormValues(form, WishlistDetailsSchema);
  const failed = (formError: string, status: number, headers?: HeadersInit) =>
    replyFailure(formFailure({ intent, formError, values }), status, headers);
  try {
    const counted = await countAttempt(
      context.db,
      `wishlist-share:${user.id}`,
      WISHLIST_CHANGE_LIMIT,
      WISHLIST_CHANGE_WINDOW_MS,
    );
    if (!counted.allowed)
      return failed(WISHLIST_MESSAGES.tooMany, 429, { "Retry-After": String(counted.retryAfterSeconds) });
    if (intent === "wishlist-details") {
      const parsed = parseSubmission(form, WishlistDetailsSchema, { intent });
      if (!parsed.ok) return replyFailure(parsed.failure, 400);
      await saveWishlistDetails(context.db, user.id, parsed.value);
      return await redirectWithToast(request, context, "/favorites", {
        title: WISHLIST_MESSAGES.detailsSaved,
        tone: "success",
      });
    }
    if (intent === "wishlist-share-on") {
      await turnWishlistSharingOn(context.db, user.id);
      return await redirectWithToast(request, context, "/favorites#share-wishlist", {
        title: WISHLIST_MESSAGES.sharedOn,
        message: WISHLIST_MESSAGES.sharedOnMessage,
        tone: "success",
      });
    }
    await turnWishlistSharingOff(context.db, user.id);
    return await redirectWithToast(request, context, "/favorites#share-wishlist", {
      title: WISHLIST_MESSAGES.sharedOff,
      message: WISHLIST_MESSAGES.sharedOffMessage,
      tone: "success",
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error("wishlist share change failed", { error });
    return failed(WISHLIST_MESSAGES.unavailable, 503, { "Retry-After": "10" });
  }
}
