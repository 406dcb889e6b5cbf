import type { CollectionTeaser } from "../../lib/home/featured-collections";
import type { Loaded, MaybeStreamed } from "../../lib/home/home-sections";
import { Streamed } from "./Streamed";
import { SectionSkeleton } from "./SectionSkeleton";
import { Alert } from "../ui/Alert";

/** Featured collections (goddess, chrome-hearts, home-decor, Sale), streamed. */
export function FeaturedCollectionsSection({
  heading,
  collections,
}: {
  heading: string;
  collections: MaybeStreamed<Loaded<CollectionTeaser>>;
}) {
  return (
    <section aria-labelledby="featured-collections" className="mx-auto max-w-6xl px-4 py-8">
      <h2 id="featured-collections" className="text-3xl text-ink-900">
        {heading}
      </h2>
      <p className="mt-1 text-ink-700">Start with a mood, leave with a wardrobe.</p>
      <Streamed value={collections} fallback={<SectionSkeleton count={4} label="Loading collections…" />}>
        {(loaded) =>
          loaded.items.length === 0 ? (
            <Alert className="mt-5">
              Our collections are resting for a moment.{" "}
              <a href="/collections" className="font-semibold text-clay-700 underline">
                Browse all collections
              </a>
            </Alert>
          ) : (
            <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="featured-collections">
              {loaded.items.map((collection) => (
                <li key={collection.handle}>
                  <a
                    href={collection.href}
                    className="group block overflow-hidden rounded-2xl bg-white/70 ring-1 ring-sand-200 transition hover:shadow-md"
                  >
                    <span className="block aspect-[4/3] overflow-hidden bg-sand-200">
                      {collection.imageUrl ? (
                        <img
                          src={collection.imageUrl}
                          alt=""
                          loading="lazy"
                          className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
                        />
                      ) : null}
                    </span>
                    <span className="flex items-center justify-between gap-2 p-4">
                      <span className="text-lg text-ink-900" style={{ fontFamily: "var(--font-display)" }}>
                        {collection.title}
                      </span>
                      <span aria-hidden="true" className="text-clay-700">
                        →
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )
        }
      </Streamed>
    </section>
  );
}
