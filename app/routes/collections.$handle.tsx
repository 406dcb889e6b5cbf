import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ListingPageIsland } from "../components/catalog/ListingPageIsland";
import { listingMeta } from "../lib/catalog/listing-meta";
import { listingRouteAction, loadListingRoute } from "../lib/routes/listing.server";

export const meta: MetaFunction<typeof loader> = listingMeta;

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => loadListingRoute(args, args.params.handle ?? "");

export const action = (args: ActionFunctionArgs) => listingRouteAction(args, args.params.handle ?? "");

export default function CollectionPage() {
  const { listing, grid, shopper, collectionHandle } = useLoaderData<typeof loader>();
  const heading = listing.status === "ok" && listing.collection ? listing.collection.title : "Collection";
  return (
    <ListingPageIsland
      listing={listing}
      grid={grid}
      shopper={shopper}
      collectionHandle={collectionHandle}
      heading={heading}
    />
  );
}
