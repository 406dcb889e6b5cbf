// The blog post form: one schema for the admin's new and edit pages, the slug
// rules, and the field errors the page shows under each field.
import { z } from "zod";
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

export type BlogPostFieldErrors = Partial<Record<keyof BlogPostFormValues | "form", string>>;

export function readBlogPostForm(form: FormData): BlogPostFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const status = text("status");
  return {
    title: text("title"),
    slug: text("slug"),
    excerpt: text("excerpt"),
    body: text("body").replace(/\r\n/g, "\n"),
    coverImage: text("coverImage"),
    author: text("author"),
    status: (BLOG_STATUSES as readonly string[]).includes(status) ? (status as BlogStatus) : "draft",
    publishedAt: text("publishedAt"),
  };
}

/** A cover is a path on this site (an uploaded or homepage image) or an https URL. */
function isCoverImage(value: string): boolean {
  return (/^\/[^/\\]/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value)) && !/[\s"'<>]/.test(value);
}

export const BlogPostFormSchema = z
  .object({
    title: z.string().trim().min(1, "Enter a title.").max(200, "Keep the title under 200 characters."),
    slug: z.string().trim(),
    excerpt: z.string().trim().max(300, "Keep the excerpt under 300 characters."),
    body: z
      .string()
      .max(
        MARKDOWN_MAX_CHARS,
        `The body is too long: at most ${MARKDOWN_MAX_CHARS.toLocaleString("en-US")} characters.`,
      ),
    coverImage: z
      .string()
      .trim()
      .refine((value) => value === "" || isCoverImage(value), "Use an image path on this site or an https:// address."),
    author: z.string().trim().max(100, "Keep the author under 100 characters."),
    status: z.enum(BLOG_STATUSES),
    publishedAt: z.string().trim(),
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

export function fieldErrorsOf(error: z.ZodError): BlogPostFieldErrors {
  const errors: BlogPostFieldErrors = {};
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? "form") as keyof BlogPostFieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** An ISO date as the value of a datetime-local input (UTC). */
export function toDateTimeLocal(iso: string | null): string {
  return iso ? iso.slice(0, 16) : "";
}
