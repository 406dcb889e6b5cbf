import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FavoritesList } from "~/components/account/FavoritesList";
import { LocalFavoritesOffer } from "~/components/account/LocalFavoritesOffer";
import { replyWithToast, returnTarget, wantsJson } from "~/lib/platform/reply.server";
import { getUser, requireUser } from "~/lib/auth/session.server";
import { FAVORITE_MESSAGES, FavoriteFormSchema } from "~/lib/favorites/favorite-form";
import { addFavorite, listFavorites, removeFavorite, toggleFavorite } from "~/lib/favorites/favorites.server";

export const meta: MetaFunction = () => [{ title: "Favorites | Boho Boutique" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { favorites: await listFavorites(context.db, user.id) };
}

// POST /favorites: intent add | remove | toggle (the favorites contract).
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const json = wantsJson(form);
  const back = returnTarget(request, form, "/favorites");
  const user = await getUser(request, context);
  if (!user) {
    return replyWithToast(request, context, { json, status: 401, to: `/auth?redirectTo=${encodeURIComponent(back)}`, toast: { title: FAVORITE_MESSAGES.signInRequired, tone: "info" } });
  }
  const parsed = FavoriteFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return replyWithToast(request, context, { json, status: 400, to: back, toast: { title: FAVORITE_MESSAGES.addFailed, tone: "error" } });
  const { intent, productId, productName, productImage, productPrice } = parsed.data;
  const item = { productId, productName, productImage, productPrice };
  try {
    const change =
      intent === "add" ? await addFavorite(context.db, user.id, item)
      : intent === "remove" ? await removeFavorite(context.db, user.id, productId)
      : await toggleFavorite(context.db, user.id, item);
    const toast =
      change === "duplicate" ? { title: FAVORITE_MESSAGES.duplicate, tone: "info" as const }
      : change === "added" ? { title: FAVORITE_MESSAGES.added, message: productName || undefined, tone: "success" as const }
      : { title: FAVORITE_MESSAGES.removed, message: productName || undefined, tone: "success" as const };
    const isFavorite = change === "added" || change === "duplicate";
    return replyWithToast(request, context, { json, status: change === "duplicate" ? 409 : 200, to: back, toast, extra: { change, isFavorite } });
  } catch (error) {
    console.error("favorite change failed", error);
    const title = intent === "remove" ? FAVORITE_MESSAGES.removeFailed : FAVORITE_MESSAGES.addFailed;
    return replyWithToast(request, context, { json, status: 500, to: back, toast: { title, tone: "error" } });
  }
}

export default function FavoritesPage() {
  const { favorites } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl">Favorites</h1>
      <LocalFavoritesOffer />
      <FavoritesList favorites={favorites} />
    </main>
  );
}
