// Newsletter subscriptions (newsletter-subscribe with source footer).
import type { Database } from "../platform/database.server";
import { isNotNull } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema";

export const NEWSLETTER_MESSAGES = {
  success: "Newsletter subscription successful! ✨",
  alreadySubscribed: "You're already subscribed! Check your inbox for our latest updates.",
  signInRequired: "Please sign in to subscribe to our newsletter and get exclusive offers!",
  failed: "Subscription failed",
  connection: "Connection error. Please check your internet and try again.",
} as const;

export type SubscribeResult = "subscribed" | "already_subscribed";

export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; userId: string; source: string },
): Promise<SubscribeResult> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, userId: input.userId, source: input.source })
    // An address an admin unsubscribed may subscribe again; one still subscribed is left alone.
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null, userId: input.userId, source: input.source },
      setWhere: isNotNull(newsletterSubscribers.unsubscribedAt),
    })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already_subscribed";
}
