// Everything the sitemaps list: the route map's public pages, every
// collection and product, the boutique's own products and the published posts.
// The XML sitemap reads products and collections from the catalogue snapshot
// (the shop's and the database's, as listings show them), never paging the
// shop per request. A failing source is logged and left out rather than
// failing the whole sitemap.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCatalog } from "../catalog/catalog.server";
import type { Database } from "../platform/database.server";
import { listPublishedPosts, type BlogPostSummary } from "../blog/blog.server";
import { listPublishedLooks, type LookSummary } from "../looks/look-page.server";
import { logger } from "../platform/logger";

export type SitemapCollection = { handle: string; title: string; updatedAt: string | null };
export type SitemapProduct = { handle: string; updatedAt: string | null };

async function orEmpty<T>(label: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    logger.error("Sitemap: a source failed to load", { source: label, error });
    return [];
  }
}

/** Shop collections only (database categories and the Sale rule have no shop page of their own to list). */
const isShopCollection = (id: string) => id.startsWith("gid://");

/** Every collection and product the catalogue holds, in its order (the shop's products, then the database's). */
export async function loadSitemapCatalog(
  context: AppLoadContext,
): Promise<{ collections: SitemapCollection[]; products: SitemapProduct[] }> {
  try {
    const { entry } = await getCatalog(context);
    const { index } = entry;
    return {
      collections: entry.collections
        .filter((collection) => isShopCollection(collection.id))
        .map(({ handle, title, updatedAt }) => ({ handle, title, updatedAt: updatedAt ?? null })),
      products: index.products.map((item) => ({
        handle: index.handleOf(item),
        updatedAt: item.updatedAtMs > 0 ? new Date(item.updatedAtMs).toISOString() : null,
      })),
    };
  } catch (error) {
    logger.error("Sitemap: a source failed to load", { source: "catalogue", error });
    return { collections: [], products: [] };
  }
}

export function loadSitemapPosts(db: Database): Promise<BlogPostSummary[]> {
  return orEmpty("posts", () => listPublishedPosts(db));
}

export function loadSitemapLooks(db: Database): Promise<LookSummary[]> {
  return orEmpty("looks", () => listPublishedLooks(db));
}
