// Homepage images: rows in homepage_images, files in
// the R2 bucket HOMEPAGE_IMAGES. Every change is audited with before and after,
// and clears this isolate's hero cache so the home page shows it at once here
// (other isolates within the 2-minute cache).
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { asc, eq, max } from "drizzle-orm";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { homepageImages } from "../../../db/schema";
import { forgetActiveHomepageImages } from "./homepage-image-cache.server";
import { deleteImageVariants } from "../images/image-variants.server";
import { IMAGE_SIZE_MESSAGES, uploadedImageProblem } from "../images/image-dimensions";
import {
  detectImageType,
  HOMEPAGE_IMAGE_MAX_BYTES,
  HOMEPAGE_IMAGE_URL_PREFIX,
  storedImageName,
} from "./homepage-image-files";

export type HomepageImage = typeof homepageImages.$inferSelect;
export type ImageDetails = { altText: string; caption: string; positioning: string };

export class HomepageImageError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const DETAIL_LIMITS = { altText: 250, caption: 500, positioning: 40 } as const;

export function listHomepageImages(db: Database): Promise<HomepageImage[]> {
  return db.select().from(homepageImages).orderBy(asc(homepageImages.displayOrder), asc(homepageImages.createdAt));
}

async function findImage(db: Database, id: string): Promise<HomepageImage> {
  const [row] = await db.select().from(homepageImages).where(eq(homepageImages.id, id));
  if (!row) throw new HomepageImageError("That image no longer exists.", 404);
  return row;
}

const POSITIONING = /^((left|right|center|top|bottom|\d{1,3}%)\s*){1,2}$/i;

/** An image's details as the forms post them (`alt_text`, `caption`, `positioning`), trimmed and within limits. */
export const imageDetailsFields = {
  alt_text: formText().pipe(
    z.string().trim().max(DETAIL_LIMITS.altText, `Alt text can be at most ${DETAIL_LIMITS.altText} characters.`),
  ),
  caption: formText().pipe(
    z.string().trim().max(DETAIL_LIMITS.caption, `The caption can be at most ${DETAIL_LIMITS.caption} characters.`),
  ),
  positioning: formText().pipe(
    z
      .string()
      .trim()
      .refine(
        (positioning) => positioning === "" || POSITIONING.test(positioning),
        'Positioning takes one or two of left, right, center, top, bottom or a percentage, like "center top" or "50% 30%".',
      ),
  ),
};

/** The parsed details fields as the store's shape. */
export function toImageDetails(fields: { alt_text: string; caption: string; positioning: string }): ImageDetails {
  return { altText: fields.alt_text, caption: fields.caption, positioning: fields.positioning };
}

function storedName(row: Pick<HomepageImage, "filePath">): string | null {
  return row.filePath.startsWith(HOMEPAGE_IMAGE_URL_PREFIX)
    ? row.filePath.slice(HOMEPAGE_IMAGE_URL_PREFIX.length)
    : null;
}

/**
 * Checks an uploaded image (size, and type by its bytes) and stores it in the
 * homepage-images bucket under a new random name. Homepage images and look
 * photos both come through here.
 */
