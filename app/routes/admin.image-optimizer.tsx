import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Button } from "~/components/ui/Button";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { adminMeta } from "~/lib/admin/admin-meta";
import { adminFailure, adminSuccess } from "~/lib/admin/admin-reply.server";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { requireAdmin } from "~/lib/auth/session.server";
import { savingOf, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from "~/lib/images/image-variant-files";
import {
  ImageVariantError,
  listOptimizerImages,
  rebuildAllImageVariants,
  rebuildImageVariants,
  type OptimizerImage,
} from "~/lib/images/image-variants.server";
import { imageWorkOf } from "~/lib/images/image-work.server";
import type { Toast } from "~/lib/platform/toast";

export const meta: MetaFunction = () => adminMeta("Image optimizer");

const PAGE = "/admin/image-optimizer";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { images: await listOptimizerImages(context.db) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData().catch(() => new FormData());
  const deps = imageWorkOf(context);
  const intent = form.get("intent");
  try {
    if (intent === "build") {
      const path = String(form.get("path") ?? "");
      const known = (await listOptimizerImages(context.db)).some((image) => image.path === path);
      if (!known) return adminFailure(form, 404, "That image is no longer a homepage image or blog cover.");
      const rows = await rebuildImageVariants(deps, path, admin.id);
      return adminSuccess(
        request,
        context,
        form,
        PAGE,
        rows.length ? `Built ${rows.length} variants` : "Nothing to build: the original is narrower than 640 px",
      );
    }
    if (intent === "build-all") {
      const result = await rebuildAllImageVariants(deps, admin.id);
      const title = `Built variants for ${result.built} ${result.built === 1 ? "image" : "images"}${result.failed.length ? `; ${result.failed.length} failed` : ""}`;
      return adminSuccess(request, context, form, PAGE, title);
    }
    return adminFailure(form, 400, "Unknown action.");
  } catch (error) {
    if (error instanceof ImageVariantError) return adminFailure(form, error.status, error.message);
    throw error;
  }
}

type Reply = { ok: boolean; toast?: Toast; formError?: AdminFormError };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const FORMAT_LABELS: Record<VariantFormat, string> = { avif: "AVIF", webp: "WebP", jpeg: "JPEG" };

export default function AdminImageOptimizerPage() {
  const { images } = useLoaderData<typeof loader>();
  const actionData = useActionData<Reply>();
  const all = useFetcher<Reply>();
  useFetcherToast(all);
  const resizable = images.filter((image) => !image.notResizable);
  return (
    <AdminPage
      title="Image optimizer"
      description={`Resized copies of every homepage image and blog cover at ${VARIANT_WIDTHS.join(", ")} px wide (never wider than the original), in AVIF, WebP and JPEG, stored beside the original. The home hero offers them in a picture element: AVIF first, then WebP, with the JPEG variants and the original for browsers that take neither. New homepage uploads are resized after they are saved.`}
      actions={
        <all.Form method="post">
          <JsReplyField />
          <input type="hidden" name="intent" value="build-all" />
          <Button type="submit" disabled={all.state !== "idle" || resizable.length === 0}>
            {all.state !== "idle" ? "Building…" : "Build all"}
          </Button>
        </all.Form>
      }
    >
      {actionData?.formError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {actionData.formError.message}
        </p>
      ) : null}
      {images.length === 0 ? (
        <p className="mt-6 text-ink-700">No homepage images or blog covers yet.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {images.map((image) => (
            <OptimizerRow key={image.path} image={image} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function OptimizerRow({ image }: { image: OptimizerImage }) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const headingId = `optimizer-${image.path.replace(/\W+/g, "-")}`;
  // Spec 001's "webp-conversion savings", per format: all of a format's variants against as many copies of the original.
  const savings = VARIANT_FORMATS.flatMap((format) => {
    const files = image.variants.filter((variant) => variant.format === format);
    if (!image.original || files.length === 0) return [];
    return [
      {
        format,
        saving: savingOf(
          image.original.bytes * files.length,
          files.reduce((sum, variant) => sum + variant.bytes, 0),
        ),
      },
    ];
  });
  return (
    <li
      aria-labelledby={headingId}
      data-testid="optimizer-image"
      className="rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200"
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <img src={image.path} alt="" className="h-24 w-full rounded-xl object-cover sm:w-36" loading="lazy" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold break-all text-ink-900">
            {image.label}
          </h2>
          <p className="text-sm text-ink-700">
            {image.kind} · <span className="break-all">{image.path}</span>
          </p>
          {image.notResizable ? (
            <p className="mt-2 text-sm text-ink-700">{image.notResizable}</p>
          ) : image.original ? (
            <>
              <p className="mt-2 text-sm text-ink-900">{`Original: ${image.original.width} × ${image.original.height} px, ${kib(image.original.bytes)}`}</p>
              {savings.length ? (
                <ul className="mt-1 text-sm text-ink-900" data-testid="format-savings">
                  {savings.map(({ format, saving }) => (
                    <li
                      key={format}
                    >{`${FORMAT_LABELS[format]} conversion savings: ${saving.percent >= 0 ? "" : "−"}${kib(Math.abs(saving.bytes))} (${saving.percent}%) over the variants`}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : (
            <p className="mt-2 text-sm text-ink-700">No variants built yet.</p>
          )}
          {fetcher.data?.formError ? (
            <p role="alert" className="mt-2 text-sm font-medium text-red-800">
              {fetcher.data.formError.message}
            </p>
          ) : null}
        </div>
        {image.notResizable ? null : (
          <fetcher.Form method="post" className="shrink-0">
            <JsReplyField />
            <input type="hidden" name="intent" value="build" />
            <input type="hidden" name="path" value={image.path} />
            <Button
              type="submit"
              disabled={fetcher.state !== "idle"}
              aria-label={`${image.variants.length ? "Rebuild" : "Build"} variants of ${image.label}`}
              variant="ghost"
              size="sm"
            >
              {fetcher.state !== "idle" ? "Building…" : image.variants.length ? "Rebuild" : "Build"}
            </Button>
          </fetcher.Form>
        )}
      </div>
      {image.variants.length > 0 && image.original ? (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`Variants of ${image.label}`}</caption>
            <thead className="text-ink-700">
              <tr>
                <th scope="col" className="p-2">
                  Variant
                </th>
                <th scope="col" className="p-2">
                  Size
                </th>
                <th scope="col" className="p-2">
                  Bytes
                </th>
                <th scope="col" className="p-2">
                  Saving
                </th>
              </tr>
            </thead>
            <tbody>
              {image.variants.map((variant) => (
                <tr key={variant.path} className="border-t border-sand-200">
                  <td className="p-2">
                    <a
                      href={variant.path}
                      className="text-clay-700 underline"
                    >{`${variant.width} px ${FORMAT_LABELS[variant.format]}`}</a>
                  </td>
                  <td className="p-2">{`${variant.width} × ${variant.height}`}</td>
                  <td className="p-2">{kib(variant.bytes)}</td>
                  <td className="p-2">{`${variant.saving.bytes >= 0 ? "" : "−"}${kib(Math.abs(variant.saving.bytes))} (${variant.saving.percent}%)`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/admin/kit/GeneralErrorBoundary";
