import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminPage } from "../../components/admin/kit/AdminPage";
import { StudioPhotos } from "../../components/admin/studio/StudioPhotos";
import { StudioPieceForm } from "../../components/admin/studio/StudioPieceForm";
import { StudioSaleButton } from "../../components/admin/studio/StudioSaleButton";
import { StudioStatusBadge } from "../../components/admin/studio/StudioStatusBadge";
import { Card } from "../../components/ui/Card";
import { isFormFailure } from "../../lib/platform/reply";
import { EMPTY_STUDIO_PIECE } from "../../lib/studio/studio-piece-form";
import type { action, loader } from "./route";
import { Alert } from "../../components/ui/Alert";

/** One studio piece: its details and its photos (a new piece gets photos once it is created). */
export function StudioPieceEditorView() {
  const { piece, categories, photosMax } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData<typeof action>();
  const failure = isFormFailure(reply) ? reply : null;
  const failureFor = (...intents: string[]) => (failure && intents.includes(failure.intent ?? "") ? failure : null);
  const here = piece ? `/admin/studio/${piece.id}` : "/admin/studio/new";
  return (
    <AdminPage
      title={piece ? `Edit ${piece.name}` : "New studio piece"}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <a href="/admin/studio" className="text-clay-700 underline">
            ← All studio pieces
          </a>
          {piece ? (
            <>
              <StudioStatusBadge status={piece.status} />
              {piece.isActive ? (
                <a href={`/products/${piece.slug}`} className="text-clay-700 underline">
                  View in the shop
                </a>
              ) : (
                <span>Not in the shop: a draft</span>
              )}
            </>
          ) : (
            <span>Save it first, then add its photos.</span>
          )}
        </span>
      }
      actions={piece ? <StudioSaleButton piece={piece} redirectTo={here} /> : null}
    >
      {failure && !failure.intent ? (
        <Alert tone="error" className="mt-4">
          {failure.formError}
        </Alert>
      ) : null}
      <Card as="section" padding="sm" aria-labelledby="piece-details-heading" className="mt-6">
        <h2 id="piece-details-heading" className="mb-3 text-xl text-ink-900">
          Details
        </h2>
        <StudioPieceForm
          intent={piece ? "save" : "create"}
          initial={piece?.values ?? EMPTY_STUDIO_PIECE}
          failure={failureFor("create", "save")}
          categories={categories}
        />
      </Card>
      {piece ? (
        <Card as="section" padding="sm" aria-labelledby="piece-photos-heading" className="mt-6">
          <h2 id="piece-photos-heading" className="text-xl text-ink-900">
            Photos ({piece.photos.length})
          </h2>
          <StudioPhotos
            pieceName={piece.name}
            photos={piece.photos}
            photosMax={photosMax}
            failure={failureFor("photo-add", "photo-alt", "photo-move", "photo-remove")}
          />
        </Card>
      ) : null}
    </AdminPage>
  );
}
