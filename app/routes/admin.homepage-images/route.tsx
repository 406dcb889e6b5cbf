import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "~/lib/admin/admin-meta";
import { adminFailure, adminSuccess, typedValues } from "~/lib/admin/admin-reply.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { HOMEPAGE_IMAGE_TOASTS } from "~/lib/home/homepage-image-files";
import { variantSourceOf } from "~/lib/images/image-variant-files";
import { buildImageVariantsAfterUpload } from "~/lib/images/image-variants.server";
import { imageWorkOf } from "~/lib/images/image-work.server";
import {
  deleteHomepageImage,
  HomepageImageError,
  listHomepageImages,
  moveHomepageImage,
  parseImageDetails,
  reorderHomepageImages,
  setHomepageImageActive,
  updateHomepageImageDetails,
  uploadHomepageImage,
} from "~/lib/home/homepage-images.server";
import { HomepageImagesView } from "./HomepageImagesView";

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
  const deps = imageWorkOf(context);
  try {
    switch (intent) {
      case "upload": {
        const image = await uploadHomepageImage(deps, {
          file: form.get("file"),
          details: parseImageDetails(form),
          userId: admin.id,
        });
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
        if (direction !== "up" && direction !== "down")
          return adminFailure(form, 400, "Choose to move the image up or down.");
        await moveHomepageImage(context.db, id, direction, admin.id);
        return adminSuccess(request, context, form, PAGE, "Image order updated successfully");
      }
      case "reorder":
        await reorderHomepageImages(
          context.db,
          String(form.get("order") ?? "")
            .split(",")
            .filter(Boolean),
          admin.id,
        );
        return adminSuccess(request, context, form, PAGE, "Image order updated successfully");
      case "delete":
        await deleteHomepageImage(deps, id, admin.id);
        return adminSuccess(request, context, form, PAGE, HOMEPAGE_IMAGE_TOASTS.removed);
      default:
        return adminFailure(form, 400, "Unknown action.");
    }
  } catch (error) {
    if (error instanceof HomepageImageError)
      return adminFailure(form, error.status, error.message, typedValues(form, ["alt_text", "caption", "positioning"]));
    throw error;
  }
}

export default HomepageImagesView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
