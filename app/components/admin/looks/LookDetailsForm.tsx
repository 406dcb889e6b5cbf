import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { LOOK_LIMITS } from "~/lib/looks/look-form";

const field = "mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";

export type LookFormValues = { title: string; slug: string; story: string; imageAlt: string; homepageImage: string };

/**
 * The look's details: a plain multipart form (the photo upload), which Remix
 * submits in the background once hydrated and which posts normally without it.
 * A refused form comes back with what was typed.
 */
export function LookDetailsForm({
  intent,
  id,
  values,
  error,
  homepageImages,
  currentImage,
}: {
  intent: "create" | "update";
  id?: string;
  values: LookFormValues;
  error: AdminFormError | null;
  homepageImages: { filePath: string; label: string }[];
  currentImage?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const prefix = `look-${intent}`;
  const errorId = `${prefix}-error`;
  const invalid = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2" key={id ?? "new"}>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <label className="text-sm text-ink-900">
        Title
        <input
          name="title"
          required
          maxLength={LOOK_LIMITS.title}
          defaultValue={values.title}
          className={field}
          {...invalid}
        />
      </label>
      <label className="text-sm text-ink-900">
        Slug (leave empty to make one from the title)
        <input
          name="slug"
          maxLength={LOOK_LIMITS.slug}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          defaultValue={values.slug}
          className={field}
          {...invalid}
        />
      </label>
      <label className="text-sm text-ink-900 sm:col-span-2">
        Story (Markdown)
        <textarea
          name="story"
          rows={6}
          maxLength={LOOK_LIMITS.story}
          defaultValue={values.story}
          className={`${field} font-mono text-sm`}
        />
      </label>
      <label className="text-sm text-ink-900">
        {currentImage
          ? "Replace the photo with an upload (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)"
          : "Upload a photo (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)"}
        <input
          type="file"
          name="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          className={field}
        />
      </label>
      <label className="text-sm text-ink-900">
        {currentImage ? "…or use a homepage image" : "…or choose a homepage image"}
        <select name="homepageImage" defaultValue={values.homepageImage} className={field}>
          <option value="">{currentImage ? "Keep the current photo" : "No homepage image"}</option>
          {homepageImages.map((image) => (
            <option key={image.filePath} value={image.filePath}>
              {image.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm text-ink-900 sm:col-span-2">
        Photo description (alt text)
        <input name="imageAlt" maxLength={LOOK_LIMITS.imageAlt} defaultValue={values.imageAlt} className={field} />
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
          {error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : intent === "create" ? "Create look" : "Save look"}
        </Button>
      </div>
    </Form>
  );
}
