import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminActionFailure } from "../../lib/admin/admin-action-failure";
import { pageCount } from "../../lib/admin/admin-list";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { awaitAll } from "../../lib/platform/await-all";
import { replySuccess, returnTarget } from "../../lib/forms/reply.server";
import { listStudioCategories } from "../../lib/studio/studio-categories.server";
import {
  listStudioPieces,
  parseStudioListFilters,
  setStudioPieceOnSale,
  StudioPieceError,
} from "../../lib/studio/studio-pieces.server";
import { StudioPiecesView } from "./StudioPiecesView";

export const meta: MetaFunction = () => adminMeta("Studio pieces");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filters = parseStudioListFilters(new URL(request.url));
  const [list, categories] = await awaitAll([listStudioPieces(context.db, filters), listStudioCategories(context.db)]);
  return {
    ...list,
    filters,
    pages: pageCount(list.total),
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
  };
}

const SALE_INTENTS = ["put-on-sale", "take-off-sale"] as const;
const PieceIdSchema = z.object({ id: formText().pipe(z.string().min(1, "Choose a piece.").max(64)) });

/** A row's "Take off sale" / "Put on sale" (the editor saves everything else). */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, SALE_INTENTS);
  const parsed = parseSubmission(form, PieceIdSchema, { intent });
  if (!intent || !parsed.ok) return replyFailure(adminActionFailure(intent, "Choose a piece and an action."), 400);
  try {
    const piece = await setStudioPieceOnSale(context, parsed.value.id, intent === "put-on-sale", admin.id);
    return replySuccess(request, context, form, {
      to: returnTarget(request, form, "/admin/studio"),
      toast: { title: piece.isActive ? `On sale: ${piece.name}` : `Taken off sale: ${piece.name}`, tone: "success" },
    });
  } catch (error) {
    if (!(error instanceof StudioPieceError)) throw error;
    return replyFailure(adminActionFailure(intent, error.message, parsed.values), error.status);
  }
}

export default StudioPiecesView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
