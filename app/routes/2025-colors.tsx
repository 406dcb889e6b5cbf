import { Link } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { buttonClass } from "../components/ui/button-styles";
import { COLORS_2025, readableTextOn, shopColorHref } from "../lib/content/colors-2025";
import { collectionPageJsonLd } from "../lib/seo/structured-data";
import { originFromMatches, seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "2025 Colors | Boho Boutique",
    description:
      "Our 2025 colour story: twelve boho shades from Pantone's Mocha Mousse to Coloro's Future Dusk, with hex codes and how we wear them.",
    jsonLd: [
      collectionPageJsonLd(originFromMatches(args.matches), {
        name: "2025 Colors",
        path: "/2025-colors",
        description: "Twelve colours for the 2025 season.",
      }),
    ],
  });

export default function Colors2025() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">Colour story</p>
        <h1 className="mt-2 text-4xl text-ink-900 sm:text-5xl">2025 Colors</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-700">
          Twelve shades we are living in this year: earthy browns, twilight blues and faded florals, anchored by
          Pantone's Mocha Mousse and Coloro's Future Dusk.
        </p>
      </header>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {COLORS_2025.map((swatch) => (
          <li key={swatch.name} className="overflow-hidden rounded-3xl bg-white/80 shadow-sm ring-1 ring-sand-200">
            <div
              className="relative flex h-40 items-end p-4"
              style={{ background: swatch.hex, color: readableTextOn(swatch.hex) }}
            >
              <span className="font-mono text-sm font-semibold tracking-wider">{swatch.hex}</span>
              {swatch.badge ? (
                <span className="absolute top-3 right-3 rounded-full bg-white px-3 py-1 text-xs font-bold tracking-wide text-ink-900 uppercase shadow">
                  {swatch.badge}
                </span>
              ) : null}
            </div>
            <div className="p-5">
              <h2 className="text-xl text-ink-900">{swatch.name}</h2>
              <p className="mt-2 text-sm leading-relaxed text-ink-700">{swatch.description}</p>
              <Link
                to={shopColorHref(swatch)}
                className="decoration-clay-300 mt-4 inline-flex items-center gap-1 rounded-full text-sm font-semibold text-clay-700 underline underline-offset-4 hover:decoration-clay-700 focus-visible:ring-2 focus-visible:ring-clay-500 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                Shop {swatch.family.toLowerCase()} pieces<span className="sr-only"> like {swatch.name}</span>
                <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <a href="/products" className={buttonClass({ size: "lg" })}>
          Shop Our Collection
        </a>
      </div>
    </main>
  );
}
