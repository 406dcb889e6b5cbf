import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCover } from "../lib/blog/blog-covers.server";

// Uploaded blog covers, from R2; names are random ids, so they never change.
export async function loader({ params, context }: LoaderFunctionArgs) {
  const response = await readCover(context.env.HOMEPAGE_IMAGES, params.name ?? "");
  if (!response) throw new Response("Not Found", { status: 404 });
  return response;
}
