import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { VARIANT_NAME, variantKeyOf } from "../lib/images/image-variant-files";

// Resized copies of homepage images and blog covers, from R2 beside their
// originals. A rebuild writes the same name with new bytes, so the cache is a
// day with revalidation by ETag rather than a year.
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const bucket = context.env.HOMEPAGE_IMAGES;
  if (!VARIANT_NAME.test(name) || !bucket) return new Response("Not found", { status: 404 });
  const object = await bucket.get(variantKeyOf(name));
  if (!object) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=86400");
  headers.set("X-Content-Type-Options", "nosniff");
  if (request.headers.get("If-None-Match") === object.httpEtag) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
