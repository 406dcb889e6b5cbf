import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { COVER_SIZES, listPublishedPosts, withCovers } from "../lib/blog/blog.server";
import { ResponsivePicture } from "../components/ui/ResponsivePicture";
import { formatPostDate } from "../lib/blog/blog-text";
import { collectionPageJsonLd } from "../lib/seo/structured-data";
import { originFromMatches, seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    title: "Journal | Boho Boutique",
    description: "Styling notes, slow-living rituals and stories from our studio.",
    breadcrumbName: "Journal",
    jsonLd: [
      collectionPageJsonLd(originFromMatches(args.matches), {
        name: "Boho Boutique Journal",
        path: "/blog",
        items: (args.data?.posts ?? []).map((post) => ({ name: post.title, path: `/blog/${post.slug}` })),
      }),
    ],
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return { posts: await withCovers(context.db, await listPublishedPosts(context.db), COVER_SIZES.index) };
}

export default function BlogIndex() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">From the studio</p>
        <h1 className="mt-2 text-4xl text-ink-900 sm:text-5xl">Journal</h1>
        <p className="mt-4 text-lg text-ink-700">
          Styling notes, slow-living rituals and the stories behind the pieces.
        </p>
      </header>
      {posts.length === 0 ? (
        <p className="mt-10 text-ink-700">Our first stories are still drying on the line. Check back soon.</p>
      ) : (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="h-full overflow-hidden rounded-3xl bg-white/80 shadow-sm ring-1 ring-sand-200">
                {post.cover ? (
                  <ResponsivePicture
                    image={post.cover}
                    alt=""
                    loading="lazy"
                    className="aspect-[16/9] w-full object-cover"
                  />
                ) : null}
                <div className="p-5">
                  {post.publishedAt ? (
                    <p className="text-sm text-ink-700">
                      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                    </p>
                  ) : null}
                  <h2 className="mt-1 text-2xl text-ink-900">
                    <a href={`/blog/${post.slug}`} className="hover:text-clay-700">
                      {post.title}
                    </a>
                  </h2>
                  <p className="mt-2 text-ink-700">{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
