// Newsletter subscriptions (newsletter-subscribe with source footer).
import type { Database } from "../platform/database.server";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { newsletterSubscribers } from "../../../db/schema";

export const NEWSLETTER_MESSAGES = {
  success: "Newsletter subscription successful! ✨",
  alreadySubscribed: "You're already subscribed! Check your inbox for our latest updates.",
  signInRequired: "Please sign in to subscribe to our newsletter and get exclusive offers!",
  failed: "Subscription failed",
  connection: "Connection error. Please check your internet and try again.",
  subscribed: "You're subscribed",
  unsubscribed: "You're unsubscribed",
  unsubscribedDetail: "No more letters from the studio. You can subscribe again any time.",
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

/** Whether this address gets the newsletter now (subscribed and not unsubscribed since). */
export async function isSubscribedToNewsletter(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
    .limit(1);
  return Boolean(row);
}

/** The shopper's own unsubscribe (My Account): the row stays, marked, as an admin's unsubscribe leaves it. */
export async function unsubscribeFromNewsletter(
  db: Database,
  email: string,
): Promise<"unsubscribed" | "not_subscribed"> {
  const changed = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date().toISOString() })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return changed.length > 0 ? "unsubscribed" : "not_subscribed";
}
