import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { Button } from "~/components/ui/Button";
import { buttonClass } from "~/components/ui/button-styles";
import type { DragEvent } from "react";
import { JsReplyField } from "~/components/ui/JsReplyField";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { useFetcherToast } from "~/hooks/useFetcherToast";

export type HomepageImageView = {
  id: string;
  fileName: string;
  filePath: string;
  isActive: boolean;
  altText: string | null;
  caption: string | null;
  positioning: string | null;
  displayOrder: number;
};

export type Reply = {
  ok: boolean;
  toast?: { title: string; message?: string; tone?: "success" | "error" | "info" };
  formError?: AdminFormError;
};

const button = buttonClass({ variant: "ghost", size: "sm" });
const field = "mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";

/** One homepage image with its forms: status, move, details, delete. Each works as a plain form. */
export function HomepageImageCard({
  image,
  index,
  count,
  pageError,
  drag,
  remover,
}: {
  image: HomepageImageView;
  index: number;
  count: number;
  pageError: AdminFormError | null;
  /** The page's delete fetcher: this card unmounts when its image goes, so the page shows the toast. */
  remover: FetcherWithComponents<Reply>;
  drag: {
    draggable: boolean;
    onDragStart: (e: DragEvent) => void;
    onDragOver: (e: DragEvent) => void;
    onDrop: (e: DragEvent) => void;
  };
}) {
  const fetcher = useFetcher<Reply>();
  useFetcherToast(fetcher);
  const error = fetcher.data?.formError ?? (pageError?.id === image.id ? pageError : null);
  const detailsError = error?.intent === "details" ? error : null;
  const values = detailsError?.values;
  const busy = fetcher.state !== "idle";
  const headingId = `image-${image.id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="homepage-image"
      {...drag}
      className="flex flex-col gap-4 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200 sm:flex-row"
    >
      <img
        src={image.filePath}
        alt={image.altText ?? ""}
        className="h-32 w-full rounded-xl object-cover sm:w-48"
        style={{ objectPosition: image.positioning ?? "center" }}
        loading="lazy"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold break-all text-ink-900">
            {image.fileName}
          </h2>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${image.isActive ? "bg-emerald-100 text-emerald-900" : "bg-sand-200 text-ink-700"}`}
          >
            {image.isActive ? "Active" : "Inactive"}
          </span>
          <span className="text-xs text-ink-700">
            Position {index + 1} of {count}
          </span>
        </div>
        {error && !detailsError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {error.message}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="is_active" value={image.isActive ? "false" : "true"} />
            <button type="submit" className={button} disabled={busy}>
              {image.isActive ? "Deactivate" : "Activate"}
            </button>
          </fetcher.Form>
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="direction" value="up" />
            <button type="submit" className={button} disabled={busy || index === 0}>
              Move up<span className="sr-only"> {image.fileName}</span>
            </button>
          </fetcher.Form>
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="direction" value="down" />
            <button type="submit" className={button} disabled={busy || index === count - 1}>
              Move down<span className="sr-only"> {image.fileName}</span>
            </button>
          </fetcher.Form>
          <remover.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="danger-outline" size="sm" disabled={busy || remover.state !== "idle"}>
              Delete<span className="sr-only"> {image.fileName}</span>
            </Button>
          </remover.Form>
        </div>
        <details className="mt-3" open={Boolean(detailsError)}>
          <summary className="text-clay-800 cursor-pointer text-sm font-medium">Edit details</summary>
          <fetcher.Form method="post" className="mt-2 grid gap-3 sm:grid-cols-3">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="details" />
            <label className="text-sm text-ink-900">
              Alt text
              <input name="alt_text" defaultValue={values?.alt_text ?? image.altText ?? ""} className={field} />
            </label>
            <label className="text-sm text-ink-900">
              Caption
              <input name="caption" defaultValue={values?.caption ?? image.caption ?? ""} className={field} />
            </label>
            <label className="text-sm text-ink-900">
              Positioning
              <input
                name="positioning"
                defaultValue={values?.positioning ?? image.positioning ?? ""}
                placeholder="center top"
                className={field}
                aria-invalid={detailsError ? true : undefined}
                aria-describedby={detailsError ? `${headingId}-error` : undefined}
              />
            </label>
            {detailsError ? (
              <p id={`${headingId}-error`} role="alert" className="text-sm font-medium text-red-800 sm:col-span-3">
                {detailsError.message}
              </p>
            ) : null}
            <div className="sm:col-span-3">
              <button type="submit" className={button} disabled={busy}>
                Save details
              </button>
            </div>
          </fetcher.Form>
        </details>
      </div>
    </li>
  );
}
