// Published journal posts from the database (drafts are never public).
import { and, desc, eq } from "drizzle-orm";
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

export async function listPublishedPosts(db: Database): Promise<BlogPostSummary[]> {
  return db.select(summaryColumns).from(blogPosts).where(eq(blogPosts.status, "published")).orderBy(desc(blogPosts.publishedAt));
}

/** The published post with this slug, or null (a draft is as good as missing). */
export async function getPublishedPost(db: Database, slug: string): Promise<BlogPost | null> {
  const [post] = await db
    .select({ ...summaryColumns, body: blogPosts.body })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.status, "published")))
    .limit(1);
  return post ?? null;
}
