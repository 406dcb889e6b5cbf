import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { adminMeta } from "~/lib/admin/admin-meta";
import { adminFailure, adminSuccess, typedValues } from "~/lib/admin/admin-reply.server";
import { searchProductsByTitle } from "~/lib/admin/badge-assignments.server";
import { requireAdmin } from "~/lib/auth/session.server";
import { listHomepageImages } from "~/lib/home/homepage-images.server";
import {
  addProductToLook,
  createLook,
  deleteLook,
  findLook,
  listLooks,
  LookError,
  moveLook,
  parseLookDetails,
  parsePickedProduct,
  removeProductFromLook,
  setLookPublished,
  updateLook,
} from "~/lib/looks/looks.server";
import { returnTarget } from "~/lib/platform/reply.server";
import { LOOK_TEXT_FIELDS } from "~/lib/looks/look-form";
import { PortfolioView, PAGE } from "./PortfolioView";

export const meta: MetaFunction = () => adminMeta("Lookbooks");

const ID = /^[0-9a-f-]{36}$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const lookId = url.searchParams.get("look") ?? "";
  const deleteId = url.searchParams.get("delete") ?? "";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const [looks, images] = await Promise.all([listLooks(context.db), listHomepageImages(context.db)]);
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
    confirmDelete: looks.find((look) => look.id === deleteId) ?? null,
    q,
    matches,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const unread = new FormData();
    unread.set("intent", "create");
    return adminFailure(unread, 400, "The form could not be read. Please try again.");
  }
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const deps = { db: context.db, bucket: context.env.HOMEPAGE_IMAGES };
  const back = returnTarget(request, form, PAGE);
  try {
    switch (intent) {
      case "create": {
        const look = await createLook(deps, {
          details: parseLookDetails(form),
          file: form.get("file"),
          userId: admin.id,
        });
        return adminSuccess(request, context, form, `${PAGE}?look=${look.id}`, "Look created: now add its products");
      }
      case "update": {
        const look = await updateLook(deps, id, {
          details: parseLookDetails(form),
          file: form.get("file"),
          userId: admin.id,
        });
        return adminSuccess(request, context, form, `${PAGE}?look=${look.id}`, "Look saved");
      }
      case "publish":
      case "unpublish":
        await setLookPublished(context.db, id, intent === "publish", admin.id);
        return adminSuccess(request, context, form, back, intent === "publish" ? "Look published" : "Look unpublished");
      case "move": {
        const direction = form.get("direction");
        if (direction !== "up" && direction !== "down")
          return adminFailure(form, 400, "Choose to move the look up or down.");
        await moveLook(context.db, id, direction, admin.id);
        return adminSuccess(request, context, form, back, "Look order updated");
      }
      case "delete": {
        if (form.get("confirm") !== "yes") return adminFailure(form, 400, "Confirm the deletion first.");
        const look = await deleteLook(deps, id, admin.id);
        return adminSuccess(request, context, form, PAGE, `Look deleted: ${look.title}`);
      }
      case "add-product": {
        const product = parsePickedProduct(form);
        await addProductToLook(context.db, id, product, admin.id);
        return adminSuccess(request, context, form, back, `Added to the look: ${product.productTitle}`);
      }
      case "remove-product":
        await removeProductFromLook(context.db, id, String(form.get("productId") ?? ""), admin.id);
        return adminSuccess(request, context, form, back, "Removed from the look");
      default:
        return adminFailure(form, 400, "Unknown action.");
    }
  } catch (error) {
    if (error instanceof LookError)
      return adminFailure(form, error.status, error.message, typedValues(form, [...LOOK_TEXT_FIELDS]));
    throw error;
  }
}

export default PortfolioView;

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
