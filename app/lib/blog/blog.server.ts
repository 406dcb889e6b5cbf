// Published journal posts from the database (drafts are never public; a
// scheduled post becomes public once its publish date has passed).
import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema";
import type { Database } from "../platform/database.server";

export type BlogPostSummary = { slug: string; title: string; excerpt: string; coverImage: string | null; author: string; publishedAt: string | null };
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
    and(inArray(blogPosts.status, ["scheduled"]), lte(blogPosts.publishedAt, now.toISOString()), sql`${blogPosts.publishedAt} is not null`),
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
