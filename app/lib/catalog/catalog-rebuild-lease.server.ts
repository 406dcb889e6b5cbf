// One catalogue rebuild at a time across isolates (the job, the product
// webhooks, the admin button): a lease row in site_settings names the isolate
// that builds and until when. A trigger that finds the lease held asks its
// holder for one follow-up build (`pending`), so any number of triggers during
// a build give exactly one build after it, never one each. A lease whose
// holder vanished (its isolate ended mid-build) expires after REBUILD_LEASE_MS.
import { sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";

/** Longer than a build at 10,000 products (about 4 s) by far; renewed before each follow-up build. */
export const REBUILD_LEASE_MS = 120_000;

const leaseKeyOf = (shopKey: string) => `catalog_rebuild_lease:${shopKey}`;

export type LeaseAnswer = "acquired" | "queued";

/** Take the lease, or, when another build holds it, ask that build for one more run. */
export async function acquireRebuildLease(
  db: Database,
  shopKey: string,
  owner: string,
  now = Date.now(),
): Promise<LeaseAnswer> {
  const key = leaseKeyOf(shopKey);
  const value = JSON.stringify({ owner, until: now + REBUILD_LEASE_MS, pending: 0 });
  // Two tries: a holder that released between our insert and our update would otherwise lose the follow-up.
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = await db.all(sql`
      insert into site_settings (key, value, updated_at) values (${key}, ${value}, ${new Date(now).toISOString()})
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
      where json_extract(site_settings.value, '$.until') < ${now}
      returning key`);
    if (taken.length > 0) return "acquired";
    const asked = await db.run(
      sql`update site_settings set value = json_set(value, '$.pending', 1) where key = ${key} and json_extract(value, '$.until') >= ${now}`,
    );
    if (asked.rowsAffected > 0) return "queued";
  }
  return "queued";
}

/**
 * After a build: release the lease when nobody asked for more ("released"), or
 * keep it for one follow-up build, renewed ("again").
 */
export async function finishRebuildLease(
  db: Database,
  shopKey: string,
  owner: string,
  now = Date.now(),
): Promise<"released" | "again"> {
  const key = leaseKeyOf(shopKey);
  const released = await db.run(
    sql`delete from site_settings where key = ${key} and json_extract(value, '$.owner') = ${owner} and json_extract(value, '$.pending') = 0`,
  );
  if (released.rowsAffected > 0) return "released";
  const renewed = await db.run(sql`
    update site_settings set value = json_set(value, '$.pending', 0, '$.until', ${now + REBUILD_LEASE_MS})
    where key = ${key} and json_extract(value, '$.owner') = ${owner}`);
  // Not ours any more (it expired and another isolate took it): that isolate builds.
  return renewed.rowsAffected > 0 ? "again" : "released";
}

/** Before a follow-up build that this isolate asked for itself: the build about to start answers every request made so far. */
export async function renewRebuildLease(db: Database, shopKey: string, owner: string, now = Date.now()): Promise<void> {
  await db.run(sql`
    update site_settings set value = json_set(value, '$.pending', 0, '$.until', ${now + REBUILD_LEASE_MS})
    where key = ${leaseKeyOf(shopKey)} and json_extract(value, '$.owner') = ${owner}`);
}

/** A failed build gives the lease up at once; the next trigger (or the job) builds. */
export async function dropRebuildLease(db: Database, shopKey: string, owner: string): Promise<void> {
  await db.run(
    sql`delete from site_settings where key = ${leaseKeyOf(shopKey)} and json_extract(value, '$.owner') = ${owner}`,
  );
}
