import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { ProductNotFound } from "~/components/product/ProductNotFound";
import { ProductPageView } from "~/components/product/ProductPageView";
import { productPageMeta } from "~/lib/product/product-meta";
import { loadProductPage } from "~/lib/product/product-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => productPageMeta(data);

/** A Storefront product by handle (where quick view sends shoppers); 404 otherwise. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  return loadProductPage(request, context, params.handle, "shopify");
}

export default function ProductRoute() {
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  return <ProductPageView data={data} path={location.pathname} currentUrl={`${location.pathname}${location.search}`} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  throw error;
}
