import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireProductBySlug } from "~/lib/product/product.server";
import { productPageData } from "~/lib/product/product-page";
import { DEFAULT_PRODUCT_RATING } from "~/lib/product/structured-data";

// The quick-view modal's data: the product as the product page shows it, without structured data.
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  try {
    const product = await requireProductBySlug(context, params.handle);
    const url = new URL(request.url);
    const { structuredData: _unused, ...data } = productPageData(product, url.searchParams, `${url.origin}/products/${product.handle}`, DEFAULT_PRODUCT_RATING);
    return Response.json(data, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    if (error instanceof Response) return Response.json({ error: error.status === 404 ? "Product not found" : "Service temporarily unavailable" }, { status: error.status });
    throw error;
  }
}
