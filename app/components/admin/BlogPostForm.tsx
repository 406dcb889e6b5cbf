import { useFetcher, useNavigate } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { useEffect, useRef, useState } from "react";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { useHydrated } from "~/hooks/useHydrated";
import { BLOG_STATUSES, type BlogPostFieldErrors, type BlogPostFormValues } from "~/lib/blog/blog-post-form";
import { MARKDOWN_MAX_CHARS } from "~/lib/content/markdown-limits";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "~/lib/platform/reply";
import type { Toast } from "~/lib/platform/toast";
import { MarkdownEditor } from "./MarkdownEditor";

export const AUTOSAVE_INTERVAL_MS = 30_000;

export type BlogFormReply = {
  ok?: boolean;
  toast?: Toast;
  values?: BlogPostFormValues;
  errors?: BlogPostFieldErrors;
  previewHtml?: string;
  id?: string;
  version?: number;
  conflict?: string;
};

type CoverChoice = { path: string; label: string };

const STATUS_LABELS: Record<(typeof BLOG_STATUSES)[number], string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

const inputClass = "mt-1 w-full rounded-xl border border-sand-300 bg-white px-3 py-2 text-ink-900";

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
  /** The action's answer after a no-JS post (errors, a preview, a conflict) */
  reply: BlogFormReply | undefined;
  covers: CoverChoice[];
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const save = useFetcher<BlogFormReply>();
  const autosave = useFetcher<BlogFormReply>();
  const formRef = useRef<HTMLFormElement>(null);
  // Only our own successful saves move the version on; a reload after another tab's save must not.
  const [version, setVersion] = useState(loadedVersion);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<string | null>(reply?.conflict ?? null);
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);

  const answer = save.data ?? reply;
  const errors = answer?.errors ?? {};
  const shownValues = reply?.values ?? values;

  useFetcherToast(save);
  useEffect(() => {
    if (save.state !== "idle" || !save.data) return;
    const data = save.data;
    if (data.conflict) setConflict(data.conflict);
    if (data.ok && data.version) {
      setVersion(data.version);
      setDirty(false);
      if (!postId && data.id) navigate(`/admin/blog/${data.id}/edit`);
    }
  }, [save.state, save.data, postId, navigate]);

  useEffect(() => {
    if (autosave.state !== "idle" || !autosave.data) return;
    const data = autosave.data;
    if (data.conflict) setConflict(data.conflict);
    else if (data.ok && data.version) {
      setVersion(data.version);
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
  const field = (name: keyof BlogPostFormValues) => ({
    id: `post-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `post-${name}-error` : undefined,
    onChange: markDirty,
  });
  const fieldError = (name: keyof BlogPostFormValues) =>
    errors[name] ? (
      <p id={`post-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

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
      {conflict ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {conflict}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="post-title" className="block font-medium text-ink-900">
            Title
          </label>
          <input {...field("title")} defaultValue={shownValues.title} required maxLength={200} className={inputClass} />
          {fieldError("title")}
        </div>
        <div>
          <label htmlFor="post-slug" className="block font-medium text-ink-900">
            Slug
          </label>
          <input
            {...field("slug")}
            defaultValue={shownValues.slug}
            maxLength={120}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-describedby={errors.slug ? "post-slug-error" : "post-slug-hint"}
            className={inputClass}
          />
          {fieldError("slug") ?? (
            <p id="post-slug-hint" className="mt-1 text-sm text-ink-700">
              Left empty, it is made from the title. Lowercase letters, numbers and hyphens.
            </p>
          )}
        </div>
      </div>
      <div>
        <label htmlFor="post-excerpt" className="block font-medium text-ink-900">
          Excerpt
        </label>
        <textarea
          {...field("excerpt")}
          defaultValue={shownValues.excerpt}
          rows={2}
          maxLength={300}
          className={inputClass}
        />
        {fieldError("excerpt")}
      </div>
      <MarkdownEditor
        defaultValue={shownValues.body}
        previewHtml={answer?.previewHtml ?? null}
        error={errors.body}
        maxLength={MARKDOWN_MAX_CHARS}
        onChange={markDirty}
      />
      <div className="grid gap-4 md:grid-cols-3">
        <div>
          <label htmlFor="post-author" className="block font-medium text-ink-900">
            Author
          </label>
          <input {...field("author")} defaultValue={shownValues.author} maxLength={100} className={inputClass} />
          {fieldError("author")}
        </div>
        <div>
          <label htmlFor="post-status" className="block font-medium text-ink-900">
            Status
          </label>
          <select {...field("status")} defaultValue={shownValues.status} className={inputClass}>
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="post-publishedAt" className="block font-medium text-ink-900">
            Publish date (UTC)
          </label>
          <input
            {...field("publishedAt")}
            type="datetime-local"
            defaultValue={shownValues.publishedAt}
            className={inputClass}
          />
          {fieldError("publishedAt")}
        </div>
      </div>
      <fieldset className="rounded-2xl p-4 ring-1 ring-sand-200">
        <legend className="px-1 font-medium text-ink-900">Cover image</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="post-coverImage" className="block text-ink-900">
              Image path or https address
            </label>
            <input
              {...field("coverImage")}
              list="cover-choices"
              defaultValue={shownValues.coverImage}
              maxLength={500}
              className={inputClass}
            />
            <datalist id="cover-choices">
              {covers.map((cover) => (
                <option key={cover.path} value={cover.path}>
                  {cover.label}
                </option>
              ))}
            </datalist>
            {fieldError("coverImage") ?? (
              <p className="mt-1 text-sm text-ink-700">Pick one of the homepage images from the list, or upload one.</p>
            )}
          </div>
          <div>
            <label htmlFor="post-coverUpload" className="block text-ink-900">
              Upload a new cover (JPEG, PNG, WebP or AVIF, up to 5 MB)
            </label>
            <input
              id="post-coverUpload"
              name="coverUpload"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="mt-1 block w-full text-ink-900"
            />
          </div>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : postId ? "Save post" : "Create post"}
        </Button>
        <Button type="submit" name="intent" value="preview" formEncType="multipart/form-data" variant="ghost">
          Preview
        </Button>
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
