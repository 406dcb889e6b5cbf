import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mergeBadges } from "../lib/catalog/assigned-badges";
import { loadAssignedBadges } from "../lib/catalog/assigned-badges.server";
import { requireProductBySlug } from "../lib/product/product.server";
import { productPageData } from "../lib/product/product-page";
import { awaitAll } from "../lib/platform/await-all";

// The quick-view modal's data: the product as the product page shows it, without structured data.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  try {
    const [product, assigned] = await awaitAll([
      requireProductBySlug(context, params.handle),
      loadAssignedBadges(context),
    ]);
    const url = new URL(request.url);
    const { structuredData: _unused, ...data } = productPageData(
      product,
      url.searchParams,
      `${url.origin}/products/${product.handle}`,
      null,
    );
    return Response.json(
      { ...data, badges: mergeBadges(data.badges, assigned.get(product.id)) },
      { headers: { "Cache-Control": "private, max-age=60" } },
    );
  } catch (error) {
    if (error instanceof Response)
      return Response.json(
        { error: error.status === 404 ? "Product not found" : "Service temporarily unavailable" },
        { status: error.status },
      );
    throw error;
  }
}
