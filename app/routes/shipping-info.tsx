import type { MetaFunction } from "@remix-run/cloudflare";
import { PolicyContentPage } from "../components/layout/PolicyContentPage";
import { policyPage } from "../lib/content/policy-pages";
import { seoMeta } from "../lib/seo/page-meta";
import { useFreeShippingLabel } from "../components/layout/useFreeShippingLabel";
import { freeShippingLabelIn } from "../lib/settings/free-shipping";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Shipping Info | Boho Boutique",
    description: `Free shipping on orders of ${freeShippingLabelIn(args.matches)} or more. Orders leave our studio in 1-2 business days and arrive in 3-7 business days.`,
  });

export default function ShippingInfo() {
  const freeShipping = useFreeShippingLabel();
  return <PolicyContentPage page={policyPage("/shipping-info", { freeShipping })} />;
}
