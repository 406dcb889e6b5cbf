// Image optimizer (admin > Image optimizer): resized AVIF, WebP and JPEG variants of
// every homepage image, blog cover and studio piece's photo, stored in R2 beside the
// original, with their sizes in image_variants so the page can show the savings and the
// hero and blog covers can serve them in srcset (studio photos at their ?width=). Built
// from the admin buttons and, after the response, for each new upload.
import { and, asc, eq, gte, inArray, isNotNull, like } from "drizzle-orm";
import { blogPosts, homepageImages, imageVariants, products } from "../../../db/schema";
import { HOMEPAGE_IMAGE_URL_PREFIX } from "../home/homepage-image-files";
import { forgetActiveHomepageImages } from "../home/homepage-image-cache.server";
import type { Database } from "../platform/database.server";
import { writeAuditEntry } from "../security/events.server";
import {
  IMAGE_VARIANT_URL_PREFIX,
  savingOf,
  VARIANT_CONTENT_TYPES,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  variantKeyOf,
  variantNameOf,
  variantSourceOf,
  type VariantFormat,
  type VariantSource,
} from "./image-variant-files";
import { decodeSizeProblem } from "./image-dimensions";
import { ImageCodecsFailure, UNREADABLE_IMAGE_MESSAGE, type ImageWork } from "./image-work.server";
import {
  releaseVariantBuildLease,
  runningVariantBuildEnded,
  takeVariantBuildLease,
} from "./variant-build-lease.server";
import { logger } from "../platform/logger";
import { awaitAll } from "../platform/await-all";

export type ImageVariantRow = typeof imageVariants.$inferSelect;

const TOO_LARGE_TO_RESIZE = "The original is too large to resize here (over 8 megapixels).";
type StoredImages = Pick<ImageWork, "db" | "bucket">;

export class ImageVariantError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type OptimizerImage = {
  path: string;
  label: string;
  kind: "Homepage image" | "Blog cover" | "Studio photo";
  /** Why no variants can be made (an SVG or AVIF original); null when they can. */
  notResizable: string | null;
  original: { bytes: number; width: number; height: number } | null;
  variants: {
    width: number;
    height: number;
    format: VariantFormat;
    path: string;
    bytes: number;
    saving: { bytes: number; percent: number };
  }[];
  builtAt: string | null;
};

/** Every homepage image, blog cover and studio piece's photo, with its variants as built so far. */
export async function listOptimizerImages(db: Database): Promise<OptimizerImage[]> {
  const [images, covers, pieces] = await awaitAll([
    db
      .select({ path: homepageImages.filePath, label: homepageImages.fileName })
      .from(homepageImages)
      .orderBy(asc(homepageImages.displayOrder)),
    db
      .select({ path: blogPosts.coverImage, label: blogPosts.title })
      .from(blogPosts)
      .where(isNotNull(blogPosts.coverImage))
      .orderBy(asc(blogPosts.title)),
    db
      .select({ name: products.name, images: products.images })
      .from(products)
      .where(like(products.images, `%${HOMEPAGE_IMAGE_URL_PREFIX}%`))
      .orderBy(asc(products.name)),
  ]);
  const seen = new Set<string>();
  const sources: { path: string; label: string; kind: OptimizerImage["kind"] }[] = [];
  for (const image of images) {
    if (seen.has(image.path)) continue;
    seen.add(image.path);
    sources.push({ ...image, kind: "Homepage image" });
  }
  for (const cover of covers) {
    if (!cover.path || seen.has(cover.path)) continue;
    seen.add(cover.path);
    sources.push({ path: cover.path, label: cover.label, kind: "Blog cover" });
  }
  for (const piece of pieces) {
    for (const [index, path] of piece.images.entries()) {
      if (seen.has(path) || !variantSourceOf(path)) continue;
      seen.add(path);
      sources.push({ path, label: `${piece.name}, photo ${index + 1}`, kind: "Studio photo" });
    }
  }
  const rows = sources.length
    ? await db
        .select()
        .from(imageVariants)
        .where(
          inArray(
            imageVariants.sourcePath,
            sources.map((source) => source.path),
          ),
        )
        .orderBy(asc(imageVariants.width), asc(imageVariants.format))
    : [];
  return sources.map((source) => {
    const built = rows.filter((row) => row.sourcePath === source.path);
    const first = built[0];
    return {
      ...source,
      notResizable: variantSourceOf(source.path)
        ? null
        : source.path.endsWith(".svg")
          ? "Vector (SVG): sharp at every width, no variants needed"
          : "Not an uploaded JPEG, PNG, WebP or GIF: served as it is",
      original: first ? { bytes: first.originalBytes, width: first.originalWidth, height: first.originalHeight } : null,
      variants: built.map((row) => ({
        width: row.width,
        height: row.height,
        format: row.format,
        path: row.path,
        bytes: row.bytes,
        saving: savingOf(row.originalBytes, row.bytes),
      })),
      builtAt: first?.builtAt ?? null,
    };
  });
}

