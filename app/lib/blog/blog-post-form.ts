// The blog post form: one schema for the admin's new and edit pages, the slug
// rules, and the field errors the page shows under each field.
import { z } from "zod";
import { isFormFailure, type FormFailure } from "../platform/reply";
import { formText } from "../forms/parse-submission";
import { isPlausibleSlug } from "./blog-text";
import { MARKDOWN_MAX_CHARS } from "../content/markdown-limits";

export const BLOG_STATUSES = ["draft", "scheduled", "published"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const SLUG_MAX_CHARS = 120;

/** "Summer Linen: 5 Ways!" -> "summer-linen-5-ways": lowercase ASCII words joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_CHARS)
    .replace(/-+$/, "");
}

/** What the form posts, as text: kept as typed so an error never loses it. */
export type BlogPostFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  coverImage: string;
  author: string;
  status: BlogStatus;
  publishedAt: string;
};

/** The editor's text fields, in the order a preview puts them back. */
export const BLOG_POST_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "body",
  "coverImage",
  "author",
  "status",
  "publishedAt",
] as const;

/**
 * A failed save: the one failure shape; when another tab or admin saved first, `data.conflict` says so (the
 * editor then stops auto-saving, so it never overwrites that version).
 */
export type BlogPostFailure = FormFailure<string, string, { conflict: string }>;

/** The conflict message of an editor's reply, if it was one. */
export function conflictOf(reply: unknown): string | null {
  if (!isFormFailure(reply) || typeof reply.data !== "object" || reply.data === null) return null;
  return "conflict" in reply.data && typeof reply.data.conflict === "string" ? reply.data.conflict : null;
}

/** A successful save's answer to a fetcher: the post and the version the editor now edits. */
export function savedPostOf(reply: unknown): { id: string; version: number } | null {
  if (typeof reply !== "object" || reply === null || !("ok" in reply) || reply.ok !== true) return null;
  if (!("id" in reply) || typeof reply.id !== "string") return null;
  if (!("version" in reply) || typeof reply.version !== "number") return null;
  return { id: reply.id, version: reply.version };
}

/** A cover is a path on this site (an uploaded or homepage image) or an https URL. */
function isCoverImage(value: string): boolean {
  return (/^\/[^/\\]/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value)) && !/[\s"'<>]/.test(value);
}

export const BlogPostFormSchema = z
  .object({
    title: formText().pipe(z.string().trim().min(1, "Enter a title.").max(200, "Keep the title under 200 characters.")),
    slug: formText().pipe(z.string().trim()),
    excerpt: formText().pipe(z.string().trim().max(300, "Keep the excerpt under 300 characters.")),
    // Browsers send a textarea's newlines as CRLF: counted as one character each, as the editor shows them.
    body: formText()
      .transform((body) => body.replace(/\r\n/g, "\n"))
      .pipe(
        z
          .string()
          .max(
            MARKDOWN_MAX_CHARS,
            `The body is too long: at most ${MARKDOWN_MAX_CHARS.toLocaleString("en-US")} characters.`,
          ),
      ),
    coverImage: formText().pipe(
      z
        .string()
        .trim()
        .refine(
          (value) => value === "" || isCoverImage(value),
          "Use an image path on this site or an https:// address.",
        ),
    ),
    author: formText().pipe(z.string().trim().max(100, "Keep the author under 100 characters.")),
    // A status the editor does not offer saves as a draft: nothing unintended goes public.
    status: z.preprocess(
      (status) => ((BLOG_STATUSES as readonly unknown[]).includes(status) ? status : "draft"),
      z.enum(BLOG_STATUSES),
    ),
    publishedAt: formText().pipe(z.string().trim()),
  })
  .transform((values, ctx) => {
    const slug = values.slug === "" ? slugFromTitle(values.title) : values.slug;
    if (!isPlausibleSlug(slug) || slug.length > SLUG_MAX_CHARS) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: "Use lowercase letters, numbers and single hyphens (for example summer-linen-edit).",
      });
    }
    let publishedAt: string | null = null;
    if (values.publishedAt !== "") {
      const parsed = new Date(
        /Z|[+-]\d\d:?\d\d$/.test(values.publishedAt) ? values.publishedAt : `${values.publishedAt}Z`,
      );
      if (Number.isNaN(parsed.getTime()))
        ctx.addIssue({ code: "custom", path: ["publishedAt"], message: "Enter a valid date and time." });
      else publishedAt = parsed.toISOString();
    }
    if (values.status === "scheduled" && !publishedAt)
      ctx.addIssue({ code: "custom", path: ["publishedAt"], message: "A scheduled post needs a publish date." });
    if (values.status !== "draft" && values.body.trim() === "")
      ctx.addIssue({ code: "custom", path: ["body"], message: "Write the post before publishing it." });
    return {
      ...values,
      slug,
      publishedAt,
      author: values.author || "The Boutique",
      coverImage: values.coverImage || null,
    };
  });

export type BlogPostInput = z.output<typeof BlogPostFormSchema>;

/** An ISO date as the value of a datetime-local input (UTC). */
export function toDateTimeLocal(iso: string | null): string {
  return iso ? iso.slice(0, 16) : "";
}
