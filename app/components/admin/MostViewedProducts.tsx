import type { MostViewedProduct } from "../../lib/analytics/most-viewed-products.server";

type Props = {
  products: readonly Pick<MostViewedProduct, "handle" | "title" | "url" | "image" | "views" | "visitors">[];
};

/** Product names with thumbnails, each linked to its page; the figures are distinct visitors and views. */
export function MostViewedProducts({ products }: Props) {
  return (
    <ol className="mt-2 flex flex-col gap-2 text-sm text-ink-900" data-testid="most-viewed-products">
      {products.map((product) => (
        <li key={product.handle} className="flex items-center gap-3" data-handle={product.handle}>
          {product.image ? (
            <img
              src={product.image.url}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="h-10 w-10 shrink-0 rounded-lg object-cover ring-1 ring-sand-200"
            />
          ) : (
            <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-lg bg-sand-100 ring-1 ring-sand-200" />
          )}
          <a href={product.url} className="min-w-0 flex-1 font-medium underline">
            {product.title}
          </a>
          <span className="shrink-0 text-ink-700 tabular-nums">
            <span data-testid="product-visitors">{product.visitors}</span>{" "}
            {product.visitors === 1 ? "visitor" : "visitors"} · <span data-testid="product-views">{product.views}</span>{" "}
            {product.views === 1 ? "view" : "views"}
          </span>
        </li>
      ))}
    </ol>
  );
}
