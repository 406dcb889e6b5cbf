import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { listPublishedLooks } from "../lib/looks/look-page.server";
import { collectionPageJsonLd } from "../lib/seo/structured-data";
import { originFromMatches, seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    title: "Lookbooks | Boho Boutique",
    description: "Styled looks from our studio: every piece in the photo, ready to add to your cart in one go.",
    breadcrumbName: "Lookbooks",
    jsonLd: [
      collectionPageJsonLd(originFromMatches(args.matches), {
        name: "Boho Boutique Lookbooks",
        path: "/lookbooks",
        items: (args.data?.looks ?? []).map((look) => ({ name: look.title, path: `/lookbooks/${look.slug}` })),
      }),
    ],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return { looks: await listPublishedLooks(context.db) };
}

export default function LookbooksPage() {
  const { looks } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">Styled in the studio</p>
        <h1 className="mt-2 text-4xl text-ink-900 sm:text-5xl">Lookbooks</h1>
        <p className="mt-4 text-lg text-ink-700">
          Whole outfits we love, with every piece in the photo ready to add to your cart in one go.
        </p>
      </header>
      {looks.length === 0 ? (
        <p className="mt-10 text-ink-700">Our next looks are still on the rail. Check back soon.</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {looks.map((look, index) => (
            <li key={look.slug}>
              <article className="h-full overflow-hidden rounded-3xl bg-white/80 shadow-sm ring-1 ring-sand-200">
                <img
                  src={look.imagePath}
                  alt={look.imageAlt}
                  loading={index < 3 ? "eager" : "lazy"}
                  className="aspect-[4/5] w-full object-cover"
                />
                <div className="p-5">
                  <h2 className="text-2xl text-ink-900">
                    <a href={`/lookbooks/${look.slug}`} className="hover:text-clay-700">
                      {look.title}
                    </a>
                  </h2>
                  <p className="mt-1 text-ink-700">{look.pieceCount === 1 ? "1 piece" : `${look.pieceCount} pieces`}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
