// Blog cover images: uploaded to the R2 bucket the homepage images live in,
// under blog-covers/, and served by /blog-covers/{name}. The homepage images
// are offered as ready-made covers.
import { asc } from "drizzle-orm";
import { homepageImages } from "../../../db/schema";
import type { Database } from "../platform/database.server";
import { detectImageType } from "../home/homepage-image-files";
import { IMAGE_SIZE_MESSAGES, uploadedImageProblem } from "../images/image-dimensions";

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** By the file's own bytes, never the type the browser declared. */
const COVER_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};
export const COVER_NAME = /^[0-9a-f-]{36}\.(?:jpg|png|webp|avif)$/;

export type CoverUpload = { ok: true; path: string } | { ok: false; message: string } | null;

/** Stores an uploaded cover; null when no file was chosen. */
export async function storeCoverUpload(
  bucket: R2Bucket | undefined,
  file: FormDataEntryValue | null,
): Promise<CoverUpload> {
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > COVER_MAX_BYTES) return { ok: false, message: "The cover image is larger than 5 MB." };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = detectImageType(bytes)?.mime ?? "";
  const extension = COVER_TYPES[mime];
  if (!extension) return { ok: false, message: "Upload a JPEG, PNG, WebP or AVIF image." };
  const sizeProblem = uploadedImageProblem(bytes);
  if (sizeProblem) return { ok: false, message: IMAGE_SIZE_MESSAGES[sizeProblem] };
  if (!bucket) return { ok: false, message: "Image uploads are not configured here; pick a homepage image instead." };
  const name = `${crypto.randomUUID()}.${extension}`;
  await bucket.put(`blog-covers/${name}`, bytes, {
    httpMetadata: { contentType: mime, cacheControl: "public, max-age=31536000, immutable" },
  });
  return { ok: true, path: `/blog-covers/${name}` };
}

export async function readCover(bucket: R2Bucket | undefined, name: string): Promise<Response | null> {
  if (!bucket || !COVER_NAME.test(name)) return null;
  const object = await bucket.get(`blog-covers/${name}`);
  if (!object) return null;
  const headers = new Headers({
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  });
  object.writeHttpMetadata(headers);
  return new Response(object.body, { headers });
}

/** The homepage images, offered as covers. */
export async function coverChoices(db: Database): Promise<{ path: string; label: string }[]> {
  const rows = await db
    .select({ filePath: homepageImages.filePath, altText: homepageImages.altText, fileName: homepageImages.fileName })
    .from(homepageImages)
    .orderBy(asc(homepageImages.displayOrder))
    .limit(50);
  return rows
    .filter((row) => row.filePath.startsWith("/") || row.filePath.startsWith("https://"))
    .map((row) => ({ path: row.filePath, label: row.altText || row.fileName }));
}
