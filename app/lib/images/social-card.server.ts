// Facebook cover and social card (admin > Facebook cover): crops a homepage
// image on the server at the admin's focal point with the image library, for
// download (820 x 312 cover, 1200 x 630 card), and stores a chosen card in R2
// as the site's default og:image (site setting seo.socialImage).
import { eq } from "drizzle-orm";
import { homepageImages, siteSettings } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import { decodeSizeProblem } from "./image-dimensions";
import { variantSourceOf } from "./image-variant-files";
import type { EncodedImage } from "./image-codecs";
import { ImageCodecsFailure, UNREADABLE_IMAGE_MESSAGE, type ImageWork } from "./image-work.server";
import {
  parseSocialImageSetting,
  SOCIAL_CARD,
  SOCIAL_CARD_SETTING,
  SOCIAL_CARD_URL_PREFIX,
  type SocialImageSetting,
} from "./social-card-files";
import { isolateRows } from "../platform/isolate-rows.server";
import { logger } from "../platform/logger";
import { knownPageGeneration, markContentChanged } from "../worker/page-generation.server";

const TOO_LARGE_TO_CROP = "The original is too large to crop here (over 8 megapixels).";

export class SocialCardError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Homepage images the library can crop (uploaded rasters; the seeded SVGs cannot be). */
export async function listCroppableImages(db: Database) {
  const rows = await db
    .select({
      filePath: homepageImages.filePath,
      fileName: homepageImages.fileName,
      altText: homepageImages.altText,
      positioning: homepageImages.positioning,
    })
    .from(homepageImages)
    .orderBy(homepageImages.displayOrder);
  return rows.filter((row) => variantSourceOf(row.filePath) && row.filePath.startsWith("/homepage-images/"));
}

/** Crops a homepage image to exactly `size` at the focal point (percent 0..100 on each axis). */
export async function cropHomepageImage(
  deps: ImageWork,
  sourcePath: string,
  size: { width: number; height: number },
  focal: { x: number; y: number },
): Promise<EncodedImage & { altText: string }> {
  const [image] = await deps.db
    .select({ filePath: homepageImages.filePath, altText: homepageImages.altText })
    .from(homepageImages)
    .where(eq(homepageImages.filePath, sourcePath));
  const source = image ? variantSourceOf(image.filePath) : null;
  if (!image || !source) throw new SocialCardError("Choose one of the uploaded homepage images.", 400);
  if (!deps.bucket) throw new SocialCardError("Image storage is not configured.", 503);
  const object = await deps.bucket.get(source.key);
  if (!object) throw new SocialCardError("The original image is missing from storage.", 404);
  const bytes = new Uint8Array(await object.arrayBuffer());
  // The picture and every frame in it, before the codecs decode anything (image-dimensions.ts).
  const problem = decodeSizeProblem(bytes);
  if (problem === "unreadable") throw new SocialCardError("The image could not be read.", 422);
  if (problem === "too-large") throw new SocialCardError(TOO_LARGE_TO_CROP, 413);
  if (!deps.codecs) throw new SocialCardError("Image processing is not configured.", 503);
  const cropped = await deps.codecs
    .cropToJpeg(bytes, size, { x: focal.x / 100, y: focal.y / 100 })
    .catch((error: unknown) => {
      if (error instanceof ImageCodecsFailure) throw new SocialCardError(error.message, 503);
      throw error;
    });
  if (!cropped.ok)
    throw cropped.reason === "too-large"
      ? new SocialCardError(TOO_LARGE_TO_CROP, 413)
      : new SocialCardError(UNREADABLE_IMAGE_MESSAGE, 422);
  return { ...cropped.value, altText: image.altText ?? "" };
}

/** Makes the 1200 x 630 card the site's default og:image; the previous card file is deleted. */
export async function saveSocialCard(
  deps: ImageWork,
  sourcePath: string,
  focal: { x: number; y: number },
  userId: string,
): Promise<SocialImageSetting> {
  const card = await cropHomepageImage(deps, sourcePath, SOCIAL_CARD, focal);
  const before = await readSocialImageSetting(deps.db);
  const name = `${crypto.randomUUID()}-1200x630.jpg`;
  await deps.bucket!.put(`social/${name}`, card.bytes, { httpMetadata: { contentType: "image/jpeg" } });
  const setting: SocialImageSetting = {
    path: `${SOCIAL_CARD_URL_PREFIX}${name}`,
    width: card.width,
    height: card.height,
    alt: card.altText,
    sourcePath,
    focalX: focal.x,
    focalY: focal.y,
  };
  await deps.db
    .insert(siteSettings)
    .values({ key: SOCIAL_CARD_SETTING, value: setting })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: setting, updatedAt: new Date().toISOString() } });
  if (before) await deps.bucket!.delete(`social/${before.path.slice(SOCIAL_CARD_URL_PREFIX.length)}`).catch(() => {});
  await forgetSocialImageSetting(deps.db);
  await writeAuditEntry(deps.db, { action: "social_card_chosen", userId, before, after: setting });
  return setting;
}

export async function readSocialImageSetting(db: Database): Promise<SocialImageSetting | null> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, SOCIAL_CARD_SETTING))
    .limit(1);
  return parseSocialImageSetting(row?.value);
}

// The default og:image on every page: kept 2 minutes per isolate and stamped with the page generation
// (settled values only, never a promise; decision 015).
const SOCIAL_IMAGE_CACHE_MS = 2 * 60_000;
const keptSetting = isolateRows<{ setting: SocialImageSetting | null }>(SOCIAL_IMAGE_CACHE_MS, {
  stamp: knownPageGeneration,
});

/** The chosen social card for page meta, or null for the built-in image; a failed read is the built-in image. */
export async function readDefaultSocialImage(db: Database, now = Date.now()): Promise<SocialImageSetting | null> {
  const kept = keptSetting.fresh(now);
  if (kept) return kept.setting;
  try {
    const setting = await readSocialImageSetting(db);
    keptSetting.keep({ setting }, now);
    return setting;
  } catch (error) {
    logger.warn("Social image setting unreadable; using the built-in image", { error });
    return null;
  }
}

/** After a new card: read again here, and cached pages (their og:image) get a new generation. */
async function forgetSocialImageSetting(db: Database): Promise<void> {
  keptSetting.forget();
  await markContentChanged(db, "social-card");
}
