import { Form } from "@remix-run/react";
import { ErrorList } from "../../forms/ErrorList";
import { Field, SelectField, TextareaField } from "../../forms/Field";
import { StatusButton } from "../../forms/StatusButton";
import { useContractForm } from "../../../hooks/useContractForm";
import { keptValue } from "../../../lib/forms/form-failure";
import { type FormFailure } from "../../../lib/platform/reply";
import { LOOK_LIMITS, type LookDetails } from "../../../lib/looks/look-form";

export type LookFormValues = LookDetails;

/**
 * The look's details: a plain multipart form (the photo upload), which Remix
 * submits in the background once hydrated and which posts normally without it.
 * A refused form comes back with what was typed, each error under its field.
 */
export function LookDetailsForm({
  intent,
  id,
  values,
  failure,
  homepageImages,
  currentImage,
}: {
  intent: "create" | "update";
  id?: string;
  values: LookFormValues;
  /** The page's failure when it was this form's. */
  failure: FormFailure | null;
  homepageImages: { filePath: string; label: string }[];
  currentImage?: string;
}) {
  const { form, fields } = useContractForm(`look-${intent}`, failure ?? undefined);
  const kept = (name: keyof LookFormValues) => keptValue(failure, name) ?? values[name];
  const small = "text-sm font-normal";
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2" key={id ?? "new"}>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field
        label="Title"
        labelClassName={small}
        field={fields.title}
        inputProps={{ required: true, maxLength: LOOK_LIMITS.title, defaultValue: kept("title") }}
      />
      <Field
        label="Slug (leave empty to make one from the title)"
        labelClassName={small}
        field={fields.slug}
        inputProps={{ maxLength: LOOK_LIMITS.slug, pattern: "[a-z0-9]+(-[a-z0-9]+)*", defaultValue: kept("slug") }}
      />
      <TextareaField
        className="sm:col-span-2"
        label="Story (Markdown)"
        labelClassName={small}
        field={fields.story}
        textareaProps={{
          rows: 6,
          maxLength: LOOK_LIMITS.story,
          defaultValue: kept("story"),
          className: "font-mono text-sm",
        }}
      />
      <Field
        label={
          currentImage
            ? "Replace the photo with an upload (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)"
            : "Upload a photo (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)"
        }
        labelClassName={small}
        field={fields.file}
        inputProps={{ type: "file", accept: "image/jpeg,image/png,image/webp,image/avif,image/gif" }}
      />
      <SelectField
        label={currentImage ? "…or use a homepage image" : "…or choose a homepage image"}
        labelClassName={small}
        field={fields.homepageImage}
        selectProps={{ defaultValue: kept("homepageImage") }}
      >
        <option value="">{currentImage ? "Keep the current photo" : "No homepage image"}</option>
        {homepageImages.map((image) => (
          <option key={image.filePath} value={image.filePath}>
            {image.label}
          </option>
        ))}
      </SelectField>
      <Field
        className="sm:col-span-2"
        label="Photo description (alt text)"
        labelClassName={small}
        field={fields.imageAlt}
        inputProps={{ maxLength: LOOK_LIMITS.imageAlt, defaultValue: kept("imageAlt") }}
      />
      <ErrorList id={`look-${intent}-error`} role="alert" className="sm:col-span-2" errors={form.errors} />
      <div className="sm:col-span-2">
        <StatusButton action="/admin/portfolio" pendingLabel="Saving…">
          {intent === "create" ? "Create look" : "Save look"}
        </StatusButton>
      </div>
    </Form>
  );
}
