import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentPage } from "../components/layout/ContentPage";
import { seoMeta } from "../lib/seo/page-meta";
import { useFreeShippingLabel } from "../components/layout/useFreeShippingLabel";
import { freeShippingLabelIn } from "../lib/settings/free-shipping";

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: "Shipping Info | Boho Boutique",
    description: `Free shipping on orders of ${freeShippingLabelIn(args.matches)} or more. Orders leave our studio in 1-2 business days and arrive in 3-7 business days.`,
  });

function shippingRates(freeShipping: string) {
  return [
    { order: `Under ${freeShipping}`, cost: "Calculated at checkout", time: "3-7 business days" },
    { order: `${freeShipping} or more`, cost: "Free", time: "3-7 business days" },
  ];
}

export default function ShippingInfo() {
  const freeShipping = useFreeShippingLabel();
  return (
    <ContentPage
      eyebrow="Help"
      title="Shipping Info"
      intro={<p>Free shipping on orders of {freeShipping} or more, wrapped by hand in recycled paper.</p>}
    >
      <h2>When will my order arrive?</h2>
      <p>
        Every order is packed in our studio within 1-2 business days. Once it leaves us, delivery takes 3-7 business
        days.
      </p>
      <div className="mt-6 overflow-x-auto rounded-2xl ring-1 ring-sand-200">
        <table className="w-full min-w-[28rem] bg-white/70 text-left text-sm">
          <caption className="sr-only">Shipping rates</caption>
          <thead className="bg-sand-100 text-ink-900">
            <tr>
              <th scope="col" className="px-4 py-3">
                Order total
              </th>
              <th scope="col" className="px-4 py-3">
                Shipping
              </th>
              <th scope="col" className="px-4 py-3">
                Delivery time
              </th>
            </tr>
          </thead>
          <tbody>
            {shippingRates(freeShipping).map((rate) => (
              <tr key={rate.order} className="border-t border-sand-200 text-ink-700">
                <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                  {rate.order}
                </th>
                <td className="px-4 py-3">{rate.cost}</td>
                <td className="px-4 py-3">{rate.time}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Where we ship</h2>
      <p>We ship to the United States, Canada, the United Kingdom, Australia, Germany, France and Japan.</p>
      <h2>Tracking your parcel</h2>
      <p>
        You will receive a tracking link by email as soon as your parcel leaves us. You can also check it on our{" "}
        <a href="/track-order">track order</a> page.
      </p>
      <h2>Payment</h2>
      <p>
        We accept credit cards, PayPal, Apple Pay and Google Pay, all through a secure checkout with buyer protection.
      </p>
      <p>
        Something not right? Our <a href="/returns">30-day returns</a> have you covered, and our team is here{" "}
        <a href="/contact">24/7</a>.
      </p>
    </ContentPage>
  );
}
