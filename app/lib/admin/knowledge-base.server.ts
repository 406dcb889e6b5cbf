// The shop's internal how-to articles: Markdown, a category each, search
// across titles and bodies, and who edited each last. Every change is audited.
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { knowledgeBaseArticles } from "../../../db/schema";
import { containsPattern } from "../blog/blog-admin.server";
import { MARKDOWN_MAX_CHARS } from "../content/markdown.server";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { awaitAll } from "../platform/await-all";

export const KB_PAGE_SIZE = 20;

export const KnowledgeBaseArticleSchema = z.object({
  title: formText().pipe(z.string().trim().min(1, "Enter a title.").max(200, "Keep the title under 200 characters.")),
  category: formText().pipe(
    z.string().trim().min(1, "Enter a category.").max(60, "Keep the category under 60 characters."),
  ),
  // Browsers send a textarea's newlines as CRLF: counted as one character each, as the editor shows them.
  body: formText()
    .transform((body) => body.replace(/\r\n/g, "\n"))
    .pipe(
      z
        .string()
        .trim()
        .min(1, "Write the article.")
        .max(
          MARKDOWN_MAX_CHARS,
          `The article is too long: at most ${MARKDOWN_MAX_CHARS.toLocaleString("en-US")} characters.`,
        ),
    ),
});
export type KnowledgeBaseInput = z.output<typeof KnowledgeBaseArticleSchema>;

export async function listArticles(db: Database, filters: { q: string; category: string; page: number }) {
  const pattern = containsPattern(filters.q);
  const where = and(
    filters.category ? eq(knowledgeBaseArticles.category, filters.category) : undefined,
    filters.q
      ? or(
          sql`${knowledgeBaseArticles.title} like ${pattern} escape '\\'`,
          sql`${knowledgeBaseArticles.body} like ${pattern} escape '\\'`,
        )
      : undefined,
  );
  const [rows, [{ total }], categories] = await awaitAll([
    db
      .select({
        id: knowledgeBaseArticles.id,
        title: knowledgeBaseArticles.title,
        category: knowledgeBaseArticles.category,
        updatedBy: knowledgeBaseArticles.updatedBy,
        updatedAt: knowledgeBaseArticles.updatedAt,
      })
      .from(knowledgeBaseArticles)
      .where(where)
      .orderBy(asc(knowledgeBaseArticles.category), asc(knowledgeBaseArticles.title))
      .limit(KB_PAGE_SIZE)
      .offset((filters.page - 1) * KB_PAGE_SIZE),
    db.select({ total: count() }).from(knowledgeBaseArticles).where(where),
    db
      .selectDistinct({ category: knowledgeBaseArticles.category })
      .from(knowledgeBaseArticles)
      .orderBy(asc(knowledgeBaseArticles.category)),
  ]);
  return {
    articles: rows,
    total,
    pageCount: Math.max(1, Math.ceil(total / KB_PAGE_SIZE)),
    categories: categories.map((row) => row.category),
  };
}

export async function getArticle(db: Database, id: string) {
  const [row] = await db.select().from(knowledgeBaseArticles).where(eq(knowledgeBaseArticles.id, id)).limit(1);
  return row ?? null;
}

export async function createArticle(
  db: Database,
  input: KnowledgeBaseInput,
  admin: { id: string; email: string },
): Promise<string> {
  const [row] = await db
    .insert(knowledgeBaseArticles)
    .values({ ...input, updatedBy: admin.email })
    .returning({ id: knowledgeBaseArticles.id });
  await writeAuditEntry(db, {
    action: "knowledge_base_article_created",
    userId: admin.id,
    details: { articleId: row.id },
    after: { title: input.title, category: input.category, bodyLength: input.body.length },
  });
  return row.id;
}

export async function updateArticle(
  db: Database,
  id: string,
  input: KnowledgeBaseInput,
  admin: { id: string; email: string },
): Promise<boolean> {
  const before = await getArticle(db, id);
  if (!before) return false;
  await db
    .update(knowledgeBaseArticles)
    .set({ ...input, updatedBy: admin.email, updatedAt: new Date().toISOString() })
    .where(eq(knowledgeBaseArticles.id, id));
  await writeAuditEntry(db, {
    action: "knowledge_base_article_updated",
    userId: admin.id,
    details: { articleId: id },
    before: { title: before.title, category: before.category, bodyLength: before.body.length },
    after: { title: input.title, category: input.category, bodyLength: input.body.length },
  });
  return true;
}

export async function deleteArticle(db: Database, id: string, admin: { id: string }): Promise<boolean> {
  const before = await getArticle(db, id);
  if (!before) return false;
  await db.delete(knowledgeBaseArticles).where(eq(knowledgeBaseArticles.id, id));
  await writeAuditEntry(db, {
    action: "knowledge_base_article_deleted",
    userId: admin.id,
    details: { articleId: id },
    before: { title: before.title, category: before.category, bodyLength: before.body.length },
    severity: "medium",
  });
  return true;
}
