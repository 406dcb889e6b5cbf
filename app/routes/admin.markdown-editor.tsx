import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Button } from "~/components/ui/Button";
import { useActionData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { MarkdownEditor } from "~/components/admin/MarkdownEditor";
import { adminMeta } from "~/lib/admin/admin-meta";
import { KnowledgeBaseArticleSchema, createArticle } from "~/lib/admin/knowledge-base.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { createBlogPost } from "~/lib/blog/blog-admin.server";
import { BlogPostFormSchema } from "~/lib/blog/blog-post-form";
import { renderMarkdown } from "~/lib/content/markdown.server";
import { MARKDOWN_MAX_CHARS } from "~/lib/content/markdown-limits";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useNavigatingFetcher } from "~/hooks/useNavigatingFetcher";
import { replyWithToast, wantsJson } from "~/lib/platform/reply.server";
import type { Toast } from "~/lib/platform/toast";
import { revalidateUnlessIntent } from "~/lib/content/revalidate-unless-intent";

export const meta: MetaFunction = () => adminMeta("Markdown editor");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

type Values = { title: string; body: string; target: "blog" | "knowledge-base"; category: string };
type Errors = Partial<Record<keyof Values | "form", string>>;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => String(form.get(name) ?? "");
  const values: Values = {
    title: text("title"),
    body: text("body").replace(/\r\n/g, "\n"),
    target: text("target") === "knowledge-base" ? "knowledge-base" : "blog",
    category: text("category"),
  };
  if (text("intent") === "preview") return data({ values, previewHtml: renderMarkdown(values.body) });
  // Without JavaScript a redirect with a flash toast; with it (a fetcher) JSON naming the page to open next.
  const saved = (to: string, toast: Toast) =>
    replyWithToast(request, context, { json: wantsJson(form), status: 200, to, toast, extra: { to } });

  if (values.target === "knowledge-base") {
    const parsed = KnowledgeBaseArticleSchema.safeParse(values);
    if (!parsed.success) return invalid(values, parsed.error.issues);
    const id = await createArticle(context.db, parsed.data, admin);
    return saved(`/admin/knowledge-base?article=${id}`, {
      title: "Saved as a knowledge-base article",
      tone: "success",
    });
  }
  const parsed = BlogPostFormSchema.safeParse({
    title: values.title,
    slug: "",
    excerpt: "",
    body: values.body,
    coverImage: "",
    author: "",
    status: "draft",
    publishedAt: "",
  });
  if (!parsed.success) return invalid(values, parsed.error.issues);
  // A scratch document's title may match an existing post's: number the slug until it is free.
  for (let attempt = 1; attempt <= 20; attempt++) {
    const slug = attempt === 1 ? parsed.data.slug : `${parsed.data.slug.slice(0, 110)}-${attempt}`;
    const result = await createBlogPost(context.db, { ...parsed.data, slug }, admin);
    if (result.ok) return saved(`/admin/blog/${result.id}/edit`, { title: "Saved as a blog draft", tone: "success" });
  }
  return data(
    { values, errors: { title: "Too many posts already use this title; change it a little." } as Errors },
    { status: 409 },
  );
}

function invalid(values: Values, issues: { path: PropertyKey[]; message: string }[]) {
  const errors: Errors = {};
  for (const issue of issues) errors[(issue.path[0] as keyof Values) ?? "form"] ??= issue.message;
  return data({ values, errors }, { status: 400 });
}

export const shouldRevalidate = revalidateUnlessIntent("preview");

const inputClass = "mt-1 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900";

type Reply = { values?: Values; errors?: Errors; previewHtml?: string; to?: string; toast?: Toast };

export default function AdminMarkdownEditorPage() {
  const actionData = useActionData<typeof action>() as Reply | undefined;
  const save = useNavigatingFetcher<Reply>();
  const reply = save.data ?? actionData;
  const values = reply?.values ?? { title: "", body: "", target: "blog", category: "" };
  const errors = reply?.errors ?? {};
  return (
    <AdminPage
      title="Markdown editor"
      description="A scratch document with the journal's renderer. Save it as a new blog draft or a knowledge-base article."
    >
      <save.Form method="post" className="mt-6 space-y-4">
        <JsReplyField />
        <div>
          <label htmlFor="scratch-title" className="block font-medium text-ink-900">
            Title
          </label>
          <input
            id="scratch-title"
            name="title"
            defaultValue={values.title}
            maxLength={200}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? "scratch-title-error" : undefined}
            className={inputClass}
          />
          {errors.title ? (
            <p id="scratch-title-error" className="mt-1 text-sm text-red-700">
              {errors.title}
            </p>
          ) : null}
        </div>
        <MarkdownEditor
          label="Document (Markdown)"
          defaultValue={values.body}
          previewHtml={reply?.previewHtml ?? null}
          error={errors.body}
          maxLength={MARKDOWN_MAX_CHARS}
        />
        <fieldset className="rounded-2xl p-4 ring-1 ring-sand-200">
          <legend className="px-1 font-medium text-ink-900">Save as</legend>
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex items-center gap-2">
              <input type="radio" name="target" value="blog" defaultChecked={values.target === "blog"} /> New blog draft
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="target"
                value="knowledge-base"
                defaultChecked={values.target === "knowledge-base"}
              />{" "}
              Knowledge-base article, in category
            </label>
            <div>
              <label htmlFor="scratch-category" className="sr-only">
                Knowledge-base category
              </label>
              <input
                id="scratch-category"
                name="category"
                defaultValue={values.category}
                maxLength={60}
                placeholder="Category"
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={errors.category ? "scratch-category-error" : undefined}
                className="rounded-xl border border-sand-300 bg-white px-3 py-2"
              />
            </div>
          </div>
          {errors.category ? (
            <p id="scratch-category-error" className="mt-1 text-sm text-red-700">
              {errors.category}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={save.state !== "idle"}>
            {save.state === "submitting" ? "Saving…" : "Save"}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="ghost">
            Preview
          </Button>
        </div>
      </save.Form>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
