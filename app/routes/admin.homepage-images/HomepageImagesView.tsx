import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState, type DragEvent } from "react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { HomepageImageCard, type Reply } from "../../components/admin/HomepageImageCard";
import { ErrorList } from "../../components/forms/ErrorList";
import { Field } from "../../components/forms/Field";
import { StatusButton } from "../../components/forms/StatusButton";
import { Card } from "../../components/ui/Card";
import { EmptyState } from "../../components/ui/EmptyState";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useContractForm } from "../../hooks/useContractForm";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { useHydrated } from "../../hooks/useHydrated";
import { isFormFailure } from "../../lib/platform/reply";
import type { action, loader } from "./route";

export function HomepageImagesView() {
  const { images } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const upload = useFetcher<Reply>();
  const reorder = useFetcher<Reply>();
  const remover = useFetcher<Reply>();
  useFetcherToast(remover);
  useFetcherToast(upload);
  useFetcherToast(reorder);
  const [dragged, setDragged] = useState<string | null>(null);
  const pageFailure = isFormFailure(actionData) ? actionData : null;
  const uploadReply = upload.data ?? (pageFailure?.intent === "upload" ? pageFailure : undefined);
  const { fields } = useContractForm("upload", uploadReply);

  // Optimistic order while a drag's reorder is on its way.
  const pendingOrder = reorder.formData ? String(reorder.formData.get("order")).split(",") : null;
  const shown = pendingOrder
    ? [...images].sort((a, b) => pendingOrder.indexOf(a.id) - pendingOrder.indexOf(b.id))
    : images;

  function dragHandlers(id: string) {
    return {
      draggable: hydrated,
      onDragStart: (event: DragEvent) => {
        setDragged(id);
        event.dataTransfer.effectAllowed = "move";
      },
      onDragOver: (event: DragEvent) => event.preventDefault(),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (!dragged || dragged === id) return;
        const order = shown.map((image) => image.id).filter((other) => other !== dragged);
        order.splice(order.indexOf(id), 0, dragged);
        setDragged(null);
        reorder.submit({ intent: "reorder", order: order.join(","), _reply: "json" }, { method: "post" });
      },
    };
  }

  return (
    <AdminPage
      title="Homepage images"
      description="The home page hero shows one active image at random. Inactive images stay here until you delete them."
    >
      <Card as="section" padding="sm" aria-labelledby="upload-heading" className="mt-6">
        <h2 id="upload-heading" className="text-xl text-ink-900">
          Upload an image
        </h2>
        <upload.Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 grid gap-3 sm:grid-cols-2"
          key={upload.data?.ok ? String(images.length) : "form"}
        >
          <JsReplyField />
          <input type="hidden" name="intent" value="upload" />
          <Field
            className="sm:col-span-2"
            label="Image (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)"
            labelClassName="text-sm font-normal"
            field={fields.file}
            errorRole="alert"
            inputProps={{
              type: "file",
              required: true,
              accept: "image/jpeg,image/png,image/webp,image/avif,image/gif",
            }}
          />
          <Field label="Alt text" labelClassName="text-sm font-normal" field={fields.alt_text} />
          <Field label="Caption" labelClassName="text-sm font-normal" field={fields.caption} />
          <div className="sm:col-span-2">
            <StatusButton fetcherState={upload.state} disabled={upload.state !== "idle"} pendingLabel="Uploading…">
              Upload image
            </StatusButton>
          </div>
        </upload.Form>
      </Card>
      {[reorder.data, remover.data].map((reply, index) =>
        isFormFailure(reply) ? (
          <ErrorList key={index} role="alert" className="mt-4" errors={[reply.formError]} />
        ) : null,
      )}
      {shown.length === 0 ? (
        <EmptyState title="No homepage images yet." className="mt-6">
          The home page shows its default image.
        </EmptyState>
      ) : (
        <>
          {hydrated ? (
            <p className="mt-6 text-sm text-ink-700">Drag an image to reorder, or use Move up and Move down.</p>
          ) : null}
          <ol className="mt-3 flex flex-col gap-3">
            {shown.map((image, index) => (
              <HomepageImageCard
                key={image.id}
                image={image}
                index={index}
                count={shown.length}
                pageFailure={pageFailure?.values.id === image.id ? pageFailure : null}
                drag={dragHandlers(image.id)}
                remover={remover}
              />
            ))}
          </ol>
        </>
      )}
    </AdminPage>
  );
}
