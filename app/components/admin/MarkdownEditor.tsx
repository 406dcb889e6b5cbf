import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { TextareaField } from "../forms/Field";
import type { ContractField } from "../forms/field-wiring";
import { Card } from "../ui/Card";
import { useHydrated } from "../../hooks/useHydrated";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "../../lib/platform/reply";

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
  field,
  defaultValue,
  previewHtml,
  maxLength,
  onChange,
}: {
  name?: string;
  label?: string;
  /** The form's field for the body (useContractForm): its errors and the text a failure puts back. */
  field?: ContractField;
  /** The text to start from when no failure puts one back (the saved post, a server preview's text). */
  defaultValue: string;
  previewHtml: string | null;
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
  const kept = typeof field?.initialValue === "string" ? field.initialValue : undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextareaField
        // The control's id is the field's name, so its errors are `#body-error` on every editor page.
        id={name}
        label={label}
        field={field}
        description={
          <>
            Markdown: # headings, **bold**, [links](https://…), - lists. HTML is shown as text. At most{" "}
            {maxLength.toLocaleString("en-US")} characters.
          </>
        }
        textareaProps={{
          name,
          defaultValue: kept ?? defaultValue,
          rows: 18,
          maxLength,
          className: "font-mono text-sm",
          onChange: (event) => {
            onChange?.();
            if (hydrated) schedulePreview(event.currentTarget.value);
          },
        }}
      />
      <Card as="section" padding="sm" aria-labelledby={`${name}-preview-heading`}>
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
      </Card>
    </div>
  );
}
