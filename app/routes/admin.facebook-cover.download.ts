import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireAdmin } from "../lib/auth/session.server";
import { readFormBody } from "../lib/forms/form-body.server";
import { FACEBOOK_COVER, parseFocal, SOCIAL_CARD } from "../lib/images/social-card-files";
import { cropHomepageImage, SocialCardError } from "../lib/images/social-card.server";
import { imageWorkOf } from "../lib/images/image-work.server";

// The crops as file downloads: a plain POST form (also with JavaScript: the
// browser saves the answer), answered with the JPEG itself.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return redirect("/admin/facebook-cover");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await readFormBody(request);
  const kind = form.get("kind") === "card" ? "card" : "cover";
  const size = kind === "card" ? SOCIAL_CARD : FACEBOOK_COVER;
  try {
    const image = await cropHomepageImage(imageWorkOf(context), String(form.get("image") ?? ""), size, {
      x: parseFocal(form.get("focalX")),
      y: parseFocal(form.get("focalY")),
    });
    const fileName =
      kind === "card"
        ? `social-card-${size.width}x${size.height}.jpg`
        : `facebook-cover-${size.width}x${size.height}.jpg`;
    return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof SocialCardError)
      return new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
      });
    throw error;
  }
}
