// Grid preferences kept on the signed-in shopper's profile row.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { profiles } from "../../../db/schema";
import type { GridPreferences } from "../catalog/grid-preferences";
import { GridPreferencesSchema } from "../catalog/grid-preferences-schema.server";

export async function getProfileGridPreferences(db: Database, userId: string): Promise<GridPreferences | null> {
  const [row] = await db.select({ preferences: profiles.preferences }).from(profiles).where(eq(profiles.id, userId));
  const parsed = GridPreferencesSchema.safeParse(row?.preferences?.productGrid);
  return parsed.success ? parsed.data : null;
}

export async function saveProfileGridPreferences(db: Database, userId: string, prefs: GridPreferences): Promise<void> {
  const productGrid = GridPreferencesSchema.parse(prefs);
  const now = new Date().toISOString();
  const [existing] = await db
    .select({ preferences: profiles.preferences })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const preferences = { ...(existing?.preferences ?? {}), productGrid };
  await db
    .insert(profiles)
    .values({ id: userId, preferences, updatedAt: now })
    .onConflictDoUpdate({ target: profiles.id, set: { preferences: sql`excluded.preferences`, updatedAt: now } });
}
