import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { COVER_SIZES, getPublishedPost, withCovers } from "../lib/blog/blog.server";
import { ResponsivePicture } from "../components/ui/ResponsivePicture";
import { formatPostDate, isPlausibleSlug } from "../lib/blog/blog-text";
import { renderMarkdown } from "../lib/content/markdown.server";
import { blogPostingJsonLd } from "../lib/seo/structured-data";
import { originFromMatches, seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction<typeof loader> = (args) => {
  const post = args.data?.post;
  if (!post) return [{ title: "Page not found | Boho Boutique" }, { name: "robots", content: "noindex" }];
  return seoMeta(args, {
    title: `${post.title} | Boho Boutique Journal`,
    description: post.excerpt,
    ogType: "article",
    breadcrumbName: post.title,
    jsonLd: [blogPostingJsonLd(originFromMatches(args.matches), post)],
  });
};

export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const found = isPlausibleSlug(slug) ? await getPublishedPost(context.db, slug) : null;
  if (!found) throw new Response("Not Found", { status: 404 });
  const [post] = await withCovers(context.db, [found], COVER_SIZES.post);
  // Rendered on the server by the one Markdown renderer; the browser gets safe HTML, not the parser.
  return { post: { ...post, body: undefined, bodyHtml: renderMarkdown(post.body) } };
}

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <article>
        <header>
          <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">
            <a href="/blog" className="hover:underline">
              Journal
            </a>
          </p>
          <h1 className="mt-2 text-4xl leading-tight text-ink-900 sm:text-5xl">{post.title}</h1>
          <p className="mt-3 text-ink-700">
            By {post.author}
            {post.publishedAt ? (
              <>
                {" "}
                · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
              </>
            ) : null}
          </p>
        </header>
        {post.cover ? (
          <ResponsivePicture image={post.cover} alt="" className="mt-8 aspect-[16/9] w-full rounded-3xl object-cover" />
        ) : null}
        <div className="markdown-body prose-copy mt-8 text-lg" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        <p className="mt-12">
          <a href="/blog" className="font-semibold text-clay-700 underline underline-offset-4">
            ← Back to the journal
          </a>
        </p>
      </article>
    </main>
  );
}
