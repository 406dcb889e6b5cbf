import type { CollectionSummary } from "../../lib/catalog/types";

export function CollectionCard({ collection }: { collection: CollectionSummary }) {
  return (
    <a
      href={`/collections/${collection.handle}`}
      className="group block overflow-hidden rounded-2xl bg-white/80 shadow-sm ring-1 ring-sand-200 transition hover:shadow-md"
    >
      <div className="aspect-[4/3] overflow-hidden bg-sand-100">
        {collection.imageUrl ? (
          <img
            src={collection.imageUrl}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="p-4">
        <h2 className="text-xl text-ink-900">{collection.title}</h2>
        <p className="mt-1 text-sm text-ink-700">
          {`${collection.productCount} ${collection.productCount === 1 ? "product" : "products"}`}
        </p>
      </div>
    </a>
  );
}
