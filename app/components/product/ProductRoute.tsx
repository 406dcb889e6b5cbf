// What both product routes (/products/{slug} and /shopify-product/{handle})
// render: they differ only in which products their loader may answer with.
import { isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import type { ProductRouteData } from "../../lib/product/product-page";
import { ProductNotFound } from "./ProductNotFound";
import { ProductPageViewIsland } from "./ProductPageViewIsland";

export function ProductRoutePage() {
  const data = useLoaderData<ProductRouteData>();
  const location = useLocation();
  return (
    <ProductPageViewIsland data={data} path={location.pathname} currentUrl={`${location.pathname}${location.search}`} />
  );
}

/** A 404 says "Product not found"; anything else goes to the root boundary. */
export function ProductRouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  throw error;
}
