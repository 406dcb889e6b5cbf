import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PUBLIC_PAGES } from "../lib/navigation/public-pages";
import { loadSitemapCatalog, loadSitemapLooks, loadSitemapPosts } from "../lib/seo/sitemap.server";
import { renderSitemapXml } from "../lib/seo/sitemap-xml";
import { awaitAll } from "../lib/platform/await-all";

// Sign-in pages are not for search engines.
const EXCLUDED = new Set(["/auth"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const at = (path: string) => new URL(path, origin).toString();
  const [{ collections, products }, posts, looks] = await awaitAll([
    loadSitemapCatalog(context),
    loadSitemapPosts(context.db),
    loadSitemapLooks(context.db),
  ]);
  const xml = renderSitemapXml([
    ...PUBLIC_PAGES.filter((page) => !EXCLUDED.has(page.path)).map((page) => ({ loc: at(page.path) })),
    ...collections.map((collection) => ({
      loc: at(`/collections/${encodeURIComponent(collection.handle)}`),
      lastmod: collection.updatedAt,
    })),
    ...products.map((product) => ({
      loc: at(`/products/${encodeURIComponent(product.handle)}`),
      lastmod: product.updatedAt,
    })),
    ...posts.map((post) => ({ loc: at(`/blog/${post.slug}`), lastmod: post.publishedAt })),
    ...looks.map((look) => ({ loc: at(`/lookbooks/${look.slug}`), lastmod: look.updatedAt })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
