// The head of every home variant: SEO entries, the app's structured data with
// its rating, and a preload of the chosen hero image (home pages only).
import type { MetaDescriptor } from "@remix-run/cloudflare";
import { seoMeta } from "../seo/page-meta";
import type { Rating } from "../settings/site-settings";
import { webApplicationJsonLd } from "../seo/structured-data";
import { originFromMatches } from "../seo/page-meta";
import type { HeroImage } from "./hero-image";

type HomeMetaArgs = {
  data: { hero: HeroImage; appRating: Rating } | undefined;
  matches: readonly { id: string; data?: unknown }[];
  location: { pathname: string };
};

/** `canonicalPath`: a theme variant of the home page names the home page as the canonical one. */
export function homeMeta(args: HomeMetaArgs, page: { title: string; description: string; canonicalPath?: string }): MetaDescriptor[] {
  const origin = originFromMatches(args.matches);
  return seoMeta(args, {
    title: page.title,
    description: page.description,
    path: page.canonicalPath,
    jsonLd: args.data ? [webApplicationJsonLd(origin, args.data.appRating)] : [],
    extra: args.data ? [{ tagName: "link", rel: "preload", as: "image", href: args.data.hero.src, fetchpriority: "high" }] : [],
  });
}
