import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AddLookToCartForm } from "../components/looks/AddLookToCartForm";
import { LookPieceCard } from "../components/looks/LookPieceCard";
import { isLookSlug } from "../lib/looks/look-form";
import { loadPublishedLook } from "../lib/looks/look-page.server";
import { collectionPageJsonLd } from "../lib/seo/structured-data";
import { originFromMatches, seoMeta } from "../lib/seo/page-meta";
import { Alert } from "../components/ui/Alert";

export const meta: MetaFunction<typeof loader> = (args) => {
  const look = args.data?.look;
  if (!look) return [{ title: "Page not found | Boho Boutique" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, {
    title: `${look.title} | Boho Boutique Lookbooks`,
    description: look.storyText || `${look.title}: a styled look from Boho Boutique.`,
    breadcrumbName: look.title,
    jsonLd: [
      collectionPageJsonLd(originFromMatches(args.matches), {
        name: look.title,
        path: `/lookbooks/${look.slug}`,
        description: look.storyText,
        items: look.pieces.map((piece) => ({ name: piece.title, path: piece.href })),
      }),
    ],
  });
};

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug;
  const look = isLookSlug(slug) ? await loadPublishedLook(context, slug) : null;
  if (!look) throw new Response("Not Found", { status: 404 });
  return { look };
}

export default function LookPage() {
  const { look } = useLoaderData<typeof loader>();
  const soldOut = look.pieces.filter((piece) => piece.status === "sold-out");
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">
        <a href="/lookbooks" className="hover:underline">
          Lookbooks
        </a>
      </p>
      <div className="mt-2 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div>
          <h1 className="text-4xl leading-tight text-ink-900 sm:text-5xl">{look.title}</h1>
          <img src={look.imagePath} alt={look.imageAlt} className="mt-6 aspect-[4/5] w-full rounded-3xl object-cover" />
          {look.storyHtml ? (
            <div
              className="markdown-body prose-copy mt-8 text-lg"
              dangerouslySetInnerHTML={{ __html: look.storyHtml }}
            />
          ) : null}
        </div>
        <section aria-labelledby="pieces-heading" className="flex flex-col gap-4">
          <h2 id="pieces-heading" className="text-2xl text-ink-900">
            In this look
          </h2>
          {soldOut.length > 0 ? (
            <Alert>
              {soldOut.length === 1
                ? `${soldOut[0].title} is sold out; the rest of the look can still be added.`
                : `${soldOut.length} pieces are sold out; the rest of the look can still be added.`}
            </Alert>
          ) : null}
          <ul className="flex flex-col gap-3">
            {look.pieces.map((piece) => (
              <li key={piece.productId}>
                <LookPieceCard piece={piece} />
              </li>
            ))}
          </ul>
          <AddLookToCartForm lookTitle={look.title} pieces={look.pieces} />
        </section>
      </div>
    </main>
  );
}
