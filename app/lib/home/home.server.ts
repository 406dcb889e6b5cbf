// What the home page loads: the hero image now (it is the first paint), the
// featured products, collections and studio pieces as promises that stream.
import { sampleRatingsShown, shopReviewFigure } from "../reviews/reviews.server";
import { loadDatabaseTeasers } from "../catalog/home-products.server";
import type { ProductTeaser } from "../catalog/types";
import type { Loaded, MaybeStreamed } from "./home-sections";
import type { Storefront } from "../catalog/storefront.server";
import type { Database } from "../platform/database.server";
import { pickFeaturedCollections, type CollectionTeaser } from "./featured-collections";
import { HOME_FEATURED_COLLECTIONS_QUERY, HOME_FEATURED_PRODUCTS_QUERY } from "./home-documents";
import { pickHeroImage, type HeroImage } from "./hero-image";
import { readActiveHomepageImages } from "./homepage-image-cache.server";
import { browserRunsScripts } from "../platform/script-evidence";
import { loadSiteSettings, type SettingsContext } from "../settings/site-settings.server";
import { awaitAll } from "../platform/await-all";
import { logger } from "../platform/logger";
import { isolateRowsByKey, PUBLIC_ROWS_KEEP_MS } from "../platform/isolate-rows.server";
import { catalogVersionInMemory, type CatalogContext } from "../catalog/catalog.server";
import { knownPageGeneration } from "../worker/page-generation.server";

/**
 * The home page's sections, kept in the isolate as long as an anonymous page stays fresh (decision 063): the
 * shop's featured products and collections under the catalogue snapshot in memory (a product changed in the shop
 * comes with a new one), the studio's pieces under the page generation.
 */
const keptSections = isolateRowsByKey<unknown>(PUBLIC_ROWS_KEEP_MS, { stamp: knownPageGeneration, maxKeys: 8 });
function keptSection<T>(key: string, read: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  const kept = keptSections.fresh(key) as Loaded<T> | undefined;
  if (kept) return Promise.resolve(kept);
  // A failed read (an empty list that says so) is shown once, not kept.
  return read().then((loaded) => {
    if (!loaded.failed) keptSections.keep(key, loaded);
    return loaded;
  });
}

export const HOME_FEATURED_COUNT = 4;

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

type FeaturedNode = {
  id: string;
  title: string;
  handle: string;
  featuredImage: { url: string; altText: string | null } | null;
  priceRange: { minVariantPrice: { amount: string } };
};

export async function loadHeroImage(db: Database, random: () => number = Math.random): Promise<HeroImage> {
  try {
    return pickHeroImage(await readActiveHomepageImages(db), random);
  } catch (error) {
    logger.error("Failed to load homepage images", { error });
    return pickHeroImage([], random);
  }
}

function toTeaser(node: FeaturedNode): ProductTeaser {
  return {
    id: node.id,
    title: node.title,
    href: `/products/${node.handle}`,
    price: usd.format(Number(node.priceRange.minVariantPrice.amount)),
    imageUrl: node.featuredImage?.url ?? null,
    imageAlt: node.featuredImage?.altText || node.title,
  };
}

/** Tagged featured, first 4; when none are tagged, the first 4 of all. Failures give an empty list, never an error page. */
export async function loadFeaturedProducts(storefront: Storefront): Promise<Loaded<ProductTeaser>> {
  try {
    const run = (query: string | null) =>
      storefront.query<{ products: { nodes: FeaturedNode[] } }>(HOME_FEATURED_PRODUCTS_QUERY, {
        variables: { first: HOME_FEATURED_COUNT, query },
      });
    let nodes = (await run("tag:featured")).products.nodes;
    if (nodes.length === 0) nodes = (await run(null)).products.nodes;
    return { items: nodes.map(toTeaser), failed: false };
  } catch (error) {
    logger.error("Failed to load featured products", { error });
    return { items: [], failed: true };
  }
}

export async function loadFeaturedCollections(storefront: Storefront): Promise<Loaded<CollectionTeaser>> {
  try {
    type Node = { handle: string; title: string; image: { url: string; altText: string | null } | null };
    const data = await storefront.query<{ collections: { nodes: Node[] } }>(HOME_FEATURED_COLLECTIONS_QUERY);
    return { items: pickFeaturedCollections(data.collections.nodes), failed: false };
  } catch (error) {
    logger.error("Failed to load featured collections", { error });
    return { items: [], failed: true };
  }
}

export async function loadStudioProducts(db: Database): Promise<Loaded<ProductTeaser>> {
  try {
    return { items: await loadDatabaseTeasers(db, HOME_FEATURED_COUNT), failed: false };
  } catch (error) {
    logger.error("Failed to load studio products", { error });
    return { items: [], failed: true };
  }
}

/**
 * Everything a home variant's loader returns: first-paint data plus three
 * sections. For a browser known to run scripts the sections are promises that
 * stream; otherwise they are awaited so they arrive in place (see script-evidence.ts).
 */
export async function loadHomePage(
  context: SettingsContext & CatalogContext & { storefront: Storefront },
  options: { stream: boolean },
) {
  // Under the snapshot this isolate holds, if any (the home page does not load it).
  const catalog = catalogVersionInMemory(context) ?? "";
  const featuredProducts = keptSection(`products ${catalog}`, () => loadFeaturedProducts(context.storefront));
  const featuredCollections = keptSection(`collections ${catalog}`, () => loadFeaturedCollections(context.storefront));
  const studioProducts = keptSection("studio", () => loadStudioProducts(context.db));
  const [hero, settings, samplesShown, shopFigure] = await awaitAll([
    loadHeroImage(context.db),
    loadSiteSettings(context),
    sampleRatingsShown(context.db),
    shopReviewFigure(context.db).catch((error: unknown) => {
      logger.warn("Home: the shop's review figure is unreadable; the trust strip states none", { error });
      return null;
    }),
  ]);
  // The trust strip states the shop's real figure (every published review) when there is one; the spec's sample
  // figures only while the owner turns them on and no real review exists. The app's figure is a sample only.
  const appRating = samplesShown ? settings.appRating : null;
  const trustRating = shopFigure ?? (samplesShown ? settings.trustBadgeRating : null);
  const sections = options.stream
    ? { featuredProducts, featuredCollections, studioProducts }
    : {
        featuredProducts: await featuredProducts,
        featuredCollections: await featuredCollections,
        studioProducts: await studioProducts,
      };
  return {
    hero,
    appRating,
    trustRating,
    freeShippingThreshold: settings.freeShippingThreshold,
    ...(sections as {
      featuredProducts: MaybeStreamed<Loaded<ProductTeaser>>;
      featuredCollections: MaybeStreamed<Loaded<CollectionTeaser>>;
      studioProducts: MaybeStreamed<Loaded<ProductTeaser>>;
    }),
  };
}

/** Every home variant's loader: stream the slow sections only to browsers that run scripts (script-evidence.ts). */
export function loadHomeRoute({
  request,
  context,
}: {
  request: Request;
  context: SettingsContext & CatalogContext & { storefront: Storefront };
}) {
  return loadHomePage(context, { stream: browserRunsScripts(request) });
}
