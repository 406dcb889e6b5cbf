import type { ProductTeaser } from "../../lib/catalog/types";

export function ProductTeaserCard({ product }: { product: ProductTeaser }) {
  return (
    <a
      href={product.href}
      className="group block rounded-2xl bg-white/70 p-3 shadow-sm ring-1 ring-sand-200 transition hover:shadow-md"
    >
      <div className="aspect-[4/5] overflow-hidden rounded-xl bg-sand-100">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt={product.imageAlt}
            loading="lazy"
            className="h-full w-full object-cover transition group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <h3 className="mt-3 line-clamp-2 text-base text-ink-900">{product.title}</h3>
      <p className="mt-1 font-semibold text-clay-700">{product.price}</p>
    </a>
  );
}
