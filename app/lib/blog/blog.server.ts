// Published journal posts from the database (drafts are never public; a
// scheduled post becomes public once its publish date has passed).
import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema";
import { readServedVariants } from "../images/served-variants.server";
import { responsiveImageOf, type ResponsiveImage } from "../images/responsive-image";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";

export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  author: string;
  publishedAt: string | null;
};
export type BlogPost = BlogPostSummary & { body: string };

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
};

function isPublic(now: Date) {
  return or(
    eq(blogPosts.status, "published"),
    and(
      inArray(blogPosts.status, ["scheduled"]),
      lte(blogPosts.publishedAt, now.toISOString()),
      sql`${blogPosts.publishedAt} is not null`,
    ),
  );
}

export async function listPublishedPosts(db: Database, now = new Date()): Promise<BlogPostSummary[]> {
  return db.select(summaryColumns).from(blogPosts).where(isPublic(now)).orderBy(desc(blogPosts.publishedAt));
}

/** The published post with this slug, or null (a draft is as good as missing). */
export async function getPublishedPost(db: Database, slug: string, now = new Date()): Promise<BlogPost | null> {
  const [post] = await db
    .select({ ...summaryColumns, body: blogPosts.body })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)))
    .limit(1);
  return post ?? null;
}

/** How wide a cover is shown: a third of the journal's 1120 px grid, or the post's 736 px column. */
export const COVER_SIZES = {
  index: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw",
  post: "(min-width: 800px) 736px, 100vw",
} as const;

/**
 * The posts with their covers as <picture>s: the optimizer's AVIF, WebP and JPEG
 * variants when it has built them, else the original alone (also when the
 * variants cannot be read: a cover never fails a page).
 */
export async function withCovers<T extends BlogPostSummary>(
  db: Database,
  posts: readonly T[],
  sizes: string,
): Promise<(T & { cover: ResponsiveImage | null })[]> {
  const paths = posts.flatMap((post) => (post.coverImage ? [post.coverImage] : []));
  const served = await readServedVariants(db, paths).catch((error: unknown) => {
    logger.warn("Blog cover variants not read", { error });
    return new Map();
  });
  return posts.map((post) => ({
    ...post,
    cover: post.coverImage ? responsiveImageOf(post.coverImage, served.get(post.coverImage), sizes) : null,
  }));
}
