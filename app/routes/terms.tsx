import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "../components/layout/LegalPage";
import { loadLegalPage } from "../lib/legal/legal-pages.server";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Terms of Service | Boho Boutique",
    description:
      "The terms of buying from Boho Boutique: orders and prices, shipping, 30-day returns, sizes, accounts and reviews.",
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return { view: await loadLegalPage(context, "terms") };
}

export default function TermsOfServicePage() {
  const { view } = useLoaderData<typeof loader>();
  return <LegalPage view={view} />;
}
