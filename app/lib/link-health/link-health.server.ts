// Stores the browser's link health findings for the admin UX testing page.
import { desc } from "drizzle-orm";
import { z } from "zod";
import { countAttempt } from "../auth/rate-limit.server";
import { linkHealthFindings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { LINK_HEALTH_MAX_FINDINGS } from "./link-health";

export const LINK_HEALTH_RATE = { limit: 30, windowMs: 60_000 } as const;
export const LINK_HEALTH_BODY_MAX_BYTES = 8 * 1024;

export const LinkHealthReportSchema = z.object({
  page: z.string().startsWith("/").max(512),
  findings: z
    .array(
      z.object({
        kind: z.enum(["broken_product_link", "suspicious_route"]),
        href: z.string().startsWith("/").max(512),
        reason: z.string().min(1).max(80),
      }),
    )
    .min(1)
    .max(LINK_HEALTH_MAX_FINDINGS),
});

export async function storeLinkFindings(db: Database, report: z.infer<typeof LinkHealthReportSchema>): Promise<number> {
  await db
    .insert(linkHealthFindings)
    .values(report.findings.map((finding) => ({ ...finding, page: report.page.split(/[?#]/)[0] })));
  return report.findings.length;
}

export function countLinkReport(db: Database, clientAddress: string) {
  return countAttempt(db, `link-health:${clientAddress}`, LINK_HEALTH_RATE.limit, LINK_HEALTH_RATE.windowMs);
}

/** The latest findings, newest first, for the admin UX testing page. */
export function loadLinkFindings(db: Database, limit = 50) {
  return db
    .select({
      kind: linkHealthFindings.kind,
      page: linkHealthFindings.page,
      href: linkHealthFindings.href,
      reason: linkHealthFindings.reason,
      createdAt: linkHealthFindings.createdAt,
    })
    .from(linkHealthFindings)
    .orderBy(desc(linkHealthFindings.createdAt))
    .limit(limit);
}
