// The shop's privacy policy and terms (/privacy, /terms): the two pages, their
// titles, and the admin form that edits their Markdown. Client-safe.
import { z } from "zod";
import { formText } from "../forms/parse-submission";

export const LEGAL_PAGE_KINDS = ["privacy", "terms"] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

export const LEGAL_PAGE_TITLES: Record<LegalPageKind, string> = {
  privacy: "Privacy Policy",
  terms: "Terms of Service",
};

export const LEGAL_PAGE_PATHS: Record<LegalPageKind, string> = { privacy: "/privacy", terms: "/terms" };

/** Far past any policy (about 8,000 words); the page renders it well inside a request's CPU budget. */
export const LEGAL_TEXT_MAX_CHARS = 50_000;

/** What a legal page shows: its Markdown as HTML, and when the owner last changed it (null: the default text). */
export type LegalPageView = { kind: LegalPageKind; title: string; html: string; updatedAt: string | null };

const kind = z.enum(LEGAL_PAGE_KINDS, { error: "Choose the privacy policy or the terms." });

/** Admin > Privacy & terms: save a page's own text, or go back to the default (which follows the settings). */
export const LegalPageFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    kind,
    markdown: formText()
      .transform((text) => text.replace(/\r\n?/g, "\n").trim())
      .pipe(
        z
          .string()
          .min(1, "Write the text, or choose Use the default text.")
          .max(LEGAL_TEXT_MAX_CHARS, `Keep the text to ${LEGAL_TEXT_MAX_CHARS.toLocaleString("en-US")} characters.`),
      ),
  }),
  z.object({ intent: z.literal("reset"), kind }),
]);
