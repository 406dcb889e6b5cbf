// The admin's side of the journal: list with filters and pages, create, save
// with a version check (so an older tab never overwrites a newer save), delete.
// Every change writes an audit entry with the values before and after.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { blogPosts } from "../../../db/schema";
import { isUniqueViolation, type Database } from "../platform/database.server";
import { markContentChanged } from "../worker/page-generation.server";
import { writeAuditEntry } from "../security/events.server";
import { BLOG_STATUSES, type BlogPostInput, type BlogStatus } from "./blog-post-form";
import { awaitAll } from "../platform/await-all";
import { parsePageNumber } from "../platform/page-number";

export const BLOG_ADMIN_PAGE_SIZE = 20;

export type BlogListFilters = { status: BlogStatus | null; q: string; page: number };

export function parseBlogListFilters(url: URL): BlogListFilters {
  const status = url.searchParams.get("status");
  return {
    status: (BLOG_STATUSES as readonly string[]).includes(status ?? "") ? (status as BlogStatus) : null,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    page: parsePageNumber(url.searchParams.get("page")),
  };
}

/** LIKE with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listBlogPostsForAdmin(db: Database, filters: BlogListFilters) {
  const where = and(
    filters.status ? eq(blogPosts.status, filters.status) : undefined,
    filters.q ? sql`${blogPosts.title} like ${containsPattern(filters.q)} escape '\\'` : undefined,
  );
  const [rows, [{ total }]] = await awaitAll([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        slug: blogPosts.slug,
        status: blogPosts.status,
        author: blogPosts.author,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt))
      .limit(BLOG_ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * BLOG_ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { posts: rows, total, pageCount: Math.max(1, Math.ceil(total / BLOG_ADMIN_PAGE_SIZE)) };
}

const editColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  body: blogPosts.body,
  coverImage: blogPosts.coverImage,
  author: blogPosts.author,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  version: blogPosts.version,
  updatedAt: blogPosts.updatedAt,
  updatedBy: blogPosts.updatedBy,
};

export type AdminBlogPost = typeof blogPosts.$inferSelect extends infer Row
  ? Pick<Row, keyof typeof editColumns & keyof Row>
  : never;

export async function getBlogPostForAdmin(db: Database, id: string): Promise<AdminBlogPost | null> {
  const [post] = await db.select(editColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

async function slugTaken(db: Database, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** A published post without a date is dated now, so it sorts as the newest. */
function publishDate(input: BlogPostInput, now: Date): string | null {
  return input.status === "published" && !input.publishedAt ? now.toISOString() : input.publishedAt;
}

export type SaveResult =
  | { ok: true; id: string; version: number }
  | { ok: false; reason: "slug-taken" }
  | { ok: false; reason: "conflict"; currentVersion: number; updatedBy: string | null; updatedAt: string }
  | { ok: false; reason: "not-found" };

export async function createBlogPost(
  db: Database,
  input: BlogPostInput,
  editor: { id: string; email: string },
  now = new Date(),
): Promise<SaveResult> {
  if (await slugTaken(db, input.slug, null)) return { ok: false, reason: "slug-taken" };
  const values = { ...input, publishedAt: publishDate(input, now), version: 1, updatedBy: editor.email };
  let row;
  try {
    [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" }; // a race with another save
    throw error;
  }
  await markContentChanged(db, "posts");
  await writeAuditEntry(db, {
    action: "blog_post_created",
    userId: editor.id,
    details: { postId: row.id, slug: input.slug },
    after: summaryOf(values),
  });
  return { ok: true, id: row.id, version: 1 };
}

/** Saves only if the post is still at `expectedVersion`; auto-save keeps the status and publish date as they are. */
export async function saveBlogPost(
  db: Database,
  id: string,
  expectedVersion: number,
  input: BlogPostInput,
  editor: { id: string; email: string },
  options: { autosave?: boolean } = {},
  now = new Date(),
): Promise<SaveResult> {
  const before = await getBlogPostForAdmin(db, id);
  if (!before) return { ok: false, reason: "not-found" };
  if (before.version !== expectedVersion)
    return {
      ok: false,
      reason: "conflict",
      currentVersion: before.version,
      updatedBy: before.updatedBy,
      updatedAt: before.updatedAt,
    };
  if (input.slug !== before.slug && (await slugTaken(db, input.slug, id))) return { ok: false, reason: "slug-taken" };
  const changes = {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    body: input.body,
    coverImage: input.coverImage,
    author: input.author,
    ...(options.autosave ? {} : { status: input.status, publishedAt: publishDate(input, now) }),
    version: expectedVersion + 1,
    updatedBy: editor.email,
    updatedAt: now.toISOString(),
  };
  let updated;
  try {
    // The version in the WHERE makes the check and the write one step: two tabs cannot both win.
    updated = await db
      .update(blogPosts)
      .set(changes)
      .where(and(eq(blogPosts.id, id), eq(blogPosts.version, expectedVersion)));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "slug-taken" };
    throw error;
  }
  if (updated.rowsAffected === 0) {
    const current = await getBlogPostForAdmin(db, id);
    if (!current) return { ok: false, reason: "not-found" };
    return {
      ok: false,
      reason: "conflict",
      currentVersion: current.version,
      updatedBy: current.updatedBy,
      updatedAt: current.updatedAt,
    };
  }
  await markContentChanged(db, "posts");
  await writeAuditEntry(db, {
    action: options.autosave ? "blog_post_autosaved" : "blog_post_updated",
    userId: editor.id,
    details: { postId: id, version: expectedVersion + 1 },
    before: summaryOf(before),
    after: summaryOf({ ...before, ...changes }),
  });
  return { ok: true, id, version: expectedVersion + 1 };
}

export async function deleteBlogPost(db: Database, id: string, editor: { id: string }): Promise<boolean> {
  const before = await getBlogPostForAdmin(db, id);
  if (!before) return false;
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
  await markContentChanged(db, "posts");
  await writeAuditEntry(db, {
    action: "blog_post_deleted",
    userId: editor.id,
    details: { postId: id, slug: before.slug },
    before: summaryOf(before),
    severity: "medium",
  });
  return true;
}

/** What the audit log keeps of a post: the fields, with the body as its length (bodies can be 100 KB). */
function summaryOf(post: {
  title: string;
  slug: string;
  status: string;
  publishedAt: string | null;
  body: string;
  excerpt: string;
  coverImage: string | null;
  author: string;
}) {
  return {
    title: post.title,
    slug: post.slug,
    status: post.status,
    publishedAt: post.publishedAt,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    author: post.author,
    bodyLength: post.body.length,
  };
}
