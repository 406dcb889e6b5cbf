import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "~/lib/platform/reply";

export const LIVE_PREVIEW_DEBOUNCE_MS = 300;

type PreviewReply = { previewHtml?: string };

/**
 * A Markdown textarea beside its rendered preview. Without JavaScript the
 * preview is what the server rendered when "Preview" was pressed; with it, the
 * preview follows the typing, debounced 300 ms, rendered by the same
 * server renderer through the page's own action (intent=preview).
 */
export function MarkdownEditor({
  name = "body",
  label = "Body (Markdown)",
  defaultValue,
  previewHtml,
  error,
  maxLength,
  onChange,
}: {
  name?: string;
  label?: string;
  defaultValue: string;
  previewHtml: string | null;
  error?: string;
  maxLength: number;
  onChange?: () => void;
}) {
  const hydrated = useHydrated();
  const preview = useFetcher<PreviewReply>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [livePreview, setLivePreview] = useState<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (preview.state === "idle" && typeof preview.data?.previewHtml === "string")
      setLivePreview(preview.data.previewHtml);
  }, [preview.state, preview.data]);

  function schedulePreview(value: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      preview.submit({ intent: "preview", [name]: value, [JS_REPLY_FIELD]: JS_REPLY_VALUE }, { method: "post" });
    }, LIVE_PREVIEW_DEBOUNCE_MS);
  }

  const shown = livePreview ?? previewHtml;
  const errorId = `${name}-error`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={`${name}-input`} className="block font-medium text-ink-900">
          {label}
        </label>
        <textarea
          id={`${name}-input`}
          name={name}
          defaultValue={defaultValue}
          rows={18}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${name}-hint`}
          onChange={(event) => {
            onChange?.();
            if (hydrated) schedulePreview(event.currentTarget.value);
          }}
          className="mt-1 w-full rounded-2xl border border-sand-300 bg-white p-3 font-mono text-sm text-ink-900"
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${name}-hint`} className="mt-1 text-sm text-ink-700">
            Markdown: # headings, **bold**, [links](https://…), - lists. HTML is shown as text. At most{" "}
            {maxLength.toLocaleString("en-US")} characters.
          </p>
        )}
      </div>
      <section aria-labelledby={`${name}-preview-heading`} className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200">
        <h2 id={`${name}-preview-heading`} className="text-lg text-ink-900">
          Preview
        </h2>
        {shown === null ? (
          <p className="mt-2 text-sm text-ink-700">
            {hydrated ? "The preview follows as you type." : "Press Preview to see the rendered post."}
          </p>
        ) : (
          <div data-testid="markdown-preview" className="prose-copy mt-2" dangerouslySetInnerHTML={{ __html: shown }} />
        )}
      </section>
    </div>
  );
}
