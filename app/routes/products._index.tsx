import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/components/catalog/ListingPage";
import { listingRouteAction, loadListingRoute } from "~/lib/routes/listing.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const q = data?.listing.params.q;
  return [
    { title: q ? `Search results for "${q}" | Boho Boutique` : "Products | Boho Boutique" },
    { name: "description", content: "Shop bohemian clothing, jewelry, accessories and home decor in inclusive sizes XS to 4XL." },
  ];
};

// Server-Timing (catalogue and listing query times) reaches the browser's network panel.
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const loader = (args: LoaderFunctionArgs) => loadListingRoute(args, null);

export const action = (args: ActionFunctionArgs) => listingRouteAction(args, null);

export default function ProductsPage() {
  const { listing, grid, shopper } = useLoaderData<typeof loader>();
  return <ListingPage listing={listing} grid={grid} shopper={shopper} collectionHandle={null} heading="Products" />;
}
