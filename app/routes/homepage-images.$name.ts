import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { HOMEPAGE_IMAGE_URL_PREFIX, isStoredImageName } from "../lib/home/homepage-image-files";
import { variantKeyOf, variantNameOf, variantSourceOf, VARIANT_WIDTHS } from "../lib/images/image-variant-files";

// Serves homepage images (and the studio's and looks' photos, stored beside them) from R2. A stored name is
// never reused (a new upload gets a new random name), so the file can be cached for a year. With `?width=`
// (how product cards and pages ask for an image at a size) the built variant that fits is served instead:
// AVIF or WebP when the browser takes it, else JPEG.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const bucket = context.env.HOMEPAGE_IMAGES;
  if (!isStoredImageName(name) || !bucket) return new Response("Not found", { status: 404 });
  const width = Number(new URL(request.url).searchParams.get("width"));
  const sized = Number.isInteger(width) && width > 0;
  const variant = sized ? await variantObject(bucket, name, width, request.headers.get("Accept")) : null;
  const object = variant ?? (await bucket.get(name));
  if (!object) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  // A variant is rebuilt under the same name (a day, then revalidated by ETag, as /image-variants/ does); a size
  // served as the original because its variants are not built yet is kept briefly, so the variant follows.
  headers.set(
    "Cache-Control",
    variant ? "public, max-age=86400" : sized ? "public, max-age=300" : "public, max-age=31536000, immutable",
  );
  if (sized) headers.set("Vary", "Accept");
  headers.set("X-Content-Type-Options", "nosniff");
  if (request.headers.get("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}

/** The smallest built variant at least `width` wide (the widest when none is), in the best format accepted. */
async function variantObject(bucket: R2Bucket, name: string, width: number, accept: string | null) {
  const source = variantSourceOf(`${HOMEPAGE_IMAGE_URL_PREFIX}${name}`);
  if (!source) return null;
  const fits = VARIANT_WIDTHS.find((candidate) => candidate >= width) ?? VARIANT_WIDTHS.at(-1)!;
  const format = accept?.includes("image/avif") ? "avif" : accept?.includes("image/webp") ? "webp" : "jpeg";
  return bucket.get(variantKeyOf(variantNameOf(source, fits, format)));
}
