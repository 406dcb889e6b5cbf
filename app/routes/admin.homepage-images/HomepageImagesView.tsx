import { Button } from "~/components/ui/Button";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState, type DragEvent } from "react";
import { AdminPage } from "~/components/admin/kit/AdminPage";
import { HomepageImageCard } from "~/components/admin/HomepageImageCard";
import { useFetcherToast } from "~/hooks/useFetcherToast";
import { JsReplyField } from "~/components/ui/JsReplyField";
import { useHydrated } from "~/hooks/useHydrated";
import type { AdminFormError } from "~/lib/admin/admin-form-error";
import { type loader } from "./route";

type Reply = {
  ok: boolean;
  toast?: { title: string; message?: string; tone?: "success" | "error" | "info" };
  formError?: AdminFormError;
};

export function HomepageImagesView() {
  const { images } = useLoaderData<typeof loader>();
  const actionData = useActionData<Reply>();
  const hydrated = useHydrated();
  const upload = useFetcher<Reply>();
  const reorder = useFetcher<Reply>();
  const remover = useFetcher<Reply>();
  useFetcherToast(remover);
  useFetcherToast(upload);
  useFetcherToast(reorder);
  const [dragged, setDragged] = useState<string | null>(null);
  const pageError = actionData?.formError ?? null;
  const uploadError = upload.data?.formError ?? (pageError?.intent === "upload" ? pageError : null);
  const field = "mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900";

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
      <section aria-labelledby="upload-heading" className="mt-6 rounded-2xl bg-white/90 p-4 ring-1 ring-sand-200">
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
          <label className="text-sm text-ink-900 sm:col-span-2">
            Image (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB)
            <input
              type="file"
              name="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              className={field}
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? "upload-error" : undefined}
            />
          </label>
          <label className="text-sm text-ink-900">
            Alt text
            <input name="alt_text" defaultValue={uploadError?.values.alt_text ?? ""} className={field} />
          </label>
          <label className="text-sm text-ink-900">
            Caption
            <input name="caption" defaultValue={uploadError?.values.caption ?? ""} className={field} />
          </label>
          {uploadError ? (
            <p id="upload-error" role="alert" className="text-sm font-medium text-red-800 sm:col-span-2">
              {uploadError.message}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={upload.state !== "idle"}>
              {upload.state !== "idle" ? "Uploading…" : "Upload image"}
            </Button>
          </div>
        </upload.Form>
      </section>
      {[reorder.data?.formError, remover.data?.formError].map((error) =>
        error ? (
          <p key={error.intent} role="alert" className="mt-4 text-sm font-medium text-red-800">
            {error.message}
          </p>
        ) : null,
      )}
      {shown.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
          No homepage images yet. The home page shows its default image.
        </p>
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
                pageError={pageError}
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
