import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { StatusButton } from "../../components/forms/StatusButton";
import { Alert } from "../../components/ui/Alert";
import { EmptyState } from "../../components/ui/EmptyState";
import { JsReplyField } from "../../components/ui/JsReplyField";
import { useFetcherToast } from "../../hooks/useFetcherToast";
import { isFormFailure } from "../../lib/platform/reply";
import { VARIANT_WIDTHS } from "../../lib/images/image-variant-files";
import { OptimizerImageCard, type Reply } from "./OptimizerImageCard";
import type { action, loader } from "./route";

export function ImageOptimizerView() {
  const { images } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = isFormFailure(actionData) ? actionData : null;
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
          <StatusButton
            fetcherState={all.state}
            disabled={all.state !== "idle" || resizable.length === 0}
            pendingLabel="Building…"
          >
            Build all
          </StatusButton>
        </all.Form>
      }
    >
      {failure?.formError ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <EmptyState title="No homepage images or blog covers yet." className="mt-6" />
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {images.map((image) => (
            <OptimizerImageCard key={image.path} image={image} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
