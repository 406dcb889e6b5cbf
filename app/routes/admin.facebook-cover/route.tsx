import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formRefusal } from "../../lib/forms/form-refusal";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { focalOfPositioning, parseFocal } from "../../lib/images/social-card-files";
import {
  listCroppableImages,
  readSocialImageSetting,
  SocialCardError,
  saveSocialCard,
} from "../../lib/images/social-card.server";
import { replySuccess } from "../../lib/forms/reply.server";
import { FacebookCoverView } from "./FacebookCoverView";
import { imageWorkOf } from "../../lib/images/image-work.server";
import { awaitAll } from "../../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Facebook cover");

const PAGE = "/admin/facebook-cover";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const [images, current] = await awaitAll([listCroppableImages(context.db), readSocialImageSetting(context.db)]);
  const asked = url.searchParams.get("image");
  const chosen =
    images.find((image) => image.filePath === asked) ??
    images.find((image) => image.filePath === current?.sourcePath) ??
    images[0] ??
    null;
  const fallback =
    chosen?.filePath === current?.sourcePath && current
      ? { x: current.focalX, y: current.focalY }
      : focalOfPositioning(chosen?.positioning ?? null);
  const focal = {
    x: url.searchParams.has("focalX") ? parseFocal(url.searchParams.get("focalX")) : fallback.x,
    y: url.searchParams.has("focalY") ? parseFocal(url.searchParams.get("focalY")) : fallback.y,
  };
  return {
    images: images.map((image) => ({ path: image.filePath, label: image.altText || image.fileName })),
    chosen: chosen?.filePath ?? null,
    focal,
    current,
  };
}

/** The social card to save: an image and its focal point (a percentage; anything else reads as the centre). */
const SocialCardFormSchema = z.object({
  image: formText().pipe(z.string().max(300)),
  focalX: z.unknown().transform((value) => parseFocal(typeof value === "string" ? value : null)),
  focalY: z.unknown().transform((value) => parseFocal(typeof value === "string" ? value : null)),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const refuse = (status: number, message: string, values = {}) =>
    replyFailure(formRefusal({ message, values }), status);
  if (!readIntent(form, ["use-social-card"])) return refuse(400, "Unknown action.");
  const parsed = parseSubmission(form, SocialCardFormSchema);
  if (!parsed.ok) return replyFailure(parsed.failure, 400);
  const { image, focalX, focalY } = parsed.value;
  try {
    await saveSocialCard(imageWorkOf(context), image, { x: focalX, y: focalY }, admin.id);
    return replySuccess(request, context, form, {
      to: PAGE,
      toast: { title: "Social card saved: it is now the site's default sharing image", tone: "success" },
    });
  } catch (error) {
    if (error instanceof SocialCardError) return refuse(error.status, error.message, parsed.values);
    throw error;
  }
}

export default FacebookCoverView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
