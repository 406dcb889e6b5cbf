import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ListingPageIsland } from "../components/catalog/ListingPageIsland";
import { listingMeta } from "../lib/catalog/listing-meta";
import { listingRouteAction, loadListingRoute } from "../lib/routes/listing.server";

export const meta: MetaFunction<typeof loader> = listingMeta;

// Server-Timing (catalogue and listing query times) reaches the browser's network panel.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => loadListingRoute(args, null);

export const action = (args: ActionFunctionArgs) => listingRouteAction(args, null);

export default function ProductsPage() {
  const { listing, grid, shopper } = useLoaderData<typeof loader>();
  return (
    <ListingPageIsland listing={listing} grid={grid} shopper={shopper} collectionHandle={null} heading="Products" />
  );
}
