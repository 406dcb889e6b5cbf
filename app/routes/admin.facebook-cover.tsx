import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Button } from "~/components/ui/Button";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { adminMeta } from "~/lib/admin/admin-meta";
import { adminFailure, adminSuccess } from "~/lib/admin/admin-reply.server";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { requireAdmin } from "~/lib/auth/session.server";
import { FACEBOOK_COVER, focalOfPositioning, parseFocal, SOCIAL_CARD } from "~/lib/images/social-card-files";
import {
  listCroppableImages,
  readSocialImageSetting,
  SocialCardError,
  saveSocialCard,
} from "~/lib/images/social-card.server";
import { imageWorkOf } from "~/lib/images/image-work.server";

export const meta: MetaFunction = () => adminMeta("Facebook cover");

const PAGE = "/admin/facebook-cover";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const [images, current] = await Promise.all([listCroppableImages(context.db), readSocialImageSetting(context.db)]);
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

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") !== "use-social-card") return adminFailure(form, 400, "Unknown action.");
  try {
    await saveSocialCard(
      imageWorkOf(context),
      String(form.get("image") ?? ""),
      { x: parseFocal(form.get("focalX")), y: parseFocal(form.get("focalY")) },
      admin.id,
    );
    return adminSuccess(request, context, form, PAGE, "Social card saved: it is now the site's default sharing image");
  } catch (error) {
    if (error instanceof SocialCardError) return adminFailure(form, error.status, error.message);
    throw error;
  }
}

export default function AdminFacebookCoverPage() {
  const { images, chosen, focal, current } = useLoaderData<typeof loader>();
  const actionData = useActionData<{ formError?: AdminFormError }>();
  const [image, setImage] = useState(chosen);
  const [x, setX] = useState(focal.x);
  const [y, setY] = useState(focal.y);
  const field = "mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";
  if (!chosen || !image) {
    return (
      <AdminPage title="Facebook cover">
        <p className="mt-6 text-ink-700">
          Upload a JPEG, PNG or WebP photo under{" "}
          <a href="/admin/homepage-images" className="text-clay-700 underline">
            Homepage images
          </a>{" "}
          first: covers are cropped from those (the built-in SVG illustrations cannot be cropped).
        </p>
      </AdminPage>
    );
  }
  // One set of fields for every button: the preview link (GET), the downloads (plain POST) and the social card (action).
  const fields = (
    <>
      <input type="hidden" name="image" value={image} />
      <input type="hidden" name="focalX" value={x} />
      <input type="hidden" name="focalY" value={y} />
    </>
  );
  return (
    <AdminPage
      title="Facebook cover"
      description={`Pick a homepage image and its focal point, then download a ${FACEBOOK_COVER.width} × ${FACEBOOK_COVER.height} JPEG for the Facebook page or a ${SOCIAL_CARD.width} × ${SOCIAL_CARD.height} social card. The saved social card is the site's default sharing image (og:image).`}
    >
      {actionData?.formError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {actionData.formError.message}
        </p>
      ) : null}
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200 sm:grid-cols-3"
        aria-label="Crop settings"
      >
        <label className="text-sm text-ink-900 sm:col-span-3">
          Homepage image
          <select name="image" value={image} onChange={(event) => setImage(event.target.value)} className={field}>
            {images.map((option) => (
              <option key={option.path} value={option.path}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-ink-900">
          Focal point across (%)
          <input
            type="number"
            name="focalX"
            min={0}
            max={100}
            value={x}
            onChange={(event) => setX(parseFocal(event.target.value))}
            className={field}
          />
        </label>
        <label className="text-sm text-ink-900">
          Focal point down (%)
          <input
            type="number"
            name="focalY"
            min={0}
            max={100}
            value={y}
            onChange={(event) => setY(parseFocal(event.target.value))}
            className={field}
          />
        </label>
        <div className="flex items-end">
          <Button type="submit" variant="ghost">
            Update preview
          </Button>
        </div>
      </Form>
      <section aria-labelledby="preview-heading" className="mt-6">
        <h2 id="preview-heading" className="text-xl text-ink-900">
          Preview
        </h2>
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          {[
            {
              label: `Facebook cover, ${FACEBOOK_COVER.width} × ${FACEBOOK_COVER.height}`,
              size: FACEBOOK_COVER,
              testId: "cover-preview",
            },
            {
              label: `Social card, ${SOCIAL_CARD.width} × ${SOCIAL_CARD.height}`,
              size: SOCIAL_CARD,
              testId: "card-preview",
            },
          ].map((preview) => (
            <figure key={preview.testId}>
              {/* object-fit: cover with object-position is the crop the server makes (see cropBox). */}
              <img
                src={image}
                alt=""
                data-testid={preview.testId}
                className="w-full rounded-xl object-cover ring-1 ring-sand-300"
                style={{ aspectRatio: `${preview.size.width} / ${preview.size.height}`, objectPosition: `${x}% ${y}%` }}
              />
              <figcaption className="mt-1 text-sm text-ink-700">{preview.label}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <div className="mt-6 flex flex-wrap gap-3">
        {/* Plain forms, not Remix's: the browser itself saves the JPEG the server answers with. */}
        <form method="post" action="/admin/facebook-cover/download">
          {fields}
          <input type="hidden" name="kind" value="cover" />
          <Button type="submit">Download cover (820 × 312 JPEG)</Button>
        </form>
        <form method="post" action="/admin/facebook-cover/download">
          {fields}
          <input type="hidden" name="kind" value="card" />
          <Button type="submit" variant="ghost">
            Download social card (1200 × 630 JPEG)
          </Button>
        </form>
        <Form method="post">
          {fields}
          <input type="hidden" name="intent" value="use-social-card" />
          <Button type="submit" variant="ghost">
            Use as the site's social image
          </Button>
        </Form>
      </div>
      <p className="mt-4 text-sm text-ink-700">
        {current ? (
          <>
            Current social image:{" "}
            <a href={current.path} className="text-clay-700 underline">
              {current.path}
            </a>{" "}
            (from {current.sourcePath}, focal point {current.focalX}% {current.focalY}%).
          </>
        ) : (
          "The site uses its built-in social image until you save a social card."
        )}
      </p>
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
