// The "Share your wishlist" forms on /favorites (client-safe): their intents,
// limits and messages, and what the page knows about the owner's link.
import { z } from "zod";

export const WISHLIST_SHARE_INTENTS = ["wishlist-share-on", "wishlist-share-off", "wishlist-details"] as const;
export type WishlistShareIntent = (typeof WISHLIST_SHARE_INTENTS)[number];

export const DEFAULT_WISHLIST_NAME = "My wishlist";
export const WISHLIST_LIMITS = { name: 60, displayName: 40 } as const;

export const WISHLIST_MESSAGES = {
  nameRequired: "Give your wishlist a name.",
  nameTooLong: `Keep the name to ${WISHLIST_LIMITS.name} characters or fewer.`,
  displayNameTooLong: `Keep your display name to ${WISHLIST_LIMITS.displayName} characters or fewer.`,
  tooMany: "Too many changes in a short time. Please wait a few minutes and try again.",
  unavailable: "Your wishlist link could not be changed right now. Please try again in a moment.",
  sharedOn: "Your wishlist link is ready",
  sharedOnMessage: "Anyone with the link can see your favorites.",
  sharedOff: "Your wishlist link is turned off",
  sharedOffMessage: "The old link no longer opens your wishlist.",
  detailsSaved: "Wishlist details saved",
} as const;

/** Control characters and line breaks never reach a name shown on a page. */
const plainLine = (text: string) => text.replace(/[\p{Cc}\p{Cf}]+/gu, " ").trim();

export const WishlistDetailsSchema = z.object({
  name: z
    .string({ error: WISHLIST_MESSAGES.nameRequired })
    .transform(plainLine)
    .pipe(z.string().min(1, WISHLIST_MESSAGES.nameRequired).max(WISHLIST_LIMITS.name, WISHLIST_MESSAGES.nameTooLong)),
  displayName: z
    .string()
    .default("")
    .transform(plainLine)
    .pipe(z.string().max(WISHLIST_LIMITS.displayName, WISHLIST_MESSAGES.displayNameTooLong)),
});
export type WishlistDetailsFields = keyof z.input<typeof WishlistDetailsSchema>;

/** The owner's link as /favorites shows it. */
export type WishlistShareState = {
  /** The full link while sharing is on, else null. */
  url: string | null;
  name: string;
  /** "" when the owner has not set one. */
  displayName: string;
};
