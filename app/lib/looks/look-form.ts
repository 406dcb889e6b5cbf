// What a look's form may hold (admin > Lookbooks). Client-safe: the page keeps
// what was typed from these names when the server refuses the form.
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

export type LookDetails = { title: string; slug: string; story: string; imageAlt: string; homepageImage: string };
