import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { seoMeta } from "../lib/seo/page-meta";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Returns | Boho Boutique",
    description:
      "30-day returns on every order. How to send a piece back, exchanges for another size, and when your refund arrives.",
  });

const STEPS = [
  "Contact us within 30 days of delivery with your order number and the pieces you want to return.",
  "We reply with a return label and a few words of thanks (and, if you like, a size suggestion for an exchange).",
  "Pack the pieces unworn, unwashed and with their tags, and drop the parcel off.",
  "Your refund goes back to your original payment method within 5 business days of the parcel reaching us.",
] as const;

export default function Returns() {
  return (
    <ContentPage
      eyebrow="Help"
      title="Returns & Exchanges"
      intro={<p>Changed your mind? You have 30 days. The right fit matters more to us than the sale.</p>}
    >
      <h2>How to return</h2>
      <ol>
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h2>Exchanges</h2>
      <p>
        Need another size? Ask for an exchange and we send the new size as soon as your return is on its way. Check our{" "}
        <a href="/size-guide/clothing">size guide</a> first.
      </p>
      <h2>What we cannot take back</h2>
      <ul>
        <li>Earrings, for hygiene reasons (unless they arrive damaged).</li>
        <li>Pieces that have been worn, washed or altered.</li>
        <li>Gift cards.</li>
      </ul>
      <h2>Damaged or wrong item?</h2>
      <p>
        We are so sorry. <a href="/contact">Tell us</a> with a photo and we put it right straight away, at no cost to
        you. Our team is here 24/7.
      </p>
      <p>
        More questions? See our <a href="/faq">returns &amp; FAQ</a> page.
      </p>
    </ContentPage>
  );
}
