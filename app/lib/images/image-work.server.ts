// What building and cropping images needs from the request: the database, the
// bucket the originals and variants live in, and the image-codecs Worker.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import type { ImageCodecs } from "./image-codecs";

export type ImageWork = { db: Database; bucket: R2Bucket | undefined; codecs: ImageCodecs | undefined };

export function imageWorkOf(context: AppLoadContext): ImageWork {
  const codecs = context.env.IMAGE_CODECS;
  return { db: context.db, bucket: context.env.HOMEPAGE_IMAGES, codecs: codecs && guardedCodecs(codecs) };
}

/** The message an admin sees when the bytes are not an image the codecs can read. */
export const UNREADABLE_IMAGE_MESSAGE = "The image could not be read. Upload a JPEG, PNG or WebP photo.";

/** The message an admin sees when the codecs Worker failed: not their doing, and nothing was changed. */
export const IMAGE_CODECS_FAILED_MESSAGE =
  "The image service could not finish this just now. Nothing was changed; try again in a moment.";

/** The codecs Worker threw, or its isolate was lost twice: callers answer IMAGE_CODECS_FAILED_MESSAGE, never a 500. */
export class ImageCodecsFailure extends Error {
  constructor(readonly operation: string) {
    super(IMAGE_CODECS_FAILED_MESSAGE);
    this.name = "ImageCodecsFailure";
  }
}

/**
 * Each call is tried once more when the runtime says its failure is transient
 * (`retryable`: workerd sets it when the connection to the callee's isolate was
 * lost, say on a deploy); encoding and cropping are pure, so that is safe. Any
 * other failure, or a second loss, becomes an ImageCodecsFailure.
 */
function guardedCodecs(codecs: ImageCodecs): ImageCodecs {
  const guarded = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    try {
      try {
        return await call();
      } catch (error) {
        if ((error as { retryable?: unknown } | null)?.retryable !== true) throw error;
        logger.warn("Image codecs connection lost; trying once more", { operation, error });
        return await call();
      }
    } catch (error) {
      logger.error("Image codecs failed", { operation, error });
      throw new ImageCodecsFailure(operation);
    }
  };
  return {
    encodeVariants: (bytes, widths) => guarded("encodeVariants", () => codecs.encodeVariants(bytes, widths)),
    cropToJpeg: (bytes, target, focal) => guarded("cropToJpeg", () => codecs.cropToJpeg(bytes, target, focal)),
  };
}
