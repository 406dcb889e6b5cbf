import type { MetaFunction } from "@remix-run/cloudflare";
import { PolicyContentPage } from "../components/layout/PolicyContentPage";
import { policyPage } from "../lib/content/policy-pages";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Clothing Size Guide | Boho Boutique",
    description: "Clothing sizes XS to 4XL with numeric sizes 0 to 23 and bust, waist and hip measurements in inches.",
    breadcrumbName: "Clothing",
  });

export default function ClothingSizeGuide() {
  return (
    <PolicyContentPage
      page={policyPage("/size-guide/clothing")}
      nav={<SizeGuideNav current="/size-guide/clothing" />}
    />
  );
}
