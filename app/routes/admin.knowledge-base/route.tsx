import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ShouldRevalidateFunction } from "@remix-run/react";
import { adminMeta } from "~/lib/admin/admin-meta";
import { KnowledgeBaseArticleSchema, createArticle, deleteArticle, getArticle, listArticles, updateArticle } from "~/lib/admin/knowledge-base.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { renderMarkdown } from "~/lib/content/markdown.server";
import type { Toast } from "~/lib/platform/toast";
import { replyWithToast, wantsJson } from "~/lib/platform/reply.server";
import { KnowledgeBaseView } from "./KnowledgeBaseView";

export const meta: MetaFunction = () => adminMeta("Knowledge base");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const category = (url.searchParams.get("category") ?? "").trim().slice(0, 60);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const articleId = url.searchParams.get("article");
  const editId = url.searchParams.get("edit");
  const [list, article] = await Promise.all([
    listArticles(context.db, { q, category, page }),
    articleId || (editId && editId !== "new") ? getArticle(context.db, (articleId || editId)!) : Promise.resolve(null),
  ]);
  if ((articleId || (editId && editId !== "new")) && !article) throw new Response("Not Found", { status: 404 });
  return {
    q,
    category,
    page,
    ...list,
    mode: editId ? ("edit" as const) : article ? ("read" as const) : ("list" as const),
    article: article ? { ...article, html: editId ? null : renderMarkdown(article.body) } : null,
  };
}

export type Values = { title: string; category: string; body: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => String(form.get(name) ?? "");
  const values: Values = { title: text("title"), category: text("category"), body: text("body").replace(/\r\n/g, "\n") };
  const id = text("id");
  const intent = text("intent");
  const json = wantsJson(form);
  // Without JavaScript a redirect with a flash toast; with it (a fetcher) JSON naming the page to open next.
  const done = (to: string, toast: Toast) => replyWithToast(request, context, { json, status: 200, to, toast, extra: { to } });
  if (intent === "preview") return data({ values, previewHtml: renderMarkdown(values.body) });
  if (intent === "delete") return data({ values, confirmDelete: true });
  if (intent === "confirm-delete") {
    const deleted = await deleteArticle(context.db, id, admin);
    return done("/admin/knowledge-base", { title: deleted ? "Article deleted" : "That article was already gone", tone: deleted ? "success" : "info" });
  }
  const parsed = KnowledgeBaseArticleSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<keyof Values, string>> = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof Values] ??= issue.message;
    return data({ values, errors }, { status: 400 });
  }
  if (id) {
    if (!(await updateArticle(context.db, id, parsed.data, admin))) throw new Response("Not Found", { status: 404 });
    return done(`/admin/knowledge-base?article=${id}`, { title: "Article saved", tone: "success" });
  }
  const newId = await createArticle(context.db, parsed.data, admin);
  return done(`/admin/knowledge-base?article=${newId}`, { title: "Article created", tone: "success" });
}

// A preview or the delete question changes nothing; after a delete the article's page is gone (reloading it
// would answer 404): the fetcher's answer names the list to open instead.
const NO_REVALIDATION_INTENTS = new Set(["preview", "delete", "confirm-delete"]);
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  NO_REVALIDATION_INTENTS.has(String(formData?.get("intent"))) ? false : defaultShouldRevalidate;

export default KnowledgeBaseView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