/** Waits for at most two running builds (a third request meanwhile is told to try again) before building. */
const MAX_BUILD_TURNS = 3;

/**
 * (Re)builds one original's variants: reads it from R2, decodes once, writes
 * each width (never upscaled) as AVIF, lossy WebP and JPEG beside it, then
 * replaces its rows. One build per original runs at a time: a request that
 * finds one running waits for it and answers with the rows it wrote (when it
 * wrote none, having failed or found the original narrower than 640 px, this
 * request builds). Returns the rows written.
 */
export async function buildImageVariants(deps: ImageWork, sourcePath: string): Promise<ImageVariantRow[]> {
  const source = variantSourceOf(sourcePath);
  if (!source) throw new ImageVariantError("Only uploaded JPEG, PNG, WebP and GIF images can be resized.", 400);
  if (!deps.bucket) throw new ImageVariantError("Image storage is not configured.", 503);
  const owner = crypto.randomUUID();
  for (let attempt = 1; ; attempt++) {
    const lease = await takeVariantBuildLease(deps.db, sourcePath, owner);
    if (lease.taken) {
      try {
        return await encodeAndStoreVariants({ ...deps, bucket: deps.bucket }, source);
      } finally {
        await releaseVariantBuildLease(deps.db, sourcePath, owner);
      }
    }
    if (attempt === MAX_BUILD_TURNS)
      throw new ImageVariantError("This image's variants are being built right now; try again in a moment.", 409);
    await runningVariantBuildEnded(deps.db, sourcePath);
    const written = await deps.db
      .select()
      .from(imageVariants)
      .where(and(eq(imageVariants.sourcePath, sourcePath), gte(imageVariants.builtAt, lease.startedAt)))
      .orderBy(asc(imageVariants.width), asc(imageVariants.format));
    if (written.length) return written;
  }
}

