import type { MetaFunction } from "@remix-run/cloudflare";
import { PolicyContentPage } from "../components/layout/PolicyContentPage";
import { policyPage } from "../lib/content/policy-pages";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Returns | Boho Boutique",
    description:
      "30-day returns on every order. How to send a piece back, exchanges for another size, and when your refund arrives.",
  });

export default function Returns() {
  return <PolicyContentPage page={policyPage("/returns")} />;
}
