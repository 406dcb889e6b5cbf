import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import type { FormValues } from "../../lib/platform/reply";
import { formRefusal, withRefusalToast } from "../../lib/forms/form-refusal";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { HOMEPAGE_IMAGE_TOASTS } from "../../lib/home/homepage-image-files";
import { imageWorkOf } from "../../lib/images/image-work.server";
import {
  deleteHomepageImage,
  HomepageImageError,
  imageDetailsFields,
  listHomepageImages,
  moveHomepageImage,
  reorderHomepageImages,
  setHomepageImageActive,
  toImageDetails,
  updateHomepageImageDetails,
  uploadHomepageImage,
} from "../../lib/home/homepage-images.server";
import { variantSourceOf } from "../../lib/images/image-variant-files";
import { buildImageVariantsAfterUpload } from "../../lib/images/image-variants.server";
import { replySuccess } from "../../lib/forms/reply.server";
import { HomepageImagesView } from "./HomepageImagesView";

export const meta: MetaFunction = () => adminMeta("Homepage images");

const PAGE = "/admin/homepage-images";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const images = await listHomepageImages(context.db);
  return { images };
}

const IMAGE_INTENTS = ["upload", "status", "details", "move", "reorder", "delete"] as const;
const imageId = formText().pipe(z.string().max(64));
const HomepageImageFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), ...imageDetailsFields }),
  z.object({ intent: z.literal("status"), id: imageId, is_active: formText() }),
  z.object({ intent: z.literal("details"), id: imageId, ...imageDetailsFields }),
  z.object({
    intent: z.literal("move"),
    id: imageId,
    direction: z.enum(["up", "down"], { error: "Choose to move the image up or down." }),
  }),
  z.object({ intent: z.literal("reorder"), order: formText() }),
  z.object({ intent: z.literal("delete"), id: imageId }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  // The Worker's request screen already refused bodies over ADMIN_UPLOAD_BODY_LIMIT_BYTES unread.
  const form = await readFormBody(request);
  const intent = readIntent(form, IMAGE_INTENTS);
  const refuse = (status: number, message: string, values: FormValues = {}, field: string | null = null) =>
    replyFailure(formRefusal({ intent, message, values, field }), status);
  if (!intent) return refuse(400, "The form could not be read. Please try again.");
  const parsed = parseSubmission(form, HomepageImageFormSchema, { intent });
  if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
  const done = (title: string) =>
    replySuccess(request, context, form, {
      to: PAGE,
      toast: { title, tone: "success" },
    });
  const submitted = parsed.value;
  const deps = imageWorkOf(context);
  try {
    switch (submitted.intent) {
      case "upload": {
        const image = await uploadHomepageImage(deps, {
          file: form.get("file"),
          details: toImageDetails(submitted),
          userId: admin.id,
        });
        // The resized variants are built after the answer: the upload never waits for them.
        if (variantSourceOf(image.filePath)) context.waitUntil(buildImageVariantsAfterUpload(deps, image.filePath));
        return done(HOMEPAGE_IMAGE_TOASTS.uploaded);
      }
      case "status":
        await setHomepageImageActive(context.db, submitted.id, submitted.is_active === "true", admin.id);
        return done(HOMEPAGE_IMAGE_TOASTS.status);
      case "details":
        await updateHomepageImageDetails(context.db, submitted.id, toImageDetails(submitted), admin.id);
        return done(HOMEPAGE_IMAGE_TOASTS.details);
      case "move":
        await moveHomepageImage(context.db, submitted.id, submitted.direction, admin.id);
        return done("Image order updated successfully");
      case "reorder":
        await reorderHomepageImages(context.db, submitted.order.split(",").filter(Boolean), admin.id);
        return done("Image order updated successfully");
      case "delete":
        await deleteHomepageImage(deps, submitted.id, admin.id);
        return done(HOMEPAGE_IMAGE_TOASTS.removed);
    }
  } catch (error) {
    if (!(error instanceof HomepageImageError)) throw error;
    // An upload's refusal concerns the file; the others the image as a whole.
    return refuse(error.status, error.message, parsed.values, intent === "upload" ? "file" : null);
  }
}

export default HomepageImagesView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
