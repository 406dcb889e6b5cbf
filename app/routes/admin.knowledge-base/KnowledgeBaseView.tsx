import { buttonClass } from "~/components/ui/button-styles";
import { ConfirmDelete } from "~/components/admin/kit/ConfirmDelete";
import { Button } from "~/components/ui/Button";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { FILTER_BUTTON, FILTER_INPUT, FILTER_LABEL } from "~/components/admin/admin-form-styles";
import { AdminPagination } from "~/components/admin/AdminPagination";
import { MarkdownEditor } from "~/components/admin/MarkdownEditor";
import { MARKDOWN_MAX_CHARS } from "~/lib/content/markdown-limits";
import type { Toast } from "~/lib/platform/toast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useNavigatingFetcher } from "~/hooks/useNavigatingFetcher";
import { useShopTime } from "~/components/admin/useShopTime";
import { type loader, type action, type Values } from "./route";

const inputClass = "mt-1 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900";

type Reply = { values?: Values; errors?: Partial<Record<keyof Values, string>>; previewHtml?: string; confirmDelete?: boolean; to?: string; toast?: Toast };

export function KnowledgeBaseView() {
  const loaded = useLoaderData<typeof loader>();
  const shopTime = useShopTime();
  const actionData = useActionData<typeof action>() as Reply | undefined;
  const save = useNavigatingFetcher<Reply>();
  const remove = useNavigatingFetcher<Reply>();
  const { article, mode } = loaded;

  if (mode === "edit") {
    const reply = save.data ?? actionData;
    const values = reply?.values ?? { title: article?.title ?? "", category: article?.category ?? "", body: article?.body ?? "" };
    const errors = reply?.errors ?? {};
    return (
      <AdminPage title={article ? "Edit article" : "New article"} actions={<a href="/admin/knowledge-base" className={buttonClass({ variant: "ghost" })}>All articles</a>}>
        <save.Form method="post" className="mt-6 space-y-4">
          <JsReplyField />
          {article ? <input type="hidden" name="id" value={article.id} /> : null}
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <label htmlFor="kb-title" className="block font-medium text-ink-900">Title</label>
              <input id="kb-title" name="title" defaultValue={values.title} required maxLength={200} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? "kb-title-error" : undefined} className={inputClass} />
              {errors.title ? <p id="kb-title-error" className="mt-1 text-sm text-red-700">{errors.title}</p> : null}
            </div>
            <div>
              <label htmlFor="kb-category" className="block font-medium text-ink-900">Category</label>
              <input id="kb-category" name="category" list="kb-categories" defaultValue={values.category} required maxLength={60} aria-invalid={errors.category ? true : undefined} aria-describedby={errors.category ? "kb-category-error" : undefined} className={inputClass} />
              <datalist id="kb-categories">{loaded.categories.map((c) => <option key={c} value={c} />)}</datalist>
              {errors.category ? <p id="kb-category-error" className="mt-1 text-sm text-red-700">{errors.category}</p> : null}
            </div>
          </div>
          <MarkdownEditor defaultValue={values.body} previewHtml={reply?.previewHtml ?? null} error={errors.body} maxLength={MARKDOWN_MAX_CHARS} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" disabled={save.state !== "idle"}>{save.state === "submitting" ? "Saving…" : "Save article"}</Button>
            <Button type="submit" name="intent" value="preview" variant="ghost">Preview</Button>
          </div>
        </save.Form>
      </AdminPage>
    );
  }

  if (mode === "read" && article) {
    return (
      <AdminPage
          title={article.title}
          description={`${article.category} · last edited ${shopTime(article.updatedAt)}${article.updatedBy ? ` by ${article.updatedBy}` : ""}`}
          actions={<><a href={`/admin/knowledge-base?edit=${article.id}`} className={buttonClass()}>Edit</a><a href="/admin/knowledge-base" className={buttonClass({ variant: "ghost" })}>All articles</a></>}>
        <article className="prose-copy mt-6 max-w-3xl rounded-2xl bg-white/80 p-6 ring-1 ring-sand-200" dangerouslySetInnerHTML={{ __html: article.html ?? "" }} />
        <remove.Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <JsReplyField />
          <input type="hidden" name="id" value={article.id} />
          <ConfirmDelete
            confirming={Boolean((remove.data ?? actionData)?.confirmDelete)}
            question={`Delete “${article.title}” for good?`}
            startLabel="Delete article…"
            confirmLabel="Yes, delete the article"
            cancelHref={`/admin/knowledge-base?article=${article.id}`}
          />
        </remove.Form>
      </AdminPage>
    );
  }

  return (
    <AdminPage title="Knowledge base" description="How-to articles for running the shop." actions={<a href="/admin/knowledge-base?edit=new" className={buttonClass()}>New article</a>}>
      <Form method="get" role="search" aria-label="Search the knowledge base" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="kb-q" className={FILTER_LABEL}>Search titles and articles</label>
          <input id="kb-q" name="q" type="search" defaultValue={loaded.q} maxLength={100} className={FILTER_INPUT} />
        </div>
        <div>
          <label htmlFor="kb-category-filter" className={FILTER_LABEL}>Category</label>
          <select id="kb-category-filter" name="category" defaultValue={loaded.category} className={FILTER_INPUT}>
            <option value="">All categories</option>
            {loaded.categories.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        <button type="submit" className={FILTER_BUTTON}>Search</button>
      </Form>
      {loaded.articles.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No articles match.</p>
      ) : (
        <ul className="mt-6 divide-y divide-sand-200 rounded-2xl bg-white/80 ring-1 ring-sand-200">
          {loaded.articles.map((row) => (
            <li key={row.id} className="p-4">
              <a href={`/admin/knowledge-base?article=${row.id}`} className="font-medium text-ink-900 underline underline-offset-4">{row.title}</a>
              <p className="text-sm text-ink-700">{row.category} · last edited {row.updatedAt.slice(0, 10)}{row.updatedBy ? ` by ${row.updatedBy}` : ""}</p>
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={loaded.page} pages={loaded.pageCount} label="Articles" />
    </AdminPage>
  );
}
