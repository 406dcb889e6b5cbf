// The owner's say over search suggestions (admin > Search inspector): terms a
// popular search must not hold to be suggested, as whole words ("scam" keeps
// "dress scam" out, not "scampi"). Each change is audited and bumps the page
// generation, so every isolate reads its popular searches again within seconds
// (popular-searches.server.ts excludes blocked terms when it reads them).
import { asc, eq } from "drizzle-orm";
import { searchBlockedTerms } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { markContentChanged } from "../worker/page-generation.server";

/** Listed on the page; far beyond what an owner blocks by hand. */
const LISTED_BLOCKED_TERMS = 200;

export type BlockedSearchTerm = { id: string; term: string; createdAt: string };

export async function listBlockedSearchTerms(db: Database): Promise<BlockedSearchTerm[]> {
  return db
    .select({ id: searchBlockedTerms.id, term: searchBlockedTerms.term, createdAt: searchBlockedTerms.createdAt })
    .from(searchBlockedTerms)
    .orderBy(asc(searchBlockedTerms.term))
    .limit(LISTED_BLOCKED_TERMS);
}

/** Blocks a term; false when it was blocked already. */
export async function blockSearchTerm(db: Database, term: string, admin: { id: string }): Promise<boolean> {
  const [added] = await db
    .insert(searchBlockedTerms)
    .values({ term, blockedBy: admin.id })
    .onConflictDoNothing()
    .returning({ id: searchBlockedTerms.id });
  if (!added) return false;
  await writeAuditEntry(db, {
    action: "search_term_blocked",
    userId: admin.id,
    details: { term },
    severity: "medium",
  });
  await markContentChanged(db, "search-suggestions");
  return true;
}

/** Lets a term be suggested again; false when it was not blocked (any more). */
export async function unblockSearchTerm(db: Database, id: string, admin: { id: string }): Promise<boolean> {
  const [removed] = await db
    .delete(searchBlockedTerms)
    .where(eq(searchBlockedTerms.id, id))
    .returning({ term: searchBlockedTerms.term });
  if (!removed) return false;
  await writeAuditEntry(db, {
    action: "search_term_unblocked",
    userId: admin.id,
    details: { term: removed.term },
    severity: "medium",
  });
  await markContentChanged(db, "search-suggestions");
  return true;
}
