import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ProductTeaserCard } from "~/components/catalog/ProductTeaserCard";
import { loadDatabaseTeasers, loadStorefrontTeasers } from "~/lib/catalog/home-products.server";

export const meta: MetaFunction = () => [
  { title: "Boho Boutique | Plus-Size & Inclusive Boho Fashion" },
  {
    name: "description",
    content: "Curated bohemian-inspired clothing, home and lifestyle essentials in inclusive sizes XS to 4XL. Free shipping on orders of $150 or more.",
  },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const [storefrontProducts, studioProducts] = await Promise.all([
    loadStorefrontTeasers(context.storefront, 8),
    loadDatabaseTeasers(context.db, 4),
  ]);
  return { storefrontProducts, studioProducts };
}

export default function HomePage() {
  const { storefrontProducts, studioProducts } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <header className="text-center">
        <h1 className="text-display text-ink-900">Boho Boutique</h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-700">Curated bohemian-inspired clothing, home and lifestyle essentials.</p>
        <a href="/collections" className="mt-6 inline-block rounded-full bg-clay-600 px-6 py-3 font-medium text-sand-50 hover:bg-clay-700">
          Explore Collections
        </a>
      </header>
      <section aria-labelledby="new-in" className="mt-14">
        <h2 id="new-in" className="text-2xl">New in</h2>
        <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="storefront-products">
          {storefrontProducts.map((product) => (
            <li key={product.id}><ProductTeaserCard product={product} /></li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="studio" className="mt-14">
        <h2 id="studio" className="text-2xl">Made in our studio</h2>
        <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="studio-products">
          {studioProducts.map((product) => (
            <li key={product.id}><ProductTeaserCard product={product} /></li>
          ))}
        </ul>
      </section>
    </main>
  );
}
