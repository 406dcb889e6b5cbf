import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderRobotsTxt } from "../lib/seo/sitemap-xml";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(renderRobotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
