// Everything the sitemaps list: the route map's public pages, every
// collection and product (Storefront, paged 250 at a time), the boutique's
// own products and the published posts. A failing source is logged and left
// out rather than failing the whole sitemap.
import { listActiveDatabaseProducts } from "../catalog/database-products.server";
import type { Storefront } from "../catalog/storefront.server";
import type { Database } from "../platform/database.server";
import { listPublishedPosts, type BlogPostSummary } from "../blog/blog.server";
import { listPublishedLooks, type LookSummary } from "../looks/look-page.server";
import { SITEMAP_COLLECTIONS_QUERY, SITEMAP_PRODUCTS_QUERY } from "../home/home-documents";
import { logger } from "~/lib/platform/logger";

/** Spec 000 section 7: bulk paging is 250 per page, up to 50 pages. */
const MAX_PAGES = 50;

type Page<T> = { nodes: T[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
export type SitemapCollection = { handle: string; title: string; updatedAt: string | null };
export type SitemapProduct = { handle: string; updatedAt: string | null };

async function pageThrough<T>(fetchPage: (after: string | null) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result: Page<T> = await fetchPage(after);
    items.push(...result.nodes);
    if (!result.pageInfo.hasNextPage || !result.pageInfo.endCursor || result.nodes.length === 0) break;
    after = result.pageInfo.endCursor;
  }
  return items;
}

async function orEmpty<T>(label: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    logger.error("Sitemap: a source failed to load", { source: label, error });
    return [];
  }
}

export function loadSitemapCollections(storefront: Storefront): Promise<SitemapCollection[]> {
  return orEmpty("collections", () =>
    pageThrough((after) => storefront.query<{ collections: Page<SitemapCollection> }>(SITEMAP_COLLECTIONS_QUERY, { variables: { after } }).then((d) => d.collections)),
  );
}

export function loadSitemapProducts(storefront: Storefront): Promise<SitemapProduct[]> {
  return orEmpty("products", () =>
    pageThrough((after) => storefront.query<{ products: Page<SitemapProduct> }>(SITEMAP_PRODUCTS_QUERY, { variables: { after } }).then((d) => d.products)),
  );
}

export function loadSitemapDatabaseProducts(db: Database): Promise<SitemapProduct[]> {
  return orEmpty("database products", async () => (await listActiveDatabaseProducts(db)).map((row) => ({ handle: row.slug, updatedAt: row.updatedAt })));
}

export function loadSitemapPosts(db: Database): Promise<BlogPostSummary[]> {
  return orEmpty("posts", () => listPublishedPosts(db));
}

export function loadSitemapLooks(db: Database): Promise<LookSummary[]> {
  return orEmpty("looks", () => listPublishedLooks(db));
}
