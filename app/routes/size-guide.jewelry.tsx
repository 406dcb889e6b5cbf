import type { MetaFunction } from "@remix-run/cloudflare";
import { PolicyContentPage } from "../components/layout/PolicyContentPage";
import { policyPage } from "../lib/content/policy-pages";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Jewelry Size Guide | Boho Boutique",
    description:
      "US ring sizes with diameters, bracelet sizes by wrist measurement and necklace lengths from choker to lariat.",
    breadcrumbName: "Jewelry",
  });

export default function JewelrySizeGuide() {
  return (
    <PolicyContentPage page={policyPage("/size-guide/jewelry")} nav={<SizeGuideNav current="/size-guide/jewelry" />} />
  );
}
