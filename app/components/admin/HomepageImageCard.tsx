import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import type { DragEvent } from "react";
import { ErrorList } from "../forms/ErrorList";
import { Field } from "../forms/Field";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { JsReplyField } from "../ui/JsReplyField";
import { useContractForm } from "../../hooks/useContractForm";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { keptValue } from "../../lib/forms/form-failure";
import { isFormFailure, type FormFailure } from "../../lib/platform/reply";
import type { Toast } from "../../lib/platform/toast";

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

/** What the page's actions answer a fetcher: a success, or the one failure shape. */
export type Reply = { ok: boolean; toast?: Toast | null };

/** One homepage image with its forms: status, move, details, delete. Each works as a plain form. */
export function HomepageImageCard({
  image,
  index,
  count,
  pageFailure,
  drag,
  remover,
}: {
  image: HomepageImageView;
  index: number;
  count: number;
  /** The page's failure (a form posted without JavaScript) when it concerns this image. */
  pageFailure: FormFailure | null;
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
  const failure = isFormFailure(fetcher.data) ? fetcher.data : pageFailure;
  const detailsFailure = failure?.intent === "details" ? failure : null;
  const { fields } = useContractForm(`image-${image.id}-details`, detailsFailure ?? fetcher.data);
  const busy = fetcher.state !== "idle";
  const kept = (name: string, saved: string | null) => keptValue(detailsFailure, name) ?? saved ?? "";
  const headingId = `image-${image.id}`;
  return (
    <Card
      as="li"
      padding="sm"
      aria-labelledby={headingId}
      data-testid="homepage-image"
      {...drag}
      className="flex flex-col gap-4 sm:flex-row"
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
          <Badge tone={image.isActive ? "success" : "neutral"}>{image.isActive ? "Active" : "Inactive"}</Badge>
          <span className="text-xs text-ink-700">
            Position {index + 1} of {count}
          </span>
        </div>
        {failure && !detailsFailure ? (
          <ErrorList role="alert" className="mt-2" errors={[failure.formError ?? failure.toast?.message]} />
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="is_active" value={image.isActive ? "false" : "true"} />
            <Button variant="ghost" size="sm" disabled={busy}>
              {image.isActive ? "Deactivate" : "Activate"}
            </Button>
          </fetcher.Form>
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="direction" value="up" />
            <Button variant="ghost" size="sm" disabled={busy || index === 0}>
              Move up<span className="sr-only"> {image.fileName}</span>
            </Button>
          </fetcher.Form>
          <fetcher.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="direction" value="down" />
            <Button variant="ghost" size="sm" disabled={busy || index === count - 1}>
              Move down<span className="sr-only"> {image.fileName}</span>
            </Button>
          </fetcher.Form>
          <remover.Form method="post">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="delete" />
            <Button variant="danger-outline" size="sm" disabled={busy || remover.state !== "idle"}>
              Delete<span className="sr-only"> {image.fileName}</span>
            </Button>
          </remover.Form>
        </div>
        <details className="mt-3" open={Boolean(detailsFailure)}>
          <summary className="cursor-pointer text-sm font-medium text-clay-700">Edit details</summary>
          <fetcher.Form method="post" className="mt-2 grid gap-3 sm:grid-cols-3">
            <JsReplyField />
            <input type="hidden" name="id" value={image.id} />
            <input type="hidden" name="intent" value="details" />
            <Field
              label="Alt text"
              labelClassName="text-sm font-normal"
              field={fields.alt_text}
              errorRole="alert"
              inputProps={{ defaultValue: kept("alt_text", image.altText) }}
            />
            <Field
              label="Caption"
              labelClassName="text-sm font-normal"
              field={fields.caption}
              errorRole="alert"
              inputProps={{ defaultValue: kept("caption", image.caption) }}
            />
            <Field
              label="Positioning"
              labelClassName="text-sm font-normal"
              field={fields.positioning}
              errorRole="alert"
              inputProps={{ defaultValue: kept("positioning", image.positioning), placeholder: "center top" }}
            />
            <div className="sm:col-span-3">
              <Button variant="ghost" size="sm" disabled={busy}>
                Save details
              </Button>
            </div>
          </fetcher.Form>
        </details>
      </div>
    </Card>
  );
}
