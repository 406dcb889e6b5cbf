import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { SizeGuideNav } from "../components/layout/SizeGuideNav";
import { clothingSizeRows } from "../lib/content/size-guides";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Size Guide | Boho Boutique",
    description:
      "Find your fit: clothing from XS to 4XL (numeric 0 to 23), ring, bracelet and necklace sizes, hats and belts.",
  });

export default function SizeGuide() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Size Guide"
      intro={<p>Every piece comes in every size we can make it in. Here is how to find yours.</p>}
    >
      <SizeGuideNav />
      <h2>Our sizes at a glance</h2>
      <p>
        Letter and numeric sizes share one scale across the whole shop, and the size filter on our products page uses
        the same groups.
      </p>
      <ul className="mt-4 flex list-none flex-wrap gap-2 pl-0">
        {clothingSizeRows().map((row) => (
          <li
            key={row.id}
            className="mt-0 rounded-full bg-white/70 px-4 py-1 text-sm font-medium text-ink-900 ring-1 ring-sand-200"
          >
            {row.displayLabel}
          </li>
        ))}
        <li className="mt-0 rounded-full bg-white/70 px-4 py-1 text-sm font-medium text-ink-900 ring-1 ring-sand-200">
          One Size
        </li>
      </ul>
      <h2>How to measure</h2>
      <ul>
        <li>
          <strong>Bust:</strong> around the fullest part, keeping the tape level.
        </li>
        <li>
          <strong>Waist:</strong> around your natural waist, the narrowest part.
        </li>
        <li>
          <strong>Hips:</strong> around the fullest part of your hips, feet together.
        </li>
      </ul>
      <p>
        Between two sizes? Flowing boho shapes are forgiving: take the smaller for a closer fit or the larger for drape.
        And returns are free for 30 days.
      </p>
      <h2>Choose a guide</h2>
      <ul>
        <li>
          <a href="/size-guide/clothing">Clothing size guide</a>: tops, dresses, bottoms and lounge wear.
        </li>
        <li>
          <a href="/size-guide/jewelry">Jewelry size guide</a>: rings, bracelets and necklace lengths.
        </li>
        <li>
          <a href="/size-guide/accessories">Accessories size guide</a>: hats, belts and one-size pieces.
        </li>
      </ul>
    </ContentPage>
  );
}
