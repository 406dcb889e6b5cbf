// What building and cropping images needs from the request: the database, the
// bucket the originals and variants live in, and the image-codecs Worker.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "../platform/database.server";
import { logger } from "../platform/logger";
import type { ImageCodecs } from "./image-codecs";

export type ImageWork = { db: Database; bucket: R2Bucket | undefined; codecs: ImageCodecs | undefined };

export function imageWorkOf(context: AppLoadContext): ImageWork {
  const codecs = context.env.IMAGE_CODECS;
  return { db: context.db, bucket: context.env.HOMEPAGE_IMAGES, codecs: codecs && retryingLostConnections(codecs) };
}

/** The message an admin sees when the bytes are not an image the codecs can read. */
export const UNREADABLE_IMAGE_MESSAGE = "The image could not be read. Upload a JPEG, PNG or WebP photo.";

/**
 * A call to another Worker can fail with "Network connection lost" when the
 * runtime restarts the callee's isolate (a busy machine, a deploy). Encoding
 * and cropping are pure, so each call is tried once more before the error
 * reaches the admin.
 */
function retryingLostConnections(codecs: ImageCodecs): ImageCodecs {
  const twice = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof Error && /network connection lost/i.test(error.message))) throw error;
      logger.warn("Image codecs connection lost; trying once more", { error: error.message });
      return call();
    }
  };
  return {
    encodeVariants: (bytes, widths) => twice(() => codecs.encodeVariants(bytes, widths)),
    cropToJpeg: (bytes, target, focal) => twice(() => codecs.cropToJpeg(bytes, target, focal)),
  };
}
