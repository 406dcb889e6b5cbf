import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isStoredImageName } from "../lib/home/homepage-image-files";

// Serves homepage images from R2. A stored name is never reused (a new upload
// gets a new random name), so the file can be cached for a year.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const bucket = context.env.HOMEPAGE_IMAGES;
  if (!isStoredImageName(name) || !bucket) return new Response("Not found", { status: 404 });
  const object = await bucket.get(name);
  if (!object) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  if (request.headers.get("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
