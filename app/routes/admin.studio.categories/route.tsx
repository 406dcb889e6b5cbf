import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { z } from "zod";
import { adminMeta } from "../../lib/admin/admin-meta";
import { requireAdmin } from "../../lib/auth/session.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import { formRefusal, withRefusalToast } from "../../lib/forms/form-refusal";
import { formText, parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import type { FormValues } from "../../lib/platform/reply";
import { replySuccess } from "../../lib/forms/reply.server";
import {
  createStudioCategory,
  listStudioCategories,
  moveStudioCategory,
  renameStudioCategory,
  setStudioCategoryActive,
} from "../../lib/studio/studio-categories.server";
import { StudioCategoryCreateSchema, StudioCategoryRenameSchema } from "../../lib/studio/studio-category-form";
import { StudioPieceError } from "../../lib/studio/studio-pieces.server";
import { StudioCategoriesView } from "./StudioCategoriesView";

export const meta: MetaFunction = () => adminMeta("Studio categories");

const PAGE = "/admin/studio/categories";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { categories: await listStudioCategories(context.db) };
}

const INTENTS = ["create", "rename", "move", "activate", "deactivate"] as const;
const categoryId = formText().pipe(z.string().min(1, "Choose a category.").max(64));
const CategoryRowSchema = z.object({ id: categoryId });
const MoveSchema = z.object({
  id: categoryId,
  direction: z.enum(["up", "down"], { error: "Choose to move the category up or down." }),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, INTENTS);
  const refuse = (status: number, message: string, values: FormValues = {}, field: string | null = null) =>
    replyFailure(formRefusal({ intent, message, values, field }), status);
  if (!intent) return refuse(400, "The form could not be read. Please reload the page and try again.");
  const done = (title: string) => replySuccess(request, context, form, { to: PAGE, toast: { title, tone: "success" } });
  let values: FormValues = {};
  try {
    switch (intent) {
      case "create": {
        const parsed = parseSubmission(form, StudioCategoryCreateSchema, { intent });
        if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
        values = parsed.values;
        const category = await createStudioCategory(context, parsed.value, admin.id);
        return done(`Category added: ${category.name}`);
      }
      case "rename": {
        const parsed = parseSubmission(form, StudioCategoryRenameSchema, { intent });
        if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
        values = parsed.values;
        const category = await renameStudioCategory(context, parsed.value.id, parsed.value.name, admin.id);
        return done(`Category renamed: ${category.name}`);
      }
      case "move": {
        const parsed = parseSubmission(form, MoveSchema, { intent });
        if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
        values = parsed.values;
        await moveStudioCategory(context, parsed.value.id, parsed.value.direction, admin.id);
        return done("Category order saved");
      }
      case "activate":
      case "deactivate": {
        const parsed = parseSubmission(form, CategoryRowSchema, { intent });
        if (!parsed.ok) return replyFailure(withRefusalToast(parsed.failure), 400);
        values = parsed.values;
        const category = await setStudioCategoryActive(context, parsed.value.id, intent === "activate", admin.id);
        return done(category.isActive ? `In the shop: ${category.name}` : `Switched off: ${category.name}`);
      }
    }
  } catch (error) {
    if (!(error instanceof StudioPieceError)) throw error;
    return refuse(error.status, error.message, values, error.field);
  }
}

export default StudioCategoriesView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
