import type { RelatedProduct } from "../../lib/product/product-page";
import { ProductImage } from "./ProductImage";
import { QuickViewButton } from "./QuickViewButton";

/** "You may also like": cards with a quick-view control each. */
export function RelatedProducts({ products }: { products: RelatedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16">
      <h2 id="related-title" className="text-2xl text-ink-900">
        You may also like
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="group relative rounded-2xl bg-white/70 p-3 shadow-sm ring-1 ring-sand-200">
            <a href={`/products/${product.handle}`} className="block">
              <div className="aspect-[4/5] overflow-hidden rounded-xl bg-sand-100">
                {product.image ? (
                  <ProductImage
                    image={{ id: null, ...product.image }}
                    alt={product.image.altText ?? product.title}
                    sizes="(min-width: 768px) 25vw, 50vw"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </div>
              <h3 className="mt-3 line-clamp-2 text-base text-ink-900">{product.title}</h3>
              <p className="mt-1 font-semibold text-clay-700">{product.price}</p>
            </a>
            <div className="absolute top-5 left-5">
              <QuickViewButton handle={product.handle} title={product.title} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
