import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "~/components/admin/admin-form-styles";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { MarkdownEditor } from "~/components/admin/MarkdownEditor";
import { adminMeta } from "~/lib/admin/admin-meta";
import {
  KnowledgeBaseArticleSchema,
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  updateArticle,
} from "~/lib/admin/knowledge-base.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { renderMarkdown } from "~/lib/content/markdown.server";
import { MARKDOWN_MAX_CHARS } from "~/lib/content/markdown-limits";
import type { Toast } from "~/lib/platform/toast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useNavigatingFetcher } from "~/hooks/useNavigatingFetcher";
import { replyWithToast, wantsJson } from "~/lib/platform/reply.server";
import { readFormBody, replyFailure } from "~/lib/forms/form-body.server";
import { fieldError, isFormFailure, keptValue } from "~/lib/forms/form-failure";
import { parseSubmission, readIntent } from "~/lib/forms/parse-submission";
import { useShopTime } from "~/components/admin/useShopTime";
import { revalidateUnlessIntent } from "~/lib/content/revalidate-unless-intent";
import { ConfirmDelete } from "~/components/admin/kit/ConfirmDelete";
import { IntentButton } from "~/components/forms/IntentButton";
import { buttonClass } from "~/components/ui/button-styles";

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

type Values = { title: string; category: string; body: string };
/** Replies that change nothing: the preview, and the question before a delete. */
type PreviewReply = { kind: "preview"; values: Values; previewHtml: string };
type DeleteQuestion = { kind: "confirm-delete"; values: Values };
const KB_INTENTS = ["save", "preview", "delete", "confirm-delete"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = {
    title: text("title"),
    category: text("category"),
    body: text("body").replace(/\r\n/g, "\n"),
  };
  const id = text("id");
  const intent = readIntent(form, KB_INTENTS) ?? "save";
  const json = wantsJson(form);
  // Without JavaScript a redirect with a flash toast; with it (a fetcher) JSON naming the page to open next.
  const done = (to: string, toast: Toast) =>
    replyWithToast(request, context, { json, status: 200, to, toast, extra: { to } });
  if (intent === "preview")
    return data<PreviewReply>({ kind: "preview", values, previewHtml: renderMarkdown(values.body) });
  if (intent === "delete") return data<DeleteQuestion>({ kind: "confirm-delete", values });
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

const inputClass = "mt-1 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900";

function isReplyOf<Reply extends PreviewReply | DeleteQuestion>(reply: unknown, kind: Reply["kind"]): reply is Reply {
  return typeof reply === "object" && reply !== null && (reply as { kind?: unknown }).kind === kind;
}

export default function AdminKnowledgeBasePage() {
  const loaded = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const actionData: unknown = useActionData<typeof action>();
  const save = useNavigatingFetcher<{ to?: string }>();
  const remove = useNavigatingFetcher<{ to?: string }>();
  const { article, mode } = loaded;

  if (mode === "edit") {
    const reply = save.data ?? actionData;
    const failure = isFormFailure(reply) ? reply : null;
    const preview = isReplyOf<PreviewReply>(reply, "preview") ? reply : null;
    const values: Values = failure
      ? {
          title: keptValue(failure, "title") ?? "",
          category: keptValue(failure, "category") ?? "",
          body: keptValue(failure, "body") ?? "",
        }
      : (preview?.values ?? {
          title: article?.title ?? "",
          category: article?.category ?? "",
          body: article?.body ?? "",
        });
    const errors = {
      title: fieldError(failure, "title"),
      category: fieldError(failure, "category"),
      body: fieldError(failure, "body"),
    };
    return (
      <>
        <AdminPageHeader
          title={article ? "Edit article" : "New article"}
          actions={
            <a href="/admin/knowledge-base" className="rounded-full px-4 py-2 ring-1 ring-sand-300">
              All articles
            </a>
          }
        />
        <save.Form method="post" className="mt-6 space-y-4">
          <JsReplyField />
          {article ? <input type="hidden" name="id" value={article.id} /> : null}
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <label htmlFor="kb-title" className="block font-medium text-ink-900">
                Title
              </label>
              <input
                id="kb-title"
                name="title"
                defaultValue={values.title}
                required
                maxLength={200}
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? "kb-title-error" : undefined}
                className={inputClass}
              />
              {errors.title ? (
                <p id="kb-title-error" className="mt-1 text-sm text-red-700">
                  {errors.title}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="kb-category" className="block font-medium text-ink-900">
                Category
              </label>
              <input
                id="kb-category"
                name="category"
                list="kb-categories"
                defaultValue={values.category}
                required
                maxLength={60}
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={errors.category ? "kb-category-error" : undefined}
                className={inputClass}
              />
              <datalist id="kb-categories">
                {loaded.categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
              {errors.category ? (
                <p id="kb-category-error" className="mt-1 text-sm text-red-700">
                  {errors.category}
                </p>
              ) : null}
            </div>
          </div>
          <MarkdownEditor
            defaultValue={values.body}
            previewHtml={preview?.previewHtml ?? null}
            error={errors.body}
            maxLength={MARKDOWN_MAX_CHARS}
          />
          <div className="flex flex-wrap gap-3">
            <IntentButton intent="save" fetcherState={save.state} pendingLabel="Saving…">
              Save article
            </IntentButton>
            <IntentButton intent="preview" variant="ghost">
              Preview
            </IntentButton>
          </div>
        </save.Form>
      </>
    );
  }

  if (mode === "read" && article) {
    return (
      <>
        <AdminPageHeader
          title={article.title}
          description={`${article.category} · last edited ${shopTime(article.updatedAt)}${article.updatedBy ? ` by ${article.updatedBy}` : ""}`}
          actions={
            <>
              <a href={`/admin/knowledge-base?edit=${article.id}`} className={buttonClass({ size: "sm" })}>
                Edit
              </a>
              <a href="/admin/knowledge-base" className={buttonClass({ variant: "ghost", size: "sm" })}>
                All articles
              </a>
            </>
          }
        />
        <article
          className="prose-copy mt-6 max-w-3xl rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200"
          dangerouslySetInnerHTML={{ __html: article.html ?? "" }}
        />
        <remove.Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <JsReplyField />
          <input type="hidden" name="id" value={article.id} />
          <ConfirmDelete
            confirming={isReplyOf<DeleteQuestion>(remove.data ?? actionData, "confirm-delete")}
            question={`Delete “${article.title}” for good?`}
            startLabel="Delete article…"
            confirmLabel="Yes, delete the article"
            cancelHref={`/admin/knowledge-base?article=${article.id}`}
          />
        </remove.Form>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Knowledge base"
        description="How-to articles for running the shop."
        actions={
          <a
            href="/admin/knowledge-base?edit=new"
            className="hover:bg-clay-800 rounded-full bg-clay-700 px-5 py-2 font-medium text-white"
          >
            New article
          </a>
        }
      />
      <Form
        method="get"
        role="search"
        aria-label="Search the knowledge base"
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="kb-q" className={FILTER_LABEL}>
            Search titles and articles
          </label>
          <input id="kb-q" name="q" type="search" defaultValue={loaded.q} maxLength={100} className={FILTER_INPUT} />
        </div>
        <div>
          <label htmlFor="kb-category-filter" className={FILTER_LABEL}>
            Category
          </label>
          <select id="kb-category-filter" name="category" defaultValue={loaded.category} className={FILTER_INPUT}>
            <option value="">All categories</option>
            {loaded.categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={FILTER_BUTTON}>
          Search
        </button>
      </Form>
      {loaded.articles.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No articles match.</p>
      ) : (
        <ul className="mt-6 divide-y divide-sand-200 rounded-2xl bg-white/80 ring-1 ring-sand-200">
          {loaded.articles.map((row) => (
            <li key={row.id} className="p-4">
              <a
                href={`/admin/knowledge-base?article=${row.id}`}
                className="font-medium text-ink-900 underline underline-offset-4"
              >
                {row.title}
              </a>
              <p className="text-sm text-ink-700">
                {row.category} · last edited {row.updatedAt.slice(0, 10)}
                {row.updatedBy ? ` by ${row.updatedBy}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={loaded.page} pages={loaded.pageCount} label="Articles" />
    </>
  );
}
