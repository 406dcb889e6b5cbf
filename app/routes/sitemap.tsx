import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "../components/layout/ContentPage";
import { PUBLIC_PAGES } from "../lib/navigation/public-pages";
import { loadSitemapCatalog, loadSitemapPosts } from "../lib/seo/sitemap.server";
import { seoMeta } from "../lib/seo/page-meta";
import { awaitAll } from "../lib/platform/await-all";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Sitemap | Boho Boutique",
    description: "Every page, collection and journal post at Boho Boutique in one place.",
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const [{ collections }, posts] = await awaitAll([loadSitemapCatalog(context), loadSitemapPosts(context.db)]);
  return {
    collections: collections.map((c) => ({ handle: c.handle, title: c.title })),
    posts: posts.map((p) => ({ slug: p.slug, title: p.title })),
  };
}

function LinkGroup({ heading, links }: { heading: string; links: { href: string; label: string }[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={`sitemap-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`}>
      <h2 id={`sitemap-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`}>{heading}</h2>
      <ul className="columns-1 sm:columns-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Sitemap() {
  const { collections, posts } = useLoaderData<typeof loader>();
  const pages = (group: string) =>
    PUBLIC_PAGES.filter((page) => page.group === group).map((page) => ({ href: page.path, label: page.name }));
  return (
    <ContentPage
      eyebrow="Find your way"
      title="Sitemap"
      intro={<p>Every page, collection and journal post, in one place.</p>}
    >
      <LinkGroup heading="Home" links={pages("Home")} />
      <LinkGroup heading="Shop" links={pages("Shop")} />
      <LinkGroup
        heading="Collections"
        links={collections.map((c) => ({ href: `/collections/${c.handle}`, label: c.title }))}
      />
      <LinkGroup heading="Our Story" links={pages("Our Story")} />
      <LinkGroup heading="Journal" links={posts.map((p) => ({ href: `/blog/${p.slug}`, label: p.title }))} />
      <LinkGroup heading="Help" links={pages("Help")} />
    </ContentPage>
  );
}