export async function storeUploadedImage(
  bucket: R2Bucket | undefined,
  file: FormDataEntryValue | null,
): Promise<{ name: string; path: string; bytes: Uint8Array }> {
  if (!(file instanceof File) || file.size === 0)
    throw new HomepageImageError("Please choose an image to upload.", 400);
  if (file.size > HOMEPAGE_IMAGE_MAX_BYTES) throw new HomepageImageError("The image is larger than 10 MB.", 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new HomepageImageError("Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded.", 415);
  const sizeProblem = uploadedImageProblem(bytes);
  if (sizeProblem) throw new HomepageImageError(IMAGE_SIZE_MESSAGES[sizeProblem], 422);
  if (!bucket) throw new HomepageImageError("Image storage is not configured.", 503);
  const name = storedImageName(file.name, type, crypto.randomUUID());
  await bucket.put(name, bytes, { httpMetadata: { contentType: type.mime } });
  return { name, path: `${HOMEPAGE_IMAGE_URL_PREFIX}${name}`, bytes };
}

export async function uploadHomepageImage(
  deps: { db: Database; bucket: R2Bucket | undefined },
  input: { file: FormDataEntryValue | null; details: ImageDetails; userId: string },
): Promise<HomepageImage> {
  const { file } = input;
  const { name } = await storeUploadedImage(deps.bucket, file);
  const fileName = file instanceof File ? file.name : name;
  let row: HomepageImage;
  try {
    const [{ highest }] = await deps.db.select({ highest: max(homepageImages.displayOrder) }).from(homepageImages);
    [row] = await deps.db
      .insert(homepageImages)
      .values({
        userId: input.userId,
        fileName: fileName.slice(0, 255),
        filePath: `${HOMEPAGE_IMAGE_URL_PREFIX}${name}`,
        displayOrder: highest === null ? 0 : highest + 1,
        altText: input.details.altText || null,
        caption: input.details.caption || null,
      })
      .returning();
    await writeAuditEntry(deps.db, { action: "homepage_image_uploaded", userId: input.userId, after: row });
  } catch (error) {
    // No row, no file: never leave an orphan in the bucket.
    await deps.bucket?.delete(name).catch(() => {});
    throw error;
  }
  await forgetActiveHomepageImages(deps.db);
  return row;
}

export async function setHomepageImageActive(
  db: Database,
  id: string,
  isActive: boolean,
  userId: string,
): Promise<void> {
  const before = await findImage(db, id);
  const [after] = await db
    .update(homepageImages)
    .set({ isActive, updatedAt: new Date().toISOString() })
    .where(eq(homepageImages.id, id))
    .returning();
  await writeAuditEntry(db, {
    action: "homepage_image_status_changed",
    userId,
    details: { id },
    before: { isActive: before.isActive },
    after: { isActive: after.isActive },
  });
  await forgetActiveHomepageImages(db);
}

export async function updateHomepageImageDetails(
  db: Database,
  id: string,
  details: ImageDetails,
  userId: string,
): Promise<void> {
  const before = await findImage(db, id);
  const values = {
    altText: details.altText || null,
    caption: details.caption || null,
    positioning: details.positioning || null,
  };
  await db
    .update(homepageImages)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(homepageImages.id, id));
  await writeAuditEntry(db, {
    action: "homepage_image_details_updated",
    userId,
    details: { id },
    before: { altText: before.altText, caption: before.caption, positioning: before.positioning },
    after: values,
  });
  await forgetActiveHomepageImages(db);
}

/** Writes display_order 0..n-1 in the given order (ids not listed keep their relative order after). */
export async function reorderHomepageImages(db: Database, orderedIds: string[], userId: string): Promise<void> {
  const rows = await listHomepageImages(db);
  const known = new Set(rows.map((row) => row.id));
  if (
    orderedIds.length === 0 ||
    orderedIds.some((id) => !known.has(id)) ||
    new Set(orderedIds).size !== orderedIds.length
  ) {
    throw new HomepageImageError("The new order does not match the images on the page. Reload and try again.", 409);
  }
  const listed = new Set(orderedIds);
  const order = [...orderedIds, ...rows.filter((row) => !listed.has(row.id)).map((row) => row.id)];
  const now = new Date().toISOString();
  await db.batch(
    order.map((id, index) =>
      db.update(homepageImages).set({ displayOrder: index, updatedAt: now }).where(eq(homepageImages.id, id)),
    ) as never,
  );
  await writeAuditEntry(db, {
    action: "homepage_images_reordered",
    userId,
    before: rows.map((row) => row.id),
    after: order,
  });
  await forgetActiveHomepageImages(db);
}

/** Moves one image a place up or down: the forms without JavaScript. */
export async function moveHomepageImage(
  db: Database,
  id: string,
  direction: "up" | "down",
  userId: string,
): Promise<void> {
  const ids = (await listHomepageImages(db)).map((row) => row.id);
  const index = ids.indexOf(id);
  if (index === -1) throw new HomepageImageError("That image no longer exists.", 404);
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return;
  [ids[index], ids[target]] = [ids[target], ids[index]];
  await reorderHomepageImages(db, ids, userId);
}

export async function deleteHomepageImage(
  deps: { db: Database; bucket: R2Bucket | undefined },
  id: string,
  userId: string,
): Promise<void> {
  const before = await findImage(deps.db, id);
  const name = storedName(before);
  if (name && deps.bucket) await deps.bucket.delete(name);
  await deleteImageVariants(deps, before.filePath);
  await deps.db.delete(homepageImages).where(eq(homepageImages.id, id));
  await writeAuditEntry(deps.db, {
    action: "homepage_image_deleted",
    userId,
    details: { id },
    before,
    severity: "medium",
  });
  await forgetActiveHomepageImages(deps.db);
}
