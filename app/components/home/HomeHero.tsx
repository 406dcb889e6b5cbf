import { useEffect, useRef, useState } from "react";
import { BrandLogo } from "../layout/BrandLogo";
import { DEFAULT_HERO_IMAGE, heroObjectPosition, type HeroImage } from "../../lib/home/hero-image";
import type { HomeTheme } from "../../lib/home/home-themes";

/** Hero: the chosen homepage image (default on failure), the logo, tagline and Explore Collections. */
export function HomeHero({
  image,
  theme,
  headingLevel = 1,
}: {
  image: HeroImage;
  theme: HomeTheme;
  headingLevel?: 1 | 2;
}) {
  const [src, setSrc] = useState(image.src);
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => setSrc(image.src), [image.src]);
  // An image that failed before hydration fires no onError for React: check once mounted.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && src !== DEFAULT_HERO_IMAGE.src) setSrc(DEFAULT_HERO_IMAGE.src);
  }, [src]);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden"
      style={{ backgroundImage: `url(${DEFAULT_HERO_IMAGE.src})`, backgroundSize: "cover" }}
    >
      {/* AVIF, then WebP, for browsers that take them; the <img> (JPEG variants, the original) for the rest. */}
      <picture>
        {src === image.src
          ? image.sources?.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes ?? undefined} />
            ))
          : null}
        <img
          ref={imgRef}
          src={src}
          // The optimizer's variants, while the chosen image is the one shown (not the fallback).
          srcSet={src === image.src ? (image.srcSet ?? undefined) : undefined}
          sizes={src === image.src ? (image.sizes ?? undefined) : undefined}
          alt={src === DEFAULT_HERO_IMAGE.src ? DEFAULT_HERO_IMAGE.alt : image.alt}
          onError={() => setSrc(DEFAULT_HERO_IMAGE.src)}
          {...{ fetchpriority: "high" }}
          className={`absolute inset-0 -z-20 h-full w-full object-cover ${theme.heroImageClass}`}
          style={{ objectPosition: heroObjectPosition(image.positioning) }}
          data-testid="hero-image"
        />
      </picture>
      <div className={`absolute inset-0 -z-10 ${theme.heroVeilClass}`} />
      <div className="mx-4 my-12 flex max-w-3xl flex-col items-center rounded-[2rem] bg-sand-50/75 px-5 py-10 text-center shadow-sm sm:mx-auto sm:my-20 sm:px-10 sm:py-14">
        <p className={`text-sm font-semibold tracking-[0.2em] uppercase ${theme.accentTextClass}`}>{theme.eyebrow}</p>
        <Heading id="hero-heading" className="mt-4 flex justify-center text-ink-900">
          <BrandLogo size="lg" />
        </Heading>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-900 sm:text-xl">{theme.tagline}.</p>
        <a
          href="/collections"
          className={`mt-8 inline-block rounded-full px-8 py-3 text-base font-semibold shadow-sm transition ${theme.buttonClass}`}
        >
          Explore Collections
        </a>
        {image.caption ? <p className="mt-6 text-xs tracking-widest text-ink-700 uppercase">{image.caption}</p> : null}
      </div>
    </section>
  );
}
