import type { MetaFunction } from "@remix-run/cloudflare";
import { PolicyContentPage } from "../components/layout/PolicyContentPage";
import { policyPage } from "../lib/content/policy-pages";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Accessories Size Guide | Boho Boutique",
    description:
      "Hat sizes by head circumference, belt lengths for every clothing size from XS to 4XL, and what One Size means.",
    breadcrumbName: "Accessories",
  });

export default function AccessoriesSizeGuide() {
  return (
    <PolicyContentPage
      page={policyPage("/size-guide/accessories")}
      nav={<SizeGuideNav current="/size-guide/accessories" />}
    />
  );
}
