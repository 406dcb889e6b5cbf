import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ProductRouteErrorBoundary, ProductRoutePage } from "../components/product/ProductRoute";
import { productPageMeta } from "../lib/product/product-meta";
import { loadProductPage } from "../lib/product/product-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => productPageMeta(data);

/** A Storefront product by handle (where quick view sends shoppers); 404 otherwise. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadProductPage(request, context, params.handle, "shopify");
}

export default ProductRoutePage;

export const ErrorBoundary = ProductRouteErrorBoundary;
