import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SOCIAL_CARD_NAME } from "../lib/images/social-card-files";

// The site's chosen social card (admin > Facebook cover). A new choice gets a new name, so it caches for a year.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const bucket = context.env.HOMEPAGE_IMAGES;
  if (!SOCIAL_CARD_NAME.test(name) || !bucket) return new Response("Not found", { status: 404 });
  const object = await bucket.get(`social/${name}`);
  if (!object) return new Response("Not found", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  const headers = new Headers({
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    ETag: object.httpEtag,
  });
  object.writeHttpMetadata(headers);
  return new Response(object.body, { headers });
}
