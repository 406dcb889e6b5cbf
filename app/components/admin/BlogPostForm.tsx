import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Field, SelectField, TextareaField } from "../forms/Field";
import { IntentButton } from "../forms/IntentButton";
import { Alert } from "../ui/Alert";
import { Card } from "../ui/Card";
import { JsReplyField } from "../ui/JsReplyField";
import { useContractForm } from "../../hooks/useContractForm";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { useHydrated } from "../../hooks/useHydrated";
import { BLOG_STATUSES, conflictOf, savedPostOf, type BlogPostFormValues } from "../../lib/blog/blog-post-form";
import { isPreviewReply } from "../../lib/content/editor-replies";
import { MARKDOWN_MAX_CHARS } from "../../lib/content/markdown-limits";
import { keptValue } from "../../lib/forms/form-failure";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "../../lib/platform/reply";
import { MarkdownEditor } from "./MarkdownEditor";

export const AUTOSAVE_INTERVAL_MS = 30_000;

type CoverChoice = { path: string; label: string };
type Reply = { ok?: boolean; toast?: unknown };

const STATUS_LABELS: Record<(typeof BLOG_STATUSES)[number], string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/**
 * The blog post editor, for new and existing posts. A real form (POST, then a
 * redirect with a toast) upgraded with fetchers: save without leaving the page,
 * live preview, and on existing posts an auto-save every 30 s that sends the
 * version it started from, so a newer save from another tab is never overwritten.
 */
export function BlogPostForm({
  postId,
  version: loadedVersion,
  values,
  reply,
  covers,
}: {
  postId: string | null;
  version: number | null;
  values: BlogPostFormValues;
  /** The action's answer after a no-JS post (a failure, a preview, a conflict) */
  reply: unknown;
  covers: CoverChoice[];
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const save = useFetcher<Reply>();
  const autosave = useFetcher<Reply>();
  const formRef = useRef<HTMLFormElement>(null);
  // Only our own successful saves move the version on; a reload after another tab's save must not.
  const [version, setVersion] = useState(loadedVersion);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(conflictOf(reply));
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);

  const answer: unknown = save.data ?? reply;
  const { failure, form, fields } = useContractForm("post", answer);
  const preview = isPreviewReply(answer) ? answer : null;
  const kept = (name: keyof BlogPostFormValues) => keptValue(failure, name) ?? preview?.values[name] ?? values[name];

  useFetcherToast(save);
  useEffect(() => {
    if (save.state !== "idle" || !save.data) return;
    const conflictMessage = conflictOf(save.data);
    if (conflictMessage) setConflict(conflictMessage);
    const saved = savedPostOf(save.data);
    if (saved) {
      setVersion(saved.version);
      setDirty(false);
      if (!postId) navigate(`/admin/blog/${saved.id}/edit`);
    }
  }, [save.state, save.data, postId, navigate]);

  useEffect(() => {
    if (autosave.state !== "idle" || !autosave.data) return;
    const conflictMessage = conflictOf(autosave.data);
    const saved = savedPostOf(autosave.data);
    if (conflictMessage) setConflict(conflictMessage);
    else if (saved) {
      setVersion(saved.version);
      setAutosavedAt(new Date().toLocaleTimeString("en-US"));
    }
  }, [autosave.state, autosave.data]);

  useEffect(() => {
    if (!hydrated || !postId || conflict) return;
    const timer = setInterval(() => {
      const form = formRef.current;
      if (!form || !dirty || autosave.state !== "idle" || save.state !== "idle") return;
      const data = new FormData(form);
      data.set("intent", "autosave");
      data.set(JS_REPLY_FIELD, JS_REPLY_VALUE);
      data.delete("coverUpload");
      setDirty(false);
      autosave.submit(data, { method: "post" });
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hydrated, postId, conflict, dirty, autosave, save.state]);

  const markDirty = () => setDirty(true);
  const busy = save.state !== "idle";

  return (
    <save.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="mt-6 space-y-5"
      onChange={markDirty}
    >
      <JsReplyField />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      {conflict ? <Alert tone="error">{conflict}</Alert> : null}
      {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="Title"
          field={fields.title}
          inputProps={{ defaultValue: kept("title"), required: true, maxLength: 200 }}
        />
        <Field
          label="Slug"
          field={fields.slug}
          description="Left empty, it is made from the title. Lowercase letters, numbers and hyphens."
          inputProps={{ defaultValue: kept("slug"), maxLength: 120, pattern: "[a-z0-9]+(-[a-z0-9]+)*" }}
        />
      </div>
      <TextareaField
        label="Excerpt"
        field={fields.excerpt}
        textareaProps={{ defaultValue: kept("excerpt"), rows: 2, maxLength: 300 }}
      />
      <MarkdownEditor
        field={fields.body}
        defaultValue={kept("body")}
        previewHtml={preview?.previewHtml ?? null}
        maxLength={MARKDOWN_MAX_CHARS}
        onChange={markDirty}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Author" field={fields.author} inputProps={{ defaultValue: kept("author"), maxLength: 100 }} />
        <SelectField label="Status" field={fields.status} selectProps={{ defaultValue: kept("status") }}>
          {BLOG_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <Field
          label="Publish date (UTC)"
          field={fields.publishedAt}
          inputProps={{ type: "datetime-local", defaultValue: kept("publishedAt") }}
        />
      </div>
      <Card as="section" padding="sm" className="bg-transparent">
        <fieldset>
          <legend className="px-1 font-medium text-ink-900">Cover image</legend>
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <Field
                label="Image path or https address"
                labelClassName="font-normal"
                field={fields.coverImage}
                description="Pick one of the homepage images from the list, or upload one."
                inputProps={{ defaultValue: kept("coverImage"), list: "cover-choices", maxLength: 500 }}
              />
              <datalist id="cover-choices">
                {covers.map((cover) => (
                  <option key={cover.path} value={cover.path}>
                    {cover.label}
                  </option>
                ))}
              </datalist>
            </div>
            <Field
              id="post-coverUpload"
              label="Upload a new cover (JPEG, PNG, WebP or AVIF, up to 5 MB)"
              labelClassName="font-normal"
              inputProps={{ name: "coverUpload", type: "file", accept: "image/jpeg,image/png,image/webp,image/avif" }}
            />
          </div>
        </fieldset>
      </Card>
      <div className="flex flex-wrap items-center gap-3">
        <IntentButton intent="save" fetcherState={save.state} disabled={busy} pendingLabel="Saving...">
          {busy ? "Saving..." : postId ? "Save post" : "Create post"}
        </IntentButton>
        <IntentButton intent="preview" formEncType="multipart/form-data" variant="ghost">
          Preview
        </IntentButton>
        {postId ? (
          <p className="text-sm text-ink-700" aria-live="polite">
            {autosavedAt
              ? `Auto-saved at ${autosavedAt}.`
              : hydrated
                ? "Changes are auto-saved every 30 seconds."
                : null}
          </p>
        ) : null}
      </div>
    </save.Form>
  );
}
