import { useActionData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { MarkdownEditor } from "../../components/admin/MarkdownEditor";
import { Field } from "../../components/forms/Field";
import { IntentButton } from "../../components/forms/IntentButton";
import { buttonClass } from "../../components/ui/button-styles";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useContractForm } from "../../hooks/useContractForm";
import { useNavigatingFetcher } from "../../hooks/useNavigatingFetcher";
import { isPreviewReply } from "../../lib/content/editor-replies";
import { MARKDOWN_MAX_CHARS } from "../../lib/content/markdown-limits";
import { keptValue } from "../../lib/forms/form-failure";
import type { action } from "./route";

type Article = { id: string; title: string; category: string; body: string };

/** A new article or an edit: title, category, the Markdown body with its preview. */
export function ArticleEditorView({ article, categories }: { article: Article | null; categories: string[] }) {
  const actionData = useActionData<typeof action>();
  const save = useNavigatingFetcher<{ to?: string }>();
  const reply: unknown = save.data ?? actionData;
  const { failure, fields } = useContractForm("kb", reply);
  const preview = isPreviewReply(reply) ? reply : null;
  const kept = (name: "title" | "category" | "body") =>
    keptValue(failure, name) ?? preview?.values[name] ?? article?.[name] ?? "";
  return (
    <AdminPage
      title={article ? "Edit article" : "New article"}
      actions={
        <a href="/admin/knowledge-base" className={buttonClass({ variant: "ghost" })}>
          All articles
        </a>
      }
    >
      <save.Form method="post" className="mt-6 space-y-4">
        <JsReplyField />
        {article ? <input type="hidden" name="id" value={article.id} /> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <Field
            label="Title"
            field={fields.title}
            inputProps={{ defaultValue: kept("title"), required: true, maxLength: 200 }}
          />
          <div>
            <Field
              label="Category"
              field={fields.category}
              inputProps={{ defaultValue: kept("category"), list: "kb-categories", required: true, maxLength: 60 }}
            />
            <datalist id="kb-categories">
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </div>
        </div>
        <MarkdownEditor
          field={fields.body}
          defaultValue={kept("body")}
          previewHtml={preview?.previewHtml ?? null}
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
    </AdminPage>
  );
}
