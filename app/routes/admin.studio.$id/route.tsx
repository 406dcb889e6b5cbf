import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formRefusal, withRefusalToast } from "../../lib/forms/form-refusal";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { imageWorkOf } from "../../lib/images/image-work.server";
import { awaitAll } from "../../lib/platform/await-all";
import type { FormValues } from "../../lib/platform/reply";
import { replySuccess } from "../../lib/forms/reply.server";
import { listStudioCategories } from "../../lib/studio/studio-categories.server";
import { StudioPhotoAltSchema, StudioPieceFormSchema, studioPieceFormValues } from "../../lib/studio/studio-piece-form";
import { studioPieceStatusOf } from "../../lib/studio/studio-piece-status";
import {
  addStudioPhoto,
  describeStudioPhoto,
  finishAddedStudioPhoto,
  moveStudioPhoto,
  photosOf,
  removeStudioPhoto,
  STUDIO_PHOTOS_MAX,
} from "../../lib/studio/studio-photos.server";
import {
  createStudioPiece,
  findStudioPiece,
  StudioPieceError,
  updateStudioPiece,
} from "../../lib/studio/studio-pieces.server";
import { StudioPieceEditorView } from "./StudioPieceEditorView";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  adminMeta(data?.piece ? `Edit ${data.piece.name}` : "New studio piece");

const PIECE_ID = /^[0-9A-Za-z_-]{1,64}$/;

/** /admin/studio/new: an empty form; /admin/studio/{id}: that piece with its photos. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = params.id ?? "";
  const [piece, categories] = await awaitAll([
    id !== "new" && PIECE_ID.test(id) ? findStudioPiece(context.db, id) : null,
    listStudioCategories(context.db),
  ]);
  if (id !== "new" && !piece) throw new Response("That studio piece no longer exists", { status: 404 });
  return {
    piece: piece
      ? {
          id: piece.id,
          name: piece.name,
          slug: piece.slug,
          isActive: piece.isActive,
          status: studioPieceStatusOf(piece),
          photos: photosOf(piece),
          values: studioPieceFormValues(piece),
        }
      : null,
    categories: categories.map((category) => ({ id: category.id, name: category.name, isActive: category.isActive })),
    photosMax: STUDIO_PHOTOS_MAX,
  };
}

const INTENTS = ["create", "save", "photo-add", "photo-alt", "photo-move", "photo-remove"] as const;
const photoPath = formText().pipe(z.string().min(1, "Choose a photo.").max(300));
const PhotoFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("photo-add"), altText: StudioPhotoAltSchema }),
  z.object({ intent: z.literal("photo-alt"), path: photoPath, altText: StudioPhotoAltSchema }),
  z.object({
    intent: z.literal("photo-move"),
    path: photoPath,
    direction: z.enum(["up", "down"], { error: "Choose to move the photo up or down." }),
  }),
  z.object({ intent: z.literal("photo-remove"), path: photoPath }),
]);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  // The Worker's request screen already refused bodies over ADMIN_UPLOAD_BODY_LIMIT_BYTES unread.
  const form = await readFormBody(request);
  const intent = readIntent(form, INTENTS);
  const id = params.id ?? "";
  const page = `/admin/studio/${id}`;
  const refuse = (status: number, message: string, values: FormValues = {}, field: string | null = null) =>
    replyFailure(formRefusal({ intent, message, values, field }), status);
  if (!intent || (intent === "create") !== (id === "new") || (id !== "new" && !PIECE_ID.test(id)))
    return refuse(400, "The form could not be read. Please reload the page and try again.");
  const done = (to: string, title: string) =>
    replySuccess(request, context, form, { to, toast: { title, tone: "success" } });
  let values: FormValues = {};
  try {
    if (intent === "create" || intent === "save") {
      const parsed = parseSubmission(form, StudioPieceFormSchema, { intent });
      if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure, "Check the piece's details"), 400);
      values = parsed.values;
      if (intent === "create") {
        const piece = await createStudioPiece(context, parsed.value, admin.id);
        return done(`/admin/studio/${piece.id}`, `Created ${piece.name}: now add its photos`);
      }
      const piece = await updateStudioPiece(context, id, parsed.value, admin.id);
      return done(page, `Saved ${piece.name}: the shop shows it within a minute`);
    }
    const parsed = parseSubmission(form, PhotoFormSchema, { intent });
    if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
    values = parsed.values;
    const submitted = parsed.value;
    const work = imageWorkOf(context);
    switch (submitted.intent) {
      case "photo-add": {
        const photo = await addStudioPhoto(context, work, {
          pieceId: id,
          file: form.get("file"),
          altText: submitted.altText,
          userId: admin.id,
        });
        // The resized variants are built after the answer, as for homepage images: the upload never waits.
        context.waitUntil(finishAddedStudioPhoto(context, work, photo.path));
        return done(page, "Photo added");
      }
      case "photo-alt":
        await describeStudioPhoto(context, { pieceId: id, ...submitted, userId: admin.id });
        return done(page, "Photo description saved");
      case "photo-move":
        await moveStudioPhoto(context, { pieceId: id, ...submitted, userId: admin.id });
        return done(page, "Photo order saved");
      case "photo-remove":
        await removeStudioPhoto(context, work, { pieceId: id, path: submitted.path, userId: admin.id });
        return done(page, "Photo removed");
    }
  } catch (error) {
    if (!(error instanceof StudioPieceError)) throw error;
    return refuse(error.status, error.message, values, error.field);
  }
}

export default StudioPieceEditorView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
