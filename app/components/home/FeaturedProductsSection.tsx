import { ProductTeaserCard } from "../catalog/ProductTeaserCard";
import type { ProductTeaser } from "../../lib/catalog/types";
import type { Loaded, MaybeStreamed } from "../../lib/home/home-sections";
import { Streamed } from "./Streamed";
import { SectionSkeleton } from "./SectionSkeleton";
import { FeaturedProductsFailed } from "./FeaturedProductsFailed";

type Props = {
  id: string;
  heading: string;
  intro: string;
  products: MaybeStreamed<Loaded<ProductTeaser>>;
  testId: string;
  shopAllHref?: string;
  accentTextClass: string;
};

/** A streamed product row: the page paints first, the cards arrive when the shop answers. */
export function FeaturedProductsSection({ id, heading, intro, products, testId, shopAllHref, accentTextClass }: Props) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-3xl text-ink-900">
            {heading}
          </h2>
          <p className="mt-1 text-ink-700">{intro}</p>
        </div>
        {shopAllHref ? (
          <a href={shopAllHref} className={`font-semibold underline-offset-4 hover:underline ${accentTextClass}`}>
            Shop all products →
          </a>
        ) : null}
      </div>
      <Streamed value={products} fallback={<SectionSkeleton count={4} label={`Loading ${heading.toLowerCase()}…`} />}>
        {(loaded) =>
          loaded.failed ? (
            <FeaturedProductsFailed />
          ) : (
            <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid={testId}>
              {loaded.items.map((product) => (
                <li key={product.id}>
                  <ProductTeaserCard product={product} />
                </li>
              ))}
            </ul>
          )
        }
      </Streamed>
    </section>
  );
}
