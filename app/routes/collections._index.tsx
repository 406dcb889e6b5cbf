import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CollectionCard } from "../components/catalog/CollectionCard";
import { CatalogUnavailable } from "../components/catalog/CatalogUnavailable";
import { loadCollectionsOverview } from "../lib/catalog/collections-page.server";

export const meta: MetaFunction = () => [{ title: "Collections | Boho Boutique" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const overview = await loadCollectionsOverview(context);
  return data(overview, { status: overview.status === "ok" ? 200 : 503 });
}

export default function CollectionsPage() {
  const overview = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-4xl text-ink-900">Collections</h1>
      {overview.status === "ok" ? (
        <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {overview.collections.map((collection) => (
            <li key={collection.handle}>
              <CollectionCard collection={collection} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8">
          <CatalogUnavailable title="Collections unavailable" message={overview.message} retryHref="/collections" />
        </div>
      )}
    </main>
  );
}
