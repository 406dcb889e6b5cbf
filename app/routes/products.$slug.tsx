import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { ProductRouteErrorBoundary, ProductRoutePage } from "../components/product/ProductRoute";
import { productPageMeta } from "../lib/product/product-meta";
import { loadProductPage } from "../lib/product/product-page.server";
import { productReviewAction } from "../lib/reviews/review-action.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => productPageMeta(data);

/** A database product by slug, else a Storefront product by handle; 404 "Product not found" otherwise. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadProductPage(request, context, params.slug, "any");
}

/** The review form posts here, so without JavaScript a refused review comes back on its own product page. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  return productReviewAction(request, context, params.slug);
}

export default ProductRoutePage;

export const ErrorBoundary = ProductRouteErrorBoundary;
