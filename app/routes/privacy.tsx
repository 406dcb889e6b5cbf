import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalPage } from "../components/layout/LegalPage";
import { loadLegalPage } from "../lib/legal/legal-pages.server";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Privacy Policy | Boho Boutique",
    description:
      "What Boho Boutique collects when you browse, shop, sign up or write to us (emails, voice messages, analytics, cookies), why, how long we keep it and your rights.",
  });

export async function loader({ context }: LoaderFunctionArgs) {
  return { view: await loadLegalPage(context, "privacy") };
}

export default function PrivacyPolicyPage() {
  const { view } = useLoaderData<typeof loader>();
  return <LegalPage view={view} />;
}
