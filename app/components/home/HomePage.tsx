import type { ProductTeaser } from "../../lib/catalog/types";
import type { CollectionTeaser } from "../../lib/home/featured-collections";
import type { HeroImage } from "../../lib/home/hero-image";
import type { Rating } from "../../lib/settings/site-settings";
import type { Loaded, MaybeStreamed } from "../../lib/home/home-sections";
import type { HomeTheme } from "../../lib/home/home-themes";
import { PAGE_VERSIONS } from "../../lib/analytics/page-versions";
import type { ReactNode } from "react";
import { PerformanceMonitorBar } from "../platform/PerformanceMonitorBar";
import { FeaturedCollectionsSection } from "./FeaturedCollectionsSection";
import { FeaturedProductsSection } from "./FeaturedProductsSection";
import { HomeHero } from "./HomeHero";
import { OrnamentDivider } from "./OrnamentDivider";
import { TrustStrip } from "./TrustStrip";

export type HomeData = {
  hero: HeroImage;
  /** Null while the owner hides the sample ratings. */
  trustRating: Rating | null;
  /** The site setting (spec: $150), named in the trust strip. */
  freeShippingThreshold: number;
  featuredProducts: MaybeStreamed<Loaded<ProductTeaser>>;
  featuredCollections: MaybeStreamed<Loaded<CollectionTeaser>>;
  studioProducts: MaybeStreamed<Loaded<ProductTeaser>>;
};

/** The home page's sections in spec order; variants pass a theme and may add an interlude. */
export function HomePage({ data, theme, interlude }: { data: HomeData; theme: HomeTheme; interlude?: ReactNode }) {
  return (
    <main className={theme.surfaceClass} data-home-theme={theme.id}>
      <HomeHero image={data.hero} theme={theme} />
      <TrustStrip
        accentTextClass={theme.accentTextClass}
        rating={data.trustRating}
        freeShippingThreshold={data.freeShippingThreshold}
      />
      <OrnamentDivider />
      <FeaturedProductsSection
        id="featured-products"
        heading={theme.featuredHeading}
        intro="Hand-picked by our stylists this week."
        products={data.featuredProducts}
        testId="storefront-products"
        shopAllHref="/products"
        accentTextClass={theme.accentTextClass}
      />
      {interlude}
      <OrnamentDivider />
      <FeaturedCollectionsSection heading={theme.collectionsHeading} collections={data.featuredCollections} />
      <FeaturedProductsSection
        id="studio-products-heading"
        heading="Made in our studio"
        intro="Small-batch pieces from the boutique's own workroom."
        products={data.studioProducts}
        testId="studio-products"
        accentTextClass={theme.accentTextClass}
      />
      <div className="pb-4">
        <PerformanceMonitorBar page="home" version={PAGE_VERSIONS.home} />
      </div>
    </main>
  );
}
