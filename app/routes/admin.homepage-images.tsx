import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Button } from "~/components/ui/Button";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState, type DragEvent } from "react";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { HomepageImageCard } from "~/components/admin/HomepageImageCard";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useHydrated } from "~/hooks/useHydrated";
import { adminMeta } from "~/lib/admin/admin-meta";
import { adminFailure, adminSuccess, typedValues } from "~/lib/admin/admin-reply.server";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { requireAdmin } from "~/lib/auth/session.server";
import { HOMEPAGE_IMAGE_TOASTS } from "~/lib/content/homepage-image-files";
import { variantSourceOf } from "~/lib/images/image-variant-files";
import { buildImageVariantsAfterUpload } from "~/lib/images/image-variants.server";
import {
  deleteHomepageImage, HomepageImageError, listHomepageImages, moveHomepageImage, parseImageDetails, reorderHomepageImages,
  setHomepageImageActive, updateHomepageImageDetails, uploadHomepageImage,
} from "~/lib/content/homepage-images.server";

export const meta: MetaFunction = () => adminMeta("Homepage images");

const PAGE = "/admin/homepage-images";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const images = await listHomepageImages(context.db);
  return { images };
}

/** Stands in for a form that could not be read: only the upload form is multipart. */
function uploadForm(): FormData {
  const form = new FormData();
  form.set("intent", "upload");
  return form;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  // The Worker's request screen already refused bodies over ADMIN_UPLOAD_BODY_LIMIT_BYTES unread.
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return adminFailure(uploadForm(), 400, "The form could not be read. Please try again.");
  }
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const deps = { db: context.db, bucket: context.env.HOMEPAGE_IMAGES };
  try {
    switch (intent) {
      case "upload": {
        const image = await uploadHomepageImage(deps, { file: form.get("file"), details: parseImageDetails(form), userId: admin.id });
        // The resized variants are built after the answer: the upload never waits for them.
        if (variantSourceOf(image.filePath)) context.waitUntil(buildImageVariantsAfterUpload(deps, image.filePath));
        return adminSuccess(request, context, form, PAGE, HOMEPAGE_IMAGE_TOASTS.uploaded);
      }
      case "status":
        await setHomepageImageActive(context.db, id, form.get("is_active") === "true", admin.id);
        return adminSuccess(request, context, form, PAGE, HOMEPAGE_IMAGE_TOASTS.status);
      case "details":
        await updateHomepageImageDetails(context.db, id, parseImageDetails(form), admin.id);
        return adminSuccess(request, context, form, PAGE, HOMEPAGE_IMAGE_TOASTS.details);
      case "move": {
        const direction = form.get("direction");
        if (direction !== "up" && direction !== "down") return adminFailure(form, 400, "Choose to move the image up or down.");
        await moveHomepageImage(context.db, id, direction, admin.id);
        return adminSuccess(request, context, form, PAGE, "Image order updated successfully");
      }
      case "reorder":
        await reorderHomepageImages(context.db, String(form.get("order") ?? "").split(",").filter(Boolean), admin.id);
        return adminSuccess(request, context, form, PAGE, "Image order updated successfully");
      case "delete":
        await deleteHomepageImage(deps, id, admin.id);
        return adminSuccess(request, context, form, PAGE, HOMEPAGE_IMAGE_TOASTS.removed);
      default:
        return adminFailure(form, 400, "Unknown action.");
    }
  } catch (error) {
    if (error instanceof HomepageImageError) return adminFailure(form, error.status, error.message, typedValues(form, ["alt_text", "caption", "positioning"]));
    throw error;
  }
}

type Reply = { ok: boolean; toast?: { title: string; message?: string; tone?: "success" | "error" | "info" }; formError?: AdminFormError };

export default function AdminHomepageImagesPage() {
  const { images } = useLoaderData<typeof loader>();
  const actionData = useActionData<Reply>();
  const hydrated = useHydrated();
  const upload = useFetcher<Reply>();
  const reorder = useFetcher<Reply>();
  const remover = useFetcher<Reply>();
  useFetcherToast(remover);
  useFetcherToast(upload);
  useFetcherToast(reorder);
  const [dragged, setDragged] = useState<string | null>(null);
  const pageError = actionData?.formError ?? null;
  const uploadError = upload.data?.formError ?? (pageError?.intent === "upload" ? pageError : null);
  const field = "mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";

  // Optimistic order while a drag's reorder is on its way.
  const pendingOrder = reorder.formData ? String(reorder.formData.get("order")).split(",") : null;
  const shown = pendingOrder ? [...images].sort((a, b) => pendingOrder.indexOf(a.id) - pendingOrder.indexOf(b.id)) : images;

  function dragHandlers(id: string) {
    return {
      draggable: hydrated,
      onDragStart: (event: DragEvent) => {
        setDragged(id);
        event.dataTransfer.effectAllowed = "move";
      },
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (!dragged || dragged === id) return;
        const order = shown.map((image) => image.id).filter((other) => other !== dragged);
        order.splice(order.indexOf(id), 0, dragged);
        setDragged(null);
        reorder.submit({ intent: "reorder", order: order.join(","), _reply: "json" }, { method: "post" });
      },
    };
  }

  return (
    <>
      <AdminPageHeader title="Homepage images" description="The home page hero shows one active image at random. Inactive images stay here until you delete them." />
      <section aria-labelledby="upload-heading" className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200">
        <h2 id="upload-heading" className="text-xl text-ink-900">Upload an image</h2>
        <upload.Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3 sm:grid-cols-2" key={upload.data?.ok ? String(images.length) : "form"}>
          <JsReplyField />
          <input type="hidden" name="intent" value="upload" />
          <label className="text-sm text-ink-900 sm:col-span-2">Image (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)
            <input type="file" name="file" required accept="image/jpeg,image/png,image/webp,image/avif,image/gif" className={field} aria-invalid={uploadError ? true : undefined} aria-describedby={uploadError ? "upload-error" : undefined} />
          </label>
          <label className="text-sm text-ink-900">Alt text
            <input name="alt_text" defaultValue={uploadError?.values.alt_text ?? ""} className={field} />
          </label>
          <label className="text-sm text-ink-900">Caption
            <input name="caption" defaultValue={uploadError?.values.caption ?? ""} className={field} />
          </label>
          {uploadError ? <p id="upload-error" role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">{uploadError.message}</p> : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={upload.state !== "idle"}>
              {upload.state !== "idle" ? "Uploading…" : "Upload image"}
            </Button>
          </div>
        </upload.Form>
      </section>
      {[reorder.data?.formError, remover.data?.formError].map((error) =>
        error ? <p key={error.intent} role="alert" className="mt-4 text-sm font-medium text-red-800">{error.message}</p> : null,
      )}
      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No homepage images yet. The home page shows its default image.</p>
      ) : (
        <>
          {hydrated ? <p className="mt-6 text-sm text-ink-700">Drag an image to reorder, or use Move up and Move down.</p> : null}
          <ol className="mt-3 flex flex-col gap-3">
            {shown.map((image, index) => (
              <HomepageImageCard key={image.id} image={image} index={index} count={shown.length} pageError={pageError} drag={dragHandlers(image.id)} remover={remover} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
