// A studio category's forms (admin > Studio categories). Client-safe.
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { isLookSlug } from "../looks/look-form";

export const STUDIO_CATEGORY_LIMITS = { name: 60, slug: 80 } as const;

const name = formText().pipe(
  z
    .string()
    .trim()
    .min(1, "Give the category a name.")
    .max(STUDIO_CATEGORY_LIMITS.name, `The name can be at most ${STUDIO_CATEGORY_LIMITS.name} characters.`),
);

/** A new category: its name, and its address /collections/{slug} (made from the name when left empty). */
export const StudioCategoryCreateSchema = z.object({
  name,
  slug: formText().pipe(
    z
      .string()
      .trim()
      .max(STUDIO_CATEGORY_LIMITS.slug, `The slug can be at most ${STUDIO_CATEGORY_LIMITS.slug} characters.`)
      .refine(
        (slug) => slug === "" || isLookSlug(slug),
        "The slug takes lowercase letters, digits and single hyphens, like woven-goods.",
      )
      .refine((slug) => slug !== "sale", 'The shop keeps "sale" for pieces on sale. Choose another slug.'),
  ),
});

/** Renaming keeps the slug, so the category's address and its pieces' links stay. */
export const StudioCategoryRenameSchema = z.object({ id: formText().pipe(z.string().max(64)), name });
