// Reading and saving the privacy policy and terms. The owner's own text lives in
// site_settings (legal.privacy, legal.terms); without it the page shows the
// default, written from the shop's settings at the time it is shown.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { siteSettings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { renderMarkdown } from "../content/markdown.server";
import { analyticsIdsIn, loadSiteSettings } from "../settings/site-settings.server";
import { writeAuditEntry } from "../security/events.server";
import { markContentChanged } from "../worker/page-generation.server";
import { logger } from "../platform/logger";
import { awaitAll } from "../platform/await-all";
import { defaultLegalMarkdown } from "./legal-defaults.server";
import { LEGAL_PAGE_TITLES, LEGAL_TEXT_MAX_CHARS, type LegalPageKind, type LegalPageView } from "./legal-pages";

const LEGAL_KEYS: Record<LegalPageKind, string> = { privacy: "legal.privacy", terms: "legal.terms" };

type StoredLegalText = { markdown: string; updatedAt: string };

async function readStoredText(db: Database, kind: LegalPageKind): Promise<StoredLegalText | null> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, LEGAL_KEYS[kind]));
  const markdown = (row?.value as { markdown?: unknown } | undefined)?.markdown;
  if (!row || typeof markdown !== "string" || markdown.trim() === "") return null;
  return { markdown: markdown.slice(0, LEGAL_TEXT_MAX_CHARS), updatedAt: row.updatedAt };
}

/** The page's Markdown as it stands: the owner's text, else the default from today's settings. */
export async function legalMarkdownOf(
  context: Pick<AppLoadContext, "db" | "config">,
  kind: LegalPageKind,
): Promise<{ markdown: string; updatedAt: string | null }> {
  const [stored, settings] = await awaitAll([
    readStoredText(context.db, kind).catch((error: unknown) => {
      // The default stays true to the shop: better than no policy while the database is away.
      logger.warn("Legal page text unreadable; showing the default", { kind, error });
      return null;
    }),
    loadSiteSettings(context),
  ]);
  if (stored) return stored;
  const tags = analyticsIdsIn(settings, context.config);
  const markdown = defaultLegalMarkdown(kind, {
    identity: settings.shopIdentity,
    countries: settings.geoAllowedCountries,
    freeShippingThreshold: settings.freeShippingThreshold,
    analyticsTags: { ga: Boolean(tags.ga), pixel: Boolean(tags.pixel) },
  });
  return { markdown, updatedAt: null };
}

export async function loadLegalPage(
  context: Pick<AppLoadContext, "db" | "config">,
  kind: LegalPageKind,
): Promise<LegalPageView> {
  const { markdown, updatedAt } = await legalMarkdownOf(context, kind);
  return { kind, title: LEGAL_PAGE_TITLES[kind], html: renderMarkdown(markdown), updatedAt };
}

/** The owner's text for a page (`null`: back to the default), audited; the public page shows it at once. */
export async function saveLegalText(
  db: Database,
  kind: LegalPageKind,
  markdown: string | null,
  adminId: string,
): Promise<void> {
  const before = await readStoredText(db, kind);
  if (markdown === null) await db.delete(siteSettings).where(eq(siteSettings.key, LEGAL_KEYS[kind]));
  else
    await db
      .insert(siteSettings)
      .values({ key: LEGAL_KEYS[kind], value: { markdown } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { markdown }, updatedAt: new Date().toISOString() },
      });
  await markContentChanged(db, "settings");
  await writeAuditEntry(db, {
    action: markdown === null ? "legal_page_reset" : "legal_page_updated",
    userId: adminId,
    details: { page: kind, characters: markdown?.length ?? 0 },
    before: { custom: before !== null, characters: before?.markdown.length ?? 0 },
    after: { custom: markdown !== null, characters: markdown?.length ?? 0 },
  });
}
