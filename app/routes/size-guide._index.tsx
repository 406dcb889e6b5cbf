import type { MetaFunction } from "@remix-run/cloudflare";
import { PolicyContentPage } from "../components/layout/PolicyContentPage";
import { policyPage } from "../lib/content/policy-pages";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Size Guide | Boho Boutique",
    description:
      "Find your fit: clothing from XS to 4XL (numeric 0 to 23), ring, bracelet and necklace sizes, hats and belts.",
  });

export default function SizeGuide() {
  return <PolicyContentPage page={policyPage("/size-guide")} nav={<SizeGuideNav />} />;
}
