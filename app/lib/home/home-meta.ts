// The head of every home variant: SEO entries, the app's structured data with
// its rating, and a preload of the chosen hero image (home pages only).
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { seoMeta } from "../seo/page-meta";
import type { Rating } from "../settings/site-settings";
import { webApplicationJsonLd } from "../seo/structured-data";
import { originFromMatches } from "../seo/page-meta";
import type { HeroImage } from "./hero-image";

type HomeMetaArgs = {
  data: { hero: HeroImage; appRating: Rating | null } | undefined;
  matches: readonly { id: string; data?: unknown }[];
  location: { pathname: string };
};

/** `canonicalPath`: a theme variant of the home page names the home page as the canonical one. */
export function homeMeta(
  args: HomeMetaArgs,
  page: { title: string; description: string; canonicalPath?: string },
): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  return seoMeta(args, {
    title: page.title,
    description: page.description,
    path: page.canonicalPath,
    jsonLd: args.data ? [webApplicationJsonLd(origin, args.data.appRating)] : [],
    extra: args.data ? [heroPreload(args.data.hero)] : [],
  });
}

/**
 * With variants, the preload names the srcset and sizes of the <picture>'s first
 * source (AVIF) with its type, so a browser that takes AVIF fetches that one file
 * and one that does not skips the preload rather than fetch a file it won't use.
 * Without typed sources it names the <img>'s srcset.
 */
function heroPreload(hero: HeroImage): MetaDescriptor {
  const first = hero.sources?.[0];
  const chosen = first
    ? { imageSrcSet: first.srcSet, type: first.type }
    : hero.srcSet
      ? { imageSrcSet: hero.srcSet }
      : null;
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    href: hero.src,
    fetchpriority: "high",
    ...(chosen ? { ...chosen, imageSizes: hero.sizes ?? "100vw" } : {}),
  };
}
