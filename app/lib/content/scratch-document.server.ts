// The Markdown editor's scratch document, saved as a new blog draft or a knowledge-base article.
import { z } from "zod";
import { KnowledgeBaseArticleSchema } from "../admin/knowledge-base.server";
import { BlogPostFormSchema } from "../blog/blog-post-form";
import type { FormFailure } from "../platform/reply";
import { formText } from "../forms/parse-submission";

export type ScratchTarget = "blog" | "knowledge-base";

/** What the scratch document is saved as: anything but an article is a blog draft. */
export function scratchTarget(form: FormData): ScratchTarget {
  return form.get("target") === "knowledge-base" ? "knowledge-base" : "blog";
}

/**
 * A scratch document as a knowledge-base article. `target` is one of its fields so that a refusal, which puts back
 * only the fields the schema knows, keeps the choice the admin made.
 */
export const ScratchArticleSchema = KnowledgeBaseArticleSchema.extend({
  target: z.literal("knowledge-base"),
}).transform(({ target: _target, ...article }) => article);

/**
 * A scratch document as a blog draft: its title and body, everything else a new draft's defaults. The slug
 * comes from the title; a title with no letters or digits cannot make one, and the title says so.
 */
export const ScratchBlogDraftSchema = z
  .object({ title: formText(), body: formText() })
  .transform(({ title, body }): Record<string, unknown> => ({
    title,
    body,
    slug: "",
    excerpt: "",
    coverImage: "",
    author: "",
    status: "draft",
    publishedAt: "",
  }))
  .pipe(BlogPostFormSchema);

/** A draft's slug is made from its title, so a slug the title cannot make is the title's error. */
export function slugErrorOnTitle(failure: FormFailure): FormFailure {
  const { slug, ...fieldErrors } = failure.fieldErrors;
  return slug && !fieldErrors.title ? { ...failure, fieldErrors: { ...fieldErrors, title: slug } } : failure;
}
