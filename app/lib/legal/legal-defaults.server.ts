// The default privacy policy and terms: written from what the shop really does
// (what it collects, why, how long each thing is kept, which cookies it sets)
// and from the owner's settings (who the shop is, the countries it sells to,
// free shipping, the analytics tags in force), so they stay true while the
// owner has not written their own. Retention figures are the jobs' own constants.
import { formatWholeDollars } from "../catalog/money";
import type { ShopIdentity } from "../settings/site-settings";
import { SEARCH_RETENTION_DAYS } from "../analytics/search-analytics.server";
import { PRODUCT_VIEW_RETENTION_DAYS, VISITOR_SESSION_RETENTION_DAYS } from "../analytics/visitor-sessions.server";
import { PERFORMANCE_METRICS_RETENTION_DAYS } from "../analytics/performance-metrics.server";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../contact/contact.server";
import { SECURITY_EVENT_RETENTION_DAYS } from "../security/events.server";
import { ALERT_LIFETIME_DAYS } from "../restock/back-in-stock-alerts.server";
import type { LegalPageKind } from "./legal-pages";

export type LegalFacts = {
  identity: ShopIdentity;
  /** Two-letter codes of the countries the shop sells to (the geo setting) */
  countries: readonly string[];
  freeShippingThreshold: number;
  /** Whether Google Analytics and the Meta pixel are configured */
  analyticsTags: { ga: boolean; pixel: boolean };
};

/** "the United States, Canada and Japan": a country's English name, else its code. */
export function countryList(codes: readonly string[]): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    names = null;
  }
  const withArticle = new Set(["US", "GB", "NL", "PH", "AE", "CZ", "DO"]);
  const named = codes.map((code) => {
    const name = names?.of(code) ?? code;
    return withArticle.has(code) ? `the ${name}` : name;
  });
  if (named.length <= 1) return named.join("");
  return `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`;
}

function contactLine(identity: ShopIdentity): string {
  return identity.email
    ? `write to [${identity.email}](mailto:${identity.email})`
    : "write to us through our [contact page](/contact)";
}

function whoWeAre(identity: ShopIdentity): string {
  const parts = [
    `**${identity.name}**`,
    identity.address ? identity.address.split("\n").join(", ") : "",
    identity.email ? `email [${identity.email}](mailto:${identity.email})` : "",
    identity.phone ? `phone ${identity.phone}` : "",
  ].filter(Boolean);
  return `${parts.join(" · ")}.`;
}

function privacyPolicy({ identity, countries, analyticsTags }: LegalFacts): string {
  const tags = [analyticsTags.ga ? "Google Analytics" : "", analyticsTags.pixel ? "Meta's pixel" : ""].filter(Boolean);
  const tagLine = tags.length
    ? ` Shopping events (viewing a product, adding to the cart, starting checkout, searching) also go to ${tags.join(" and ")}, in US dollars; turning analytics off stops them too.`
    : "";
  return `${identity.name} ("we") runs this shop. This policy says what we collect when you browse, shop, sign up or write to us, why we collect it, how long we keep it, and what you can ask of us.

## Who we are

${whoWeAre(identity)}

## What we collect, and why

- **Your email address and password**, when you create an account: to sign you in, keep your favorites, grid preferences and orders, and send the emails an account needs (verifying your address, resetting your password). Your password is stored only as a salted hash; nobody here can read it.
- **Newsletter**: if you subscribe (signed in), your email address, to send you new arrivals, styling notes and offers. Unsubscribe any time from My Account.
- **Messages and voice messages** you send through our contact form: your name, email, message and, if you record one, the voice recording, so that we can answer you. We keep them ${CONTACT_MESSAGE_RETENTION_DAYS} days, then delete them with their recordings.
- **Reviews** you write of pieces you bought: shown on the product as a verified buyer, never with your email.
- **Orders**: payment and delivery details are taken by the shop's secure checkout (Shopify), not by this site. We keep each order (the pieces, the totals and your email) to show it in My Orders and to answer questions about it.
- **Back-in-stock alerts**: your email and the size you are waiting for, for up to ${ALERT_LIFETIME_DAYS} days.
- **Analytics**: the pages and products you view, what you search for, and how fast pages load, tied to a random visitor id rather than to your name, to learn what works and fix what is slow. Visits and searches are kept ${Math.max(VISITOR_SESSION_RETENTION_DAYS, SEARCH_RETENTION_DAYS)} days, product views and speed measurements ${Math.max(PRODUCT_VIEW_RETENTION_DAYS, PERFORMANCE_METRICS_RETENTION_DAYS)} days. You can turn analytics off at the foot of every page.${tagLine}
- **Security records**: failed sign-ins, too many attempts and admin actions, with the network address they came from, kept ${SECURITY_EVENT_RETENTION_DAYS} days to protect your account and the shop.

## Cookies and storage on your device

- Cookies the shop needs to work: your sign-in (\`__boho_session\`), your cart and its discount code (\`boho_cart\`, \`boho_cart_codes\`), your theme (\`theme\`), how you like the product grid (\`productGridPreferences\`) and a note that your browser runs scripts (\`boutique_js\`). We set no advertising cookies of our own.
- In your browser's storage: favorites you keep before signing in, recently viewed products, a copy of your cart and your analytics choice. Signing out clears the favorites kept on the device, so the next person on a shared computer does not see them.

## Where we sell

We sell and ship to customers in ${countryList(countries)}.

## Who else handles your data

Our hosting (Cloudflare) and database (Turso), the shop's checkout (Shopify), our email provider${tags.length ? ` and ${tags.join(" and ")}` : ""}, each only to do their part. We do not sell your data.

## Your rights

You can ask for a copy of your data, to correct it, or to delete it: ${contactLine(identity)}. If you live in the European Union or the United Kingdom, the GDPR and the UK GDPR give you these rights, and you may complain to your data protection authority; customers in Japan have the same rights under the APPI, and customers elsewhere under their own laws.

## Changes

When we change how we handle your data we update this page and the date at its top.
`;
}

function terms({ identity, countries, freeShippingThreshold }: LegalFacts): string {
  return `These terms apply when you shop with ${identity.name}. By placing an order you accept them. Nothing here takes away the rights the law of your country gives you as a consumer.

## Who we are

${whoWeAre(identity)}

## Orders and prices

Prices are in US dollars. You complete your order on the shop's secure checkout (Shopify), where taxes and any duties are shown before you pay. An order is accepted when we confirm it by email; if a piece sells out before then, we tell you and you are not charged for it.

## Shipping

We ship to ${countryList(countries)}. Orders are packed within 1-2 business days and arrive in 3-7 business days. Shipping is free on orders of ${formatWholeDollars(freeShippingThreshold)} or more.

## Returns

You can return pieces within 30 days; see [returns](/returns) for how.

## Sizes and colours

Each piece lists the sizes it is made in; our [size guide](/size-guide) maps them. Colours can look a little different on screens, and handmade pieces vary slightly from one to the next.

## Your account

Keep your password to yourself. We may close an account used to misuse the shop, for example to post reviews of pieces not bought.

## Reviews

Only buyers of a piece can review it. We may hold back a review that is abusive or not about the piece.

## Contact

Questions about these terms: ${contactLine(identity)}.
`;
}

export function defaultLegalMarkdown(kind: LegalPageKind, facts: LegalFacts): string {
  return kind === "privacy" ? privacyPolicy(facts) : terms(facts);
}
