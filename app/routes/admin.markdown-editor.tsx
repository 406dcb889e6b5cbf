import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { AdminPage } from "../components/admin/kit/AdminPage";
import { MarkdownEditor } from "../components/admin/MarkdownEditor";
import { Field } from "../components/forms/Field";
import { IntentButton } from "../components/forms/IntentButton";
import { Card } from "../components/ui/Card";
import { JsReplyField } from "../components/ui/JsReplyField";
import { useContractForm } from "../hooks/useContractForm";
import { useNavigatingFetcher } from "../hooks/useNavigatingFetcher";
import { adminMeta } from "../lib/admin/admin-meta";
import { createArticle } from "../lib/admin/knowledge-base.server";
import { requireAdmin } from "../lib/auth/session.server";
import { createBlogPost } from "../lib/blog/blog-admin.server";
import { isPreviewReply, textValues, type PreviewReply } from "../lib/content/editor-replies";
import { renderMarkdown } from "../lib/content/markdown.server";
import { MARKDOWN_MAX_CHARS } from "../lib/content/markdown-limits";
import { revalidateUnlessIntent } from "../lib/platform/revalidate-unless-intent";
import {
  ScratchArticleSchema,
  ScratchBlogDraftSchema,
  scratchTarget,
  slugErrorOnTitle,
} from "../lib/content/scratch-document.server";
import { readFormBody, replyFailure } from "../lib/forms/form-body.server";
import { keptValue } from "../lib/forms/form-failure";
import { formFailure } from "../lib/platform/reply";
import { parseSubmission, readIntent } from "../lib/forms/parse-submission";
import { replySuccess } from "../lib/forms/reply.server";
import type { Toast } from "../lib/platform/toast";

export const meta: MetaFunction = () => adminMeta("Markdown editor");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

const SCRATCH_FIELDS = ["title", "body", "target", "category"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, ["save", "preview"]) ?? "save";
  if (intent === "preview") {
    const values: Record<string, string> = { ...textValues(form, SCRATCH_FIELDS), target: scratchTarget(form) };
    return data<PreviewReply>({ kind: "preview", values, previewHtml: renderMarkdown(values.body) });
  }
  // Without JavaScript a redirect with a flash toast; with it (a fetcher) JSON naming the page to open next.
  const saved = (to: string, toast: Toast) => replySuccess(request, context, form, { to, toast, extra: { to } });

  if (scratchTarget(form) === "knowledge-base") {
    const parsed = parseSubmission(form, ScratchArticleSchema);
    if (!parsed.ok) return replyFailure(parsed.failure, 400);
    const id = await createArticle(context.db, parsed.value, admin);
    return saved(`/admin/knowledge-base?article=${id}`, {
      title: "Saved as a knowledge-base article",
      tone: "success",
    });
  }
  const parsed = parseSubmission(form, ScratchBlogDraftSchema);
  if (!parsed.ok) return replyFailure(slugErrorOnTitle(parsed.failure), 400);
  // A scratch document's title may match an existing post's: number the slug until it is free.
  for (let attempt = 1; attempt <= 20; attempt++) {
    const slug = attempt === 1 ? parsed.value.slug : `${parsed.value.slug.slice(0, 110)}-${attempt}`;
    const result = await createBlogPost(context.db, { ...parsed.value, slug }, admin);
    if (result.ok) return saved(`/admin/blog/${result.id}/edit`, { title: "Saved as a blog draft", tone: "success" });
  }
  const title = "Too many posts already use this title; change it a little.";
  return replyFailure(formFailure({ fieldErrors: { title: [title] }, values: parsed.values }), 409);
}

export const shouldRevalidate = revalidateUnlessIntent("preview");

export default function AdminMarkdownEditorPage() {
  const actionData = useActionData<typeof action>();
  const save = useNavigatingFetcher<{ to?: string }>();
  const reply: unknown = save.data ?? actionData;
  const { failure, fields } = useContractForm("scratch", reply);
  const preview = isPreviewReply(reply) ? reply : null;
  const kept = (name: (typeof SCRATCH_FIELDS)[number]) => keptValue(failure, name) ?? preview?.values[name] ?? "";
  const target = kept("target") === "knowledge-base" ? "knowledge-base" : "blog";
  return (
    <AdminPage
      title="Markdown editor"
      description="A scratch document with the journal's renderer. Save it as a new blog draft or a knowledge-base article."
    >
      <save.Form method="post" className="mt-6 space-y-4">
        <JsReplyField />
        <Field label="Title" field={fields.title} inputProps={{ defaultValue: kept("title"), maxLength: 200 }} />
        <MarkdownEditor
          label="Document (Markdown)"
          field={fields.body}
          defaultValue={kept("body")}
          previewHtml={preview?.previewHtml ?? null}
          maxLength={MARKDOWN_MAX_CHARS}
        />
        <Card as="section" padding="sm" className="bg-transparent">
          <fieldset>
            <legend className="px-1 font-medium text-ink-900">Save as</legend>
            <div className="flex flex-wrap items-start gap-4">
              <label className="mt-3 flex items-center gap-2">
                <input type="radio" name="target" value="blog" defaultChecked={target === "blog"} /> New blog draft
              </label>
              <label className="mt-3 flex items-center gap-2">
                <input type="radio" name="target" value="knowledge-base" defaultChecked={target !== "blog"} />{" "}
                Knowledge-base article, in category
              </label>
              <Field
                label="Knowledge-base category"
                labelClassName="sr-only"
                field={fields.category}
                inputProps={{ defaultValue: kept("category"), maxLength: 60, placeholder: "Category" }}
              />
            </div>
          </fieldset>
        </Card>
        <div className="flex flex-wrap gap-3">
          <IntentButton intent="save" fetcherState={save.state} disabled={save.state !== "idle"} pendingLabel="Saving…">
            Save
          </IntentButton>
          <IntentButton intent="preview" variant="ghost">
            Preview
          </IntentButton>
        </div>
      </save.Form>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "../components/admin/kit/GeneralErrorBoundary";
