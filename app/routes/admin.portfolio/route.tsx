import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import type { LookDeleteQuestion } from "../../components/admin/looks/LookDeleteForm";
import { adminMeta } from "../../lib/admin/admin-meta";
import { searchProductsByTitle } from "../../lib/admin/badge-assignments.server";
import { requireAdmin } from "../../lib/auth/session.server";
import { listHomepageImages } from "../../lib/home/homepage-images.server";
import {
  addProductToLook,
  createLook,
  deleteLook,
  findLook,
  listLooks,
  LookError,
  moveLook,
  LookDetailsSchema,
  parsePickedProduct,
  removeProductFromLook,
  setLookPublished,
  updateLook,
  withLookSlug,
} from "../../lib/looks/looks.server";
import { readFormBody, replyFailure } from "../../lib/forms/form-body.server";
import type { FormValues } from "../../lib/platform/reply";
import { formRefusal } from "../../lib/forms/form-refusal";
import { parseSubmission, readIntent } from "../../lib/forms/parse-submission";
import { replySuccess, returnTarget } from "../../lib/forms/reply.server";
import { PAGE } from "./portfolio-page";
import { PortfolioView } from "./PortfolioView";
import { awaitAll } from "../../lib/platform/await-all";

export const meta: MetaFunction = () => adminMeta("Lookbooks");

const ID = /^[0-9a-f-]{36}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const lookId = url.searchParams.get("look") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [looks, images] = await awaitAll([listLooks(context.db), listHomepageImages(context.db)]);
  const editing = ID.test(lookId) ? await findLook(context.db, lookId) : null;
  if (lookId && !editing) throw new Response("That look no longer exists.", { status: 404 });
  const matches = editing && q ? await searchProductsByTitle(context, q) : [];
  return {
    looks,
    homepageImages: images.map((image) => ({
      filePath: image.filePath,
      label: image.caption || image.altText || image.fileName,
    })),
    editing,
    q,
    matches,
  };
}

const LOOK_INTENTS = [
  "create",
  "update",
  "publish",
  "unpublish",
  "move",
  "delete",
  "confirm-delete",
  "add-product",
  "remove-product",
] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormBody(request);
  const intent = readIntent(form, LOOK_INTENTS);
  const id = formString(form, "id");
  const deps = { db: context.db, bucket: context.env.HOMEPAGE_IMAGES };
  const back = returnTarget(request, form, PAGE);
  const refuse = (status: number, message: string, values: FormValues = {}, field: string | null = null) =>
    replyFailure(formRefusal({ intent, message, values: { ...values, id }, field }), status);
  const done = (to: string, title: string) =>
    replySuccess(request, context, form, { to, toast: { title, tone: "success" } });
  if (!intent) return refuse(400, "The form could not be read. Please try again.");
  let values: FormValues = {};
  try {
    switch (intent) {
      case "create":
      case "update": {
        const parsed = parseSubmission(form, LookDetailsSchema, { intent });
        if (!parsed.ok) return replyFailure(parsed.failure, 400);
        values = parsed.values;
        const { intent: _intent, id: lookId, ...fields } = parsed.value;
        const input = { details: withLookSlug(fields), file: form.get("file"), userId: admin.id };
        if (intent === "create") {
          const look = await createLook(deps, input);
          return done(`${PAGE}?look=${look.id}`, "Look created: now add its products");
        }
        const look = await updateLook(deps, lookId, input);
        return done(`${PAGE}?look=${look.id}`, "Look saved");
      }
      case "publish":
      case "unpublish":
        await setLookPublished(context.db, id, intent === "publish", admin.id);
        return done(back, intent === "publish" ? "Look published" : "Look unpublished");
      case "move": {
        const direction = form.get("direction");
        if (direction !== "up" && direction !== "down") return refuse(400, "Choose to move the look up or down.");
        await moveLook(context.db, id, direction, admin.id);
        return done(back, "Look order updated");
      }
      case "delete":
        return data<LookDeleteQuestion>({ kind: "confirm-delete", lookId: id });
      case "confirm-delete": {
        const look = await deleteLook(deps, id, admin.id);
        return done(PAGE, `Look deleted: ${look.title}`);
      }
      case "add-product": {
        const product = parsePickedProduct(form);
        await addProductToLook(context.db, id, product, admin.id);
        return done(back, `Added to the look: ${product.productTitle}`);
      }
      case "remove-product":
        await removeProductFromLook(context.db, id, formString(form, "productId"), admin.id);
        return done(back, "Removed from the look");
    }
  } catch (error) {
    if (error instanceof LookError) return refuse(error.status, error.message, values, error.field);
    throw error;
  }
}

function formString(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 200) : "";
}

export default PortfolioView;

export { GeneralErrorBoundary as ErrorBoundary } from "../../components/admin/kit/GeneralErrorBoundary";
