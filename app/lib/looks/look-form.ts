// What a look's form may hold (admin > Lookbooks). Client-safe: the page keeps
// what was typed from these names when the server refuses the form.
import { z } from "zod";

export const LOOK_LIMITS = { title: 120, slug: 80, story: 20_000, imageAlt: 250, products: 12 } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Desert Bloom, Day 2!" -> "desert-bloom-day-2" */
export function slugOfTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, LOOK_LIMITS.slug)
    .replace(/-+$/, "");
}

export function isLookSlug(value: string | undefined): value is string {
  return typeof value === "string" && value.length <= LOOK_LIMITS.slug && SLUG.test(value);
}

export const LookDetailsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Give the look a title.")
    .max(LOOK_LIMITS.title, `The title can be at most ${LOOK_LIMITS.title} characters.`),
  slug: z
    .string()
    .trim()
    .max(LOOK_LIMITS.slug, `The slug can be at most ${LOOK_LIMITS.slug} characters.`)
    .refine(
      (value) => value === "" || SLUG.test(value),
      "The slug takes lowercase letters, digits and single hyphens, like desert-bloom.",
    ),
  story: z
    .string()
    .max(LOOK_LIMITS.story, `The story can be at most ${LOOK_LIMITS.story.toLocaleString("en-US")} characters.`),
  imageAlt: z
    .string()
    .trim()
    .max(LOOK_LIMITS.imageAlt, `The photo description can be at most ${LOOK_LIMITS.imageAlt} characters.`),
  /** A homepage image's served path, chosen instead of an upload. */
  homepageImage: z.string().trim().max(300),
});

export type LookDetails = z.output<typeof LookDetailsSchema> & { slug: string };

/** The text fields of the look form, kept on error. */
export const LOOK_TEXT_FIELDS = ["title", "slug", "story", "imageAlt", "homepageImage"] as const;
