import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { countListing } from "../lib/catalog/listing-page.server";

// GET ?{listing params, category included}: {total} products that filter state gives (the mobile filter panel's count).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const counted = await countListing(new URL(request.url).searchParams, context);
  if (!counted)
    return Response.json(
      { error: "Products unavailable" },
      { status: 503, headers: { "Retry-After": "10", "Cache-Control": "no-store" } },
    );
  return Response.json(counted, { headers: { "Cache-Control": "no-store" } });
}
