import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { seoMeta } from "../lib/seo/page-meta";
import { useFreeShippingLabel } from "../components/layout/useFreeShippingLabel";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "About Us | Boho Boutique",
    description:
      "Boho Boutique is a small, size-inclusive studio curating bohemian clothing, jewelry and home goods in sizes XS to 4XL, made slowly and with care.",
  });

export default function About() {
  const freeShipping = useFreeShippingLabel();
  return (
    <ContentPage
      eyebrow="Our story"
      title="About Boho Boutique"
      intro={
        <p>
          We started with one rail of hand-dyed dresses and a simple belief: free-spirited style should fit every body,
          not just a sample size.
        </p>
      }
    >
      <p>
        Boho Boutique is a small studio of stylists, makers and one very opinionated shop cat. We curate
        bohemian-inspired clothing, jewelry, accessories and home decor from independent workshops, and we make a
        handful of pieces ourselves in our own workroom.
      </p>
      <h2>Sizes from XS to 4XL</h2>
      <p>
        Inclusive sizing is not a separate section here. Across the shop our clothing spans XS to 4XL (numeric 0 to 23),
        and we fit-test each style on real bodies before it reaches the shop. Not every style is cut in every size yet:
        some run XS to XL, others S to 4XL, and each piece lists the sizes it is made in. Choose your size in the{" "}
        <a href="/products">product filters</a> to see only what comes in it, and our{" "}
        <a href="/size-guide/clothing">clothing size guide</a> maps letter and numeric sizes side by side.
      </p>
      <h2>Made slowly, chosen carefully</h2>
      <p>
        We would rather offer fewer, better things. That means natural fibres where we can, small batches, fair wages
        for the hands that make them, and designs you will still reach for in five summers.
      </p>
      <h2>Our promises to you</h2>
      <ul>
        <li>
          <strong>Free shipping</strong> on orders of {freeShipping} or more.
        </li>
        <li>
          <strong>30-day returns</strong>, because the right fit matters more than the sale. See{" "}
          <a href="/returns">returns</a>.
        </li>
        <li>
          <strong>24/7 support</strong> from people who know the pieces. <a href="/contact">Say hello</a> any time.
        </li>
        <li>
          <strong>Secure shopping</strong> with safe checkout and buyer protection.
        </li>
      </ul>
      <h2>Come and wander</h2>
      <p>
        Browse <a href="/products">all products</a>, fall for the <a href="/collections/goddess">Goddess collection</a>,
        or read our
        <a href="/blog"> journal</a> for styling notes and slow-living rituals.
      </p>
    </ContentPage>
  );
}
