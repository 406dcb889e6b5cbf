import { Form } from "@remix-run/react";
import { ErrorList } from "../../forms/ErrorList";
import { Field } from "../../forms/Field";
import { IntentButton } from "../../forms/IntentButton";
import { useContractForm } from "../../../hooks/useContractForm";
import { keptValue } from "../../../lib/forms/form-failure";
import type { FormFailure } from "../../../lib/platform/reply";
import { STUDIO_PHOTO_ALT_MAX } from "../../../lib/studio/studio-piece-form";

type Photo = { path: string; altText: string };
const PHOTO_INTENTS = ["photo-alt", "photo-move", "photo-remove"];

/**
 * A piece's photos in their shop order (the first is the one cards show), each with its description,
 * move and remove; then the upload. Every control is a plain form: it works before JavaScript loads.
 */
export function StudioPhotos({
  pieceName,
  photos,
  photosMax,
  failure,
}: {
  pieceName: string;
  photos: Photo[];
  photosMax: number;
  failure: FormFailure | null;
}) {
  const photoFailure = (photo: Photo) =>
    failure && PHOTO_INTENTS.includes(failure.intent ?? "") && failure.values.path === photo.path ? failure : null;
  return (
    <>
      {photos.length === 0 ? (
        <p className="mt-2 text-ink-700">No photos yet: the shop shows a placeholder until the first one is added.</p>
      ) : (
        <ol className="mt-3 divide-y divide-sand-200" aria-label={`Photos of ${pieceName}`}>
          {photos.map((photo, index) => (
            <StudioPhotoItem
              key={photo.path}
              photo={photo}
              label={`Photo ${index + 1} of ${photos.length}`}
              first={index === 0}
              last={index === photos.length - 1}
              failure={photoFailure(photo)}
            />
          ))}
        </ol>
      )}
      {photos.length < photosMax ? (
        <StudioPhotoUpload failure={failure?.intent === "photo-add" ? failure : null} />
      ) : (
        <p className="mt-4 text-sm text-ink-700">
          This piece has {photosMax} photos, the most it can have: remove one to add another.
        </p>
      )}
    </>
  );
}

function StudioPhotoItem({
  photo,
  label,
  first,
  last,
  failure,
}: {
  photo: Photo;
  label: string;
  first: boolean;
  last: boolean;
  failure: FormFailure | null;
}) {
  const altFailure = failure?.intent === "photo-alt" ? failure : null;
  const formId = `studio-photo-${photo.path.replace(/[^a-z0-9]/gi, "").slice(-24)}`;
  const { fields } = useContractForm(formId, altFailure ?? undefined);
  // The intent rides on each form's button (name="intent"), so a form sends it once.
  const path = <input type="hidden" name="path" value={photo.path} />;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row" data-testid="studio-photo">
      <img
        src={photo.path}
        alt={photo.altText}
        className="h-40 w-full rounded-xl bg-sand-100 object-cover sm:h-32 sm:w-28"
        loading="lazy"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-ink-900">
          {label}
          {first ? <span className="font-normal text-ink-700"> · shown first</span> : null}
        </p>
        <Form
          method="post"
          className="mt-2 flex flex-wrap items-end gap-2"
          key={altFailure ? "refused" : photo.altText}
        >
          {path}
          <Field
            className="min-w-0 flex-1 basis-56"
            label="Description (alt text)"
            labelClassName="text-sm font-normal"
            field={fields.altText}
            inputProps={{
              maxLength: STUDIO_PHOTO_ALT_MAX,
              defaultValue: keptValue(altFailure, "altText") ?? photo.altText,
            }}
          />
          <IntentButton intent="photo-alt" variant="ghost" size="sm">
            Save description<span className="sr-only"> of {label.toLowerCase()}</span>
          </IntentButton>
        </Form>
        <div className="mt-2 flex flex-wrap gap-2">
          <Form method="post">
            {path}
            <input type="hidden" name="direction" value="up" />
            <IntentButton intent="photo-move" variant="ghost" size="sm" disabled={first}>
              Move up<span className="sr-only"> {label.toLowerCase()}</span>
            </IntentButton>
          </Form>
          <Form method="post">
            {path}
            <input type="hidden" name="direction" value="down" />
            <IntentButton intent="photo-move" variant="ghost" size="sm" disabled={last}>
              Move down<span className="sr-only"> {label.toLowerCase()}</span>
            </IntentButton>
          </Form>
          <Form method="post">
            {path}
            <IntentButton intent="photo-remove" variant="danger-outline" size="sm">
              Remove<span className="sr-only"> {label.toLowerCase()}</span>
            </IntentButton>
          </Form>
        </div>
        {failure && !altFailure ? <ErrorList role="alert" errors={[failure.formError]} /> : null}
      </div>
    </li>
  );
}

function StudioPhotoUpload({ failure }: { failure: FormFailure | null }) {
  const { form, fields } = useContractForm("studio-photo-add", failure ?? undefined);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-4 grid gap-3 border-t border-sand-200 pt-4 sm:grid-cols-2"
      key={failure ? "refused" : "upload"}
    >
      <Field
        label="Photo (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)"
        labelClassName="text-sm"
        field={fields.file}
        inputProps={{ type: "file", required: true, accept: "image/jpeg,image/png,image/webp,image/avif,image/gif" }}
      />
      <Field
        label="Photo description (alt text)"
        labelClassName="text-sm"
        description="What the photo shows, for shoppers who cannot see it."
        field={fields.altText}
        inputProps={{ maxLength: STUDIO_PHOTO_ALT_MAX, defaultValue: keptValue(failure, "altText") ?? "" }}
      />
      <ErrorList role="alert" className="sm:col-span-2" errors={form.errors} />
      <div className="sm:col-span-2">
        <IntentButton intent="photo-add" pendingLabel="Uploading…">
          Add photo
        </IntentButton>
      </div>
    </Form>
  );
}
