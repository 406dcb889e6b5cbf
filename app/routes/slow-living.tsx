import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { seoMeta } from "../lib/seo/page-meta";
import { useFreeShippingLabel } from "../components/layout/useFreeShippingLabel";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Slow Living | Boho Boutique",
    description:
      "Slow living at Boho Boutique: fewer, better things, natural materials, small rituals at home and clothes made to last.",
  });

const RITUALS = [
  {
    title: "Begin with one corner",
    text: "A floor cushion, a plant and a lamp with warm light. A place that asks nothing of you.",
  },
  {
    title: "Choose natural fibres",
    text: "Linen, cotton gauze and wool breathe, soften with every wash and age beautifully.",
  },
  {
    title: "Mend before you replace",
    text: "A loose button or a dropped hem is an evening's calm work, not a reason to let a piece go.",
  },
  {
    title: "Light a candle at dinner",
    text: "A small signal to your day that it is time to slow down and taste your food.",
  },
] as const;

export default function SlowLiving() {
  const freeShipping = useFreeShippingLabel();
  return (
    <ContentPage
      eyebrow="A way of living"
      title="Slow Living"
      intro={
        <p>
          Slow living is not a style, it is a pace. It is how we choose what to make, what to sell, and how we hope you
          will live with it.
        </p>
      }
    >
      <p>
        Bohemian style grew from a wish to live freely and lightly. For us that means buying less and loving it longer:
        a kimono you layer for ten years, a clay dish that holds your rings, a throw that softens every season.
      </p>
      <h2>Four small rituals</h2>
      <ul className="mt-6 grid list-none gap-4 pl-0 sm:grid-cols-2">
        {RITUALS.map((ritual) => (
          <li key={ritual.title} className="mt-0 rounded-2xl bg-white/70 p-5 ring-1 ring-sand-200">
            <h3 className="mt-0">{ritual.title}</h3>
            <p className="mt-2">{ritual.text}</p>
          </li>
        ))}
      </ul>
      <h2>How we shop slowly for you</h2>
      <p>
        We work with small workshops, order in small batches and restock only what you truly love. Free shipping on
        orders of {freeShipping} or more encourages one considered order over many small ones, and 30-day returns mean
        no regrets.
      </p>
      <p>
        Read more in our <a href="/blog/the-slow-living-home">slow-living home journal entry</a>, or browse our{" "}
        <a href="/collections">collections</a> at your own pace.
      </p>
    </ContentPage>
  );
}
