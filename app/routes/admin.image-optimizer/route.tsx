import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formRefusal, withRefusalToast } from "../../lib/forms/form-refusal";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import {
  ImageVariantError,
  listOptimizerImages,
  rebuildAllImageVariants,
  rebuildImageVariants,
} from "../../lib/images/image-variants.server";
import { replySuccess } from "../../lib/forms/reply.server";
import { ImageOptimizerView } from "./ImageOptimizerView";
import { imageWorkOf } from "../../lib/images/image-work.server";

export const meta: MetaFunction = () => adminMeta("Image optimizer");

const PAGE = "/admin/image-optimizer";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { images: await listOptimizerImages(context.db) };
}

const BuildFormSchema = z.object({ path: formText().pipe(z.string().max(500)) });

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const deps = imageWorkOf(context);
  const intent = readIntent(form, ["build", "build-all"]);
  const refuse = (status: number, message: string) => replyFailure(formRefusal({ intent, message }), status);
  const done = (title: string) =>
    replySuccess(request, context, form, {
      to: PAGE,
      toast: { title, tone: "success" },
    });
  try {
    if (intent === "build") {
      const parsed = parseSubmission(form, BuildFormSchema, { intent });
      if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
      const { path } = parsed.value;
      const known = (await listOptimizerImages(context.db)).some((image) => image.path === path);
      if (!known) return refuse(404, "That image is no longer a homepage image or blog cover.");
      const rows = await rebuildImageVariants(deps, path, admin.id);
      return done(
        rows.length ? `Built ${rows.length} variants` : "Nothing to build: the original is narrower than 640 px",
      );
    }
    if (intent === "build-all") {
      const result = await rebuildAllImageVariants(deps, admin.id);
      const failed = result.failed.length ? `; ${result.failed.length} failed` : "";
      return done(`Built variants for ${result.built} ${result.built === 1 ? "image" : "images"}${failed}`);
    }
    return refuse(400, "Unknown action.");
  } catch (error) {
    if (error instanceof ImageVariantError) return refuse(error.status, error.message);
    throw error;
  }
}

export default ImageOptimizerView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
