// One variant build per original at a time, across requests and isolates: the
// build an upload starts after its answer and the admin's Build pressed
// meanwhile would otherwise encode the same photo twice at once (twice the CPU,
// and two sets of encoders in one codecs isolate). A lease row in site_settings
// names the build that runs and when it started; a second request waits for it
// to end and answers with what it wrote. A lease whose holder vanished (its
// isolate ended mid-build) expires after VARIANT_BUILD_LEASE_MS.
import { sql } from "drizzle-orm";
import type { Database } from "../platform/database.server";

/** Far longer than a build: 2-3 s for an 8 MP photo unloaded, about 25 s on a 2-core machine at load 28. */
export const VARIANT_BUILD_LEASE_MS = 120_000;
/** How often a waiting request looks whether the running build has ended (one indexed read each). */
const WAIT_POLL_MS = 250;

const leaseKeyOf = (sourcePath: string) => `image_variant_build_lease:${sourcePath}`;

export type VariantBuildLease = { taken: true } | { taken: false; startedAt: string };

/** Takes the lease for `owner`, or answers when the build holding it started. */
export async function takeVariantBuildLease(
  db: Database,
  sourcePath: string,
  owner: string,
  now = Date.now(),
): Promise<VariantBuildLease> {
  const key = leaseKeyOf(sourcePath);
  const startedAt = new Date(now).toISOString();
  const value = JSON.stringify({ owner, startedAt, until: now + VARIANT_BUILD_LEASE_MS });
  // Two tries: a holder that released between our insert and our read leaves nothing to wait for.
  for (let attempt = 0; attempt < 2; attempt++) {
    const taken = await db.all(sql`
      insert into site_settings (key, value, updated_at) values (${key}, ${value}, ${startedAt})
      on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at
      where json_extract(site_settings.value, '$.until') < ${now}
      returning key`);
    if (taken.length > 0) return { taken: true };
    const [holder] = await db.all<{ startedAt: string }>(
      sql`select json_extract(value, '$.startedAt') as startedAt from site_settings where key = ${key}`,
    );
    if (holder) return { taken: false, startedAt: holder.startedAt };
  }
  return { taken: false, startedAt };
}

export async function releaseVariantBuildLease(db: Database, sourcePath: string, owner: string): Promise<void> {
  await db.run(
    sql`delete from site_settings where key = ${leaseKeyOf(sourcePath)} and json_extract(value, '$.owner') = ${owner}`,
  );
}

/** Resolves once no build holds the lease: released, or expired with its holder gone. */
export async function runningVariantBuildEnded(db: Database, sourcePath: string): Promise<void> {
  const key = leaseKeyOf(sourcePath);
  for (;;) {
    const [lease] = await db.all<{ until: number }>(
      sql`select json_extract(value, '$.until') as until from site_settings where key = ${key}`,
    );
    if (!lease || lease.until < Date.now()) return;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}
