// What building and cropping images needs from the request: the database, the
// bucket the originals and variants live in, and the image-codecs Worker.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Database } from "../platform/database.server";
import type { ImageCodecs } from "./image-codecs";

export type ImageWork = { db: Database; bucket: R2Bucket | undefined; codecs: ImageCodecs | undefined };

export function imageWorkOf(context: AppLoadContext): ImageWork {
  return { db: context.db, bucket: context.env.HOMEPAGE_IMAGES, codecs: context.env.IMAGE_CODECS };
}

/** The message an admin sees when the bytes are not an image the codecs can read. */
export const UNREADABLE_IMAGE_MESSAGE = "The image could not be read. Upload a JPEG, PNG or WebP photo.";
