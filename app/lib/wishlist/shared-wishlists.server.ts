// Shared wishlists in the database: one row per shopper, holding the list's
// name, the optional display name and, while sharing is on, the link's token.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { sharedWishlists, users } from "../../../db/schema";
import { DEFAULT_WISHLIST_NAME } from "./wishlist-share-form";
import { createWishlistToken, hashWishlistToken } from "./wishlist-token.server";

export type WishlistShareRow = { name: string; displayName: string; token: string | null };

export async function readWishlistShare(db: Database, userId: string): Promise<WishlistShareRow> {
  const [row] = await db
    .select({ name: sharedWishlists.name, displayName: sharedWishlists.displayName, token: sharedWishlists.token })
    .from(sharedWishlists)
    .where(eq(sharedWishlists.userId, userId));
  return row
    ? { name: row.name, displayName: row.displayName ?? "", token: row.token }
    : { name: DEFAULT_WISHLIST_NAME, displayName: "", token: null };
}

const now = () => new Date().toISOString();

/** Turns the link on with a new token every time: a link turned off never opens again. */
export async function turnWishlistSharingOn(db: Database, userId: string): Promise<string> {
  const token = createWishlistToken();
  const tokenHash = await hashWishlistToken(token);
  const at = now();
  await db
    .insert(sharedWishlists)
    .values({ userId, token, tokenHash, sharedAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: sharedWishlists.userId, set: { token, tokenHash, sharedAt: at, updatedAt: at } });
  return token;
}

export async function turnWishlistSharingOff(db: Database, userId: string): Promise<void> {
  await db
    .update(sharedWishlists)
    .set({ token: null, tokenHash: null, sharedAt: null, updatedAt: now() })
    .where(eq(sharedWishlists.userId, userId));
}

export async function saveWishlistDetails(
  db: Database,
  userId: string,
  details: { name: string; displayName: string },
): Promise<void> {
  const set = { name: details.name, displayName: details.displayName || null, updatedAt: now() };
  await db
    .insert(sharedWishlists)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: sharedWishlists.userId, set });
}

/** The owner and names of the wishlist a link's token opens, or null (unknown, turned off, or its account disabled). */
export async function findSharedWishlist(
  db: Database,
  token: string,
): Promise<{ userId: string; name: string; displayName: string } | null> {
  const [row] = await db
    .select({ userId: sharedWishlists.userId, name: sharedWishlists.name, displayName: sharedWishlists.displayName })
    .from(sharedWishlists)
    // A disabled account shows nothing to anyone: its link answers as a dead one, and opens again if re-enabled.
    .innerJoin(users, eq(users.id, sharedWishlists.userId))
    .where(and(eq(sharedWishlists.tokenHash, await hashWishlistToken(token)), isNull(users.disabledAt)));
  return row ? { userId: row.userId, name: row.name, displayName: row.displayName ?? "" } : null;
}
