// POST /favorites: intent add | remove | toggle (the favorites contract), and
// the favorites page's list. A database failure answers the spec's "Unable
// to ..." message with 503, never the generic error page.
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { getUser, requireUser } from "../auth/session.server";
import { replyWithToast, returnTarget, wantsJson } from "../platform/reply.server";
import type { Toast } from "../platform/toast";
import { FAVORITE_MESSAGES, FavoriteFormSchema } from "./favorite-form";
import type { FavoriteChange, FavoriteItem } from "./favorite-item";
import { addFavorite, listFavorites, removeFavorite, toggleFavorite } from "./favorites.server";
import { logger } from "~/lib/platform/logger";

function toastOfChange(change: FavoriteChange, productName: string): Toast {
  if (change === "duplicate") return { title: FAVORITE_MESSAGES.duplicate, tone: "info" };
  const title = change === "added" ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed;
  return { title, message: productName || undefined, tone: "success" };
}

export async function handleFavoriteAction(request: Request, context: AppLoadContext) {
  const form = await request.formData().catch(() => new FormData());
  const json = wantsJson(form);
  const back = returnTarget(request, form, "/favorites");
  const unavailable = (removing: boolean) =>
    replyWithToast(request, context, { json, status: 503, to: back, toast: { title: removing ? FAVORITE_MESSAGES.removeUnavailable : FAVORITE_MESSAGES.addUnavailable, tone: "error" }, headers: { "Retry-After": "10" } });
  // A toggle says which way it was going: the heart sends the state it showed.
  const removing = form.get("intent") === "remove" || (form.get("intent") === "toggle" && form.get("wasFavorite") === "true");
  const user = await getUser(request, context).catch((error: unknown) => {
    logger.error("favorites: reading the signed-in user failed", { error });
    return undefined;
  });
  if (user === undefined) return unavailable(removing);
  if (!user) {
    return replyWithToast(request, context, { json, status: 401, to: `/auth?redirectTo=${encodeURIComponent(back)}`, toast: { title: FAVORITE_MESSAGES.signInRequired, tone: "info" } });
  }
  const parsed = FavoriteFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return replyWithToast(request, context, { json, status: 400, to: back, toast: { title: FAVORITE_MESSAGES.addFailed, tone: "error" } });
  const { intent, productId, productName, productImage, productPrice } = parsed.data;
  const item = { productId, productName, productImage, productPrice };
  let change: FavoriteChange;
  try {
    change =
      intent === "add" ? await addFavorite(context.db, user.id, item)
      : intent === "remove" ? await removeFavorite(context.db, user.id, productId)
      : await toggleFavorite(context.db, user.id, item);
  } catch (error) {
    logger.error("favorite change failed", { error });
    return unavailable(removing);
  }
  const isFavorite = change === "added" || change === "duplicate";
  return replyWithToast(request, context, { json, status: change === "duplicate" ? 409 : 200, to: back, toast: toastOfChange(change, productName), extra: { change, isFavorite } });
}

export type FavoritesPageData = { favorites: FavoriteItem[]; loadError: string | null };

export async function loadFavoritesPage(request: Request, context: AppLoadContext) {
  try {
    const user = await requireUser(request, context);
    return data<FavoritesPageData>({ favorites: await listFavorites(context.db, user.id), loadError: null }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    // The sign-in redirect is an answer, not a failure.
    if (error instanceof Response) throw error;
    logger.error("favorites list failed", { error });
    return data<FavoritesPageData>({ favorites: [], loadError: FAVORITE_MESSAGES.loadUnavailable }, { status: 503, headers: { "Cache-Control": "private, no-store", "Retry-After": "10" } });
  }
}
