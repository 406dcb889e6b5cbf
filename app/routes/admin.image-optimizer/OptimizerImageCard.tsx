import { useFetcher } from "@remix-run/react";
import { ErrorList } from "../../components/forms/ErrorList";
import { StatusButton } from "../../components/forms/StatusButton";
import { Card } from "../../components/ui/Card";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { isFormFailure } from "../../lib/platform/reply";
import { savingOf, VARIANT_FORMATS, type VariantFormat } from "../../lib/images/image-variant-files";
import type { OptimizerImage } from "../../lib/images/image-variants.server";
import type { Toast } from "../../lib/platform/toast";

/** What the page's actions answer a fetcher: a success, or the one failure shape. */
export type Reply = { ok: boolean; toast?: Toast | null };

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const FORMAT_LABELS: Record<VariantFormat, string> = { avif: "AVIF", webp: "WebP", jpeg: "JPEG" };

/** One image: its original, the saving per format, its variants, and a button to (re)build them. */
export function OptimizerImageCard({ image }: { image: OptimizerImage }) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const headingId = `optimizer-${image.path.replace(/\W+/g, "-")}`;
  // The "webp-conversion savings", per format: all of a format's variants against as many copies of the original.
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
    <Card as="li" padding="sm" aria-labelledby={headingId} data-testid="optimizer-image">
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
          {isFormFailure(fetcher.data) ? (
            <ErrorList role="alert" className="mt-2" errors={[fetcher.data.formError]} />
          ) : null}
        </div>
        {image.notResizable ? null : (
          <fetcher.Form method="post" className="shrink-0">
            <JsReplyField />
            <input type="hidden" name="intent" value="build" />
            <input type="hidden" name="path" value={image.path} />
            <StatusButton
              fetcherState={fetcher.state}
              disabled={fetcher.state !== "idle"}
              aria-label={`${image.variants.length ? "Rebuild" : "Build"} variants of ${image.label}`}
              variant="ghost"
              size="sm"
              pendingLabel="Building…"
            >
              {image.variants.length ? "Rebuild" : "Build"}
            </StatusButton>
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
    </Card>
  );
}
