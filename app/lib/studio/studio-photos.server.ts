// A studio piece's photos: uploaded to the homepage-images bucket the way
// homepage images and look photos are (checked by their bytes, a random name),
// kept in order in `products.images` with their descriptions in
// `products.image_alt_texts`, and made into the same AVIF, WebP and JPEG
// variants by the image-codecs Worker after the answer (the route hands that
// to waitUntil). Each change is audited and told to the shop.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { products } from "../../../db/schema";
import { HomepageImageError, storeUploadedImage } from "../home/homepage-images.server";
import { HOMEPAGE_IMAGE_URL_PREFIX, isStoredImageName } from "../home/homepage-image-files";
import { requestCatalogSnapshotRebuild } from "../catalog/catalog.server";
import { variantSourceOf } from "../images/image-variant-files";
import { buildImageVariantsAfterUpload, deleteImageVariants } from "../images/image-variants.server";
import type { ImageWork } from "../images/image-work.server";
import { writeAuditEntry } from "../security/events.server";
import { requireStudioPiece, StudioPieceError, type StudioPieceWithCategories } from "./studio-pieces.server";
import { showStudioChangeInShop } from "./studio-shop.server";

/** The product page shows five; a few more to choose from is plenty for one handmade piece. */
export const STUDIO_PHOTOS_MAX = 12;

export type StudioPhoto = { path: string; altText: string };

export function photosOf(piece: Pick<StudioPieceWithCategories, "images" | "imageAltTexts">): StudioPhoto[] {
  return piece.images.map((path) => ({ path, altText: piece.imageAltTexts[path] ?? "" }));
}

const changedMeanwhile = () =>
  new StudioPieceError("The piece changed while you were editing. Reload the page and try again.", 409);

/**
 * Writes the photo list, only if the piece is still as it was read (its `updated_at`): two admins ordering
 * photos at once never lose one's change silently.
 */
async function writePhotos(
  context: AppLoadContext,
  before: StudioPieceWithCategories,
  images: string[],
  imageAltTexts: Record<string, string>,
): Promise<void> {
  const kept = Object.fromEntries(Object.entries(imageAltTexts).filter(([path, alt]) => images.includes(path) && alt));
  const written = await context.db
    .update(products)
    .set({ images, imageAltTexts: kept, updatedAt: new Date().toISOString() })
    .where(and(eq(products.id, before.id), eq(products.updatedAt, before.updatedAt)))
    .returning({ id: products.id });
  if (written.length === 0) throw changedMeanwhile();
}

function requirePhoto(piece: StudioPieceWithCategories, path: string): number {
  const index = piece.images.indexOf(path);
  if (index === -1) throw new StudioPieceError("That photo is no longer on this piece. Reload the page.", 404);
  return index;
}

/** Stores the upload and adds it as the piece's last photo; the caller builds its variants after answering. */
export async function addStudioPhoto(
  context: AppLoadContext,
  work: ImageWork,
  input: { pieceId: string; file: FormDataEntryValue | null; altText: string; userId: string },
): Promise<StudioPhoto> {
  const before = await requireStudioPiece(context.db, input.pieceId);
  if (before.images.length >= STUDIO_PHOTOS_MAX)
    throw new StudioPieceError(`A piece can have at most ${STUDIO_PHOTOS_MAX} photos. Remove one first.`, 409, "file");
  let stored: { name: string; path: string };
  try {
    stored = await storeUploadedImage(work.bucket, input.file);
  } catch (error) {
    if (error instanceof HomepageImageError) throw new StudioPieceError(error.message, error.status, "file");
    throw error;
  }
  try {
    await writePhotos(context, before, [...before.images, stored.path], {
      ...before.imageAltTexts,
      [stored.path]: input.altText,
    });
  } catch (error) {
    // No row, no file: never leave an orphan in the bucket.
    await work.bucket?.delete(stored.name).catch(() => {});
    throw error;
  }
  await writeAuditEntry(context.db, {
    action: "studio_photo_added",
    userId: input.userId,
    details: { productId: before.id, fileName: input.file instanceof File ? input.file.name.slice(0, 255) : null },
    before: { images: before.images },
    after: { images: [...before.images, stored.path], altText: input.altText },
  });
  // The product page shows the photo at once; listings and cards once its variants are built (below).
  await showStudioChangeInShop(context, { rebuildCatalogue: false });
  return { path: stored.path, altText: input.altText };
}

/**
 * For waitUntil after a photo is added: its variants first, then the catalogue snapshot, one after the other.
 * Never throws (the upload has answered). Run side by side, the snapshot build and the codecs' work lost the
 * local codecs Worker's connection every time ("Network connection lost"), so the variants were never built.
 */
export async function finishAddedStudioPhoto(context: AppLoadContext, work: ImageWork, path: string): Promise<void> {
  if (variantSourceOf(path)) await buildImageVariantsAfterUpload(work, path);
  requestCatalogSnapshotRebuild(context);
}

export async function describeStudioPhoto(
  context: AppLoadContext,
  input: { pieceId: string; path: string; altText: string; userId: string },
): Promise<void> {
  const before = await requireStudioPiece(context.db, input.pieceId);
  requirePhoto(before, input.path);
  await writePhotos(context, before, before.images, { ...before.imageAltTexts, [input.path]: input.altText });
  await writeAuditEntry(context.db, {
    action: "studio_photo_described",
    userId: input.userId,
    details: { productId: before.id, path: input.path },
    before: { altText: before.imageAltTexts[input.path] ?? "" },
    after: { altText: input.altText },
  });
  await showStudioChangeInShop(context);
}

/** Moves a photo a place up or down; the first photo is the one cards and the home page show. */
export async function moveStudioPhoto(
  context: AppLoadContext,
  input: { pieceId: string; path: string; direction: "up" | "down"; userId: string },
): Promise<void> {
  const before = await requireStudioPiece(context.db, input.pieceId);
  const index = requirePhoto(before, input.path);
  const target = input.direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= before.images.length) return;
  const images = [...before.images];
  [images[index], images[target]] = [images[target], images[index]];
  await writePhotos(context, before, images, before.imageAltTexts);
  await writeAuditEntry(context.db, {
    action: "studio_photos_reordered",
    userId: input.userId,
    details: { productId: before.id },
    before: { images: before.images },
    after: { images },
  });
  await showStudioChangeInShop(context);
}

/** Takes a photo off the piece; one uploaded here is deleted from the bucket with its variants. */
export async function removeStudioPhoto(
  context: AppLoadContext,
  work: ImageWork,
  input: { pieceId: string; path: string; userId: string },
): Promise<void> {
  const before = await requireStudioPiece(context.db, input.pieceId);
  requirePhoto(before, input.path);
  const images = before.images.filter((path) => path !== input.path);
  await writePhotos(context, before, images, before.imageAltTexts);
  const name = input.path.startsWith(HOMEPAGE_IMAGE_URL_PREFIX)
    ? input.path.slice(HOMEPAGE_IMAGE_URL_PREFIX.length)
    : null;
  if (name && isStoredImageName(name)) {
    await work.bucket?.delete(name);
    await deleteImageVariants(work, input.path);
  }
  await writeAuditEntry(context.db, {
    action: "studio_photo_removed",
    userId: input.userId,
    details: { productId: before.id, path: input.path },
    before: { images: before.images, altText: before.imageAltTexts[input.path] ?? "" },
    after: { images },
    severity: "medium",
  });
  await showStudioChangeInShop(context);
}