async function encodeAndStoreVariants(
  deps: ImageWork & { bucket: R2Bucket },
  source: VariantSource,
): Promise<ImageVariantRow[]> {
  const sourcePath = source.path;
  const object = await deps.bucket.get(source.key);
  if (!object) throw new ImageVariantError("The original image is missing from storage.", 404);
  const bytes = new Uint8Array(await object.arrayBuffer());
  // The picture and every frame in it, before the codecs decode anything (image-dimensions.ts).
  const problem = decodeSizeProblem(bytes);
  if (problem === "unreadable") throw new ImageVariantError(UNREADABLE_IMAGE_MESSAGE, 422);
  if (problem === "too-large") throw new ImageVariantError(TOO_LARGE_TO_RESIZE, 413);
  if (!deps.codecs) throw new ImageVariantError("Image processing is not configured.", 503);
  const encoded = await deps.codecs.encodeVariants(bytes, VARIANT_WIDTHS).catch((error: unknown) => {
    // The stored original and its variants so far are untouched: the image is served as it was.
    if (error instanceof ImageCodecsFailure) throw new ImageVariantError(error.message, 503);
    throw error;
  });
  if (!encoded.ok)
    throw encoded.reason === "too-large"
      ? new ImageVariantError(TOO_LARGE_TO_RESIZE, 413)
      : new ImageVariantError(UNREADABLE_IMAGE_MESSAGE, 422);
  const { original, variants } = encoded.value;
  const rows: (typeof imageVariants.$inferInsert)[] = [];
  for (const variant of variants) {
    for (const format of VARIANT_FORMATS) {
      const name = variantNameOf(source, variant.width, format);
      await deps.bucket.put(variantKeyOf(name), variant[format], {
        httpMetadata: { contentType: VARIANT_CONTENT_TYPES[format] },
      });
      rows.push({
        sourcePath,
        width: variant.width,
        height: variant.height,
        format,
        path: `${IMAGE_VARIANT_URL_PREFIX}${name}`,
        bytes: variant[format].byteLength,
        originalBytes: bytes.byteLength,
        originalWidth: original.width,
        originalHeight: original.height,
      });
    }
  }
  const builtAt = new Date().toISOString();
  await deps.db.batch([
    deps.db.delete(imageVariants).where(eq(imageVariants.sourcePath, sourcePath)),
    ...(rows.length ? [deps.db.insert(imageVariants).values(rows.map((row) => ({ ...row, builtAt })))] : []),
  ] as never);
  // The hero picks the new variants up at once here, and cached pages get a new generation.
  await forgetActiveHomepageImages(deps.db);
  return rows.map((row) => ({ ...row, builtAt })) as ImageVariantRow[];
}

/** Builds one image from an admin button, audited. */
export async function rebuildImageVariants(
  deps: ImageWork,
  sourcePath: string,
  userId: string,
): Promise<ImageVariantRow[]> {
  const rows = await buildImageVariants(deps, sourcePath);
  await writeAuditEntry(deps.db, {
    action: "image_variants_built",
    userId,
    details: { sourcePath, variants: rows.length },
  });
  return rows;
}

/** Builds every resizable image in turn; one that fails is reported, the rest still built. */
export async function rebuildAllImageVariants(
  deps: ImageWork,
  userId: string,
): Promise<{ built: number; failed: { path: string; message: string }[] }> {
  const images = await listOptimizerImages(deps.db);
  let built = 0;
  const failed: { path: string; message: string }[] = [];
  for (const image of images) {
    if (image.notResizable) continue;
    try {
      await buildImageVariants(deps, image.path);
      built++;
    } catch (error) {
      if (!(error instanceof ImageVariantError)) throw error;
      failed.push({ path: image.path, message: error.message });
    }
  }
  await writeAuditEntry(deps.db, {
    action: "image_variants_built_all",
    userId,
    details: { built, failed: failed.length },
  });
  return { built, failed };
}

/** For waitUntil after an upload: builds and logs, never throws (the upload has already answered). */
export async function buildImageVariantsAfterUpload(deps: ImageWork, sourcePath: string): Promise<void> {
  try {
    await buildImageVariants(deps, sourcePath);
  } catch (error) {
    logger.error("Image variants could not be built after upload", { sourcePath, error });
  }
}

export async function deleteImageVariants(deps: StoredImages, sourcePath: string): Promise<void> {
  const rows = await deps.db
    .select({ path: imageVariants.path })
    .from(imageVariants)
    .where(eq(imageVariants.sourcePath, sourcePath));
  if (deps.bucket && rows.length)
    await deps.bucket.delete(rows.map((row) => variantKeyOf(row.path.slice(IMAGE_VARIANT_URL_PREFIX.length))));
  await deps.db.delete(imageVariants).where(eq(imageVariants.sourcePath, sourcePath));
}
