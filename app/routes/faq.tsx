import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { faqGroups, faqPageJsonLd } from "../lib/content/faq";
import { freeShippingLabelIn } from "../lib/settings/free-shipping";
import { useFreeShippingLabel } from "../components/layout/useFreeShippingLabel";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Returns & FAQ | Boho Boutique",
    description: `Answers about 30-day returns, free shipping from ${freeShippingLabelIn(args.matches)}, sizing from XS to 4XL, secure checkout and 24/7 support.`,
    jsonLd: [faqPageJsonLd(freeShippingLabelIn(args.matches))],
  });

const sectionId = (heading: string) => `faq-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;

export default function Faq() {
  const freeShipping = useFreeShippingLabel();
  return (
    <ContentPage
      eyebrow="Help"
      title="Returns & FAQ"
      intro={
        <p>
          Quick answers to what people ask us most. Still wondering?{" "}
          <a href="/contact" className="text-clay-700 underline">
            We are here 24/7
          </a>
          .
        </p>
      }
    >
      {faqGroups(freeShipping).map((group) => (
        <section key={group.heading} aria-labelledby={sectionId(group.heading)}>
          <h2 id={sectionId(group.heading)}>{group.heading}</h2>
          <div className="mt-4 space-y-3">
            {group.entries.map((entry) => (
              <details
                key={entry.question}
                className="group rounded-2xl bg-white/70 ring-1 ring-sand-200 open:ring-clay-400"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
                  {entry.question}
                  <span aria-hidden="true" className="text-xl text-clay-700 transition group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-0 px-5 pb-5">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p>
        Looking for the full returns steps? See <a href="/returns">returns &amp; exchanges</a>.
      </p>
    </ContentPage>
  );
}
