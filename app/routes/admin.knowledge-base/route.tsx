import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "../../lib/admin/admin-meta";
import {
  KnowledgeBaseArticleSchema,
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  updateArticle,
} from "../../lib/admin/knowledge-base.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { textValues, type DeleteQuestion, type PreviewReply } from "../../lib/content/editor-replies";
import { renderMarkdown } from "../../lib/content/markdown.server";
import { revalidateUnlessIntent } from "../../lib/platform/revalidate-unless-intent";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { replySuccess } from "../../lib/forms/reply.server";
import type { Toast } from "../../lib/platform/toast";
import { KnowledgeBaseView } from "./KnowledgeBaseView";
import { awaitAll } from "../../lib/platform/await-all";
import { parsePageNumber } from "../../lib/platform/page-number";

export const meta: MetaFunction = () => adminMeta("Knowledge base");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const category = (url.searchParams.get("category") ?? "").trim().slice(0, 60);
  const page = parsePageNumber(url.searchParams.get("page"));
  const editId = url.searchParams.get("edit");
  const articleId = url.searchParams.get("article") || (editId && editId !== "new" ? editId : null);
  const [list, article] = await awaitAll([
    listArticles(context.db, { q, category, page }),
    articleId ? getArticle(context.db, articleId) : Promise.resolve(null),
  ]);
  if (articleId && !article) throw new Response("Not Found", { status: 404 });
  return {
    q,
    category,
    page,
    ...list,
    mode: editId ? ("edit" as const) : article ? ("read" as const) : ("list" as const),
    article: article ? { ...article, html: editId ? null : renderMarkdown(article.body) } : null,
  };
}

const KB_INTENTS = ["save", "preview", "delete", "confirm-delete"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const id = textValues(form, ["id"]).id;
  const intent = readIntent(form, KB_INTENTS) ?? "save";
  // Without JavaScript a redirect with a flash toast; with it (a fetcher) JSON naming the page to open next.
  const done = (to: string, toast: Toast) => replySuccess(request, context, form, { to, toast, extra: { to } });
  if (intent === "preview") {
    const values = textValues(form, ["title", "category", "body"]);
    return data<PreviewReply>({ kind: "preview", values, previewHtml: renderMarkdown(values.body) });
  }
  if (intent === "delete") return data<DeleteQuestion>({ kind: "confirm-delete" });
  if (intent === "confirm-delete") {
    const deleted = await deleteArticle(context.db, id, admin);
    return done("/admin/knowledge-base", {
      title: deleted ? "Article deleted" : "That article was already gone",
      tone: deleted ? "success" : "info",
    });
  }
  const parsed = parseSubmission(form, KnowledgeBaseArticleSchema);
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const article = parsed.value;
  if (id) {
    if (!(await updateArticle(context.db, id, article, admin))) throw new Response("Not Found", { status: 404 });
    return done(`/admin/knowledge-base?article=${id}`, { title: "Article saved", tone: "success" });
  }
  const newId = await createArticle(context.db, article, admin);
  return done(`/admin/knowledge-base?article=${newId}`, { title: "Article created", tone: "success" });
}

// A preview or the delete question changes nothing; after a delete the article's page is gone (reloading it
// would answer 404): the fetcher's answer names the list to open instead.
export const shouldRevalidate = revalidateUnlessIntent("preview", "delete", "confirm-delete");

export default KnowledgeBaseView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
