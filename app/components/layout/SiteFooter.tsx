import { AnalyticsConsentToggle } from "./AnalyticsConsentToggle";
import { NewsletterSignup } from "../account/NewsletterSignup";
import { FOOTER_GROUPS } from "../../lib/navigation/navigation";
import type { SessionUser } from "../../lib/auth/session-user";
import { BrandLogo } from "./BrandLogo";
import { useFreeShippingLabel } from "./useFreeShippingLabel";
import { useShopIdentity } from "./useShopIdentity";
import { ShopIdentityDetails } from "./ShopIdentityDetails";

/** The site footer: every footer link, and the newsletter block. */
export function SiteFooter({ user }: { user: SessionUser | null }) {
  const freeShipping = useFreeShippingLabel();
  const identity = useShopIdentity();
  return (
    <footer className="mt-20 border-t border-sand-200 bg-sand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.3fr_2fr]">
        {/* min-w-0: a long signed-in email is cut short in its field, not allowed to widen the page. */}
        <div className="min-w-0">
          <BrandLogo />
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-700">
            Curated bohemian-inspired clothing, home and lifestyle essentials, in sizes XS to 4XL. Free shipping on
            orders of {freeShipping} or more, 30-day returns and 24/7 support.
          </p>
          <h2 className="mt-6 text-lg text-ink-900">Letters from the studio</h2>
          <p className="mt-1 mb-3 text-sm text-ink-700">New arrivals, styling notes and members-only offers.</p>
          <NewsletterSignup user={user} />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.heading} aria-label={`Footer: ${group.heading}`}>
              {/* Heading and links look as `.footer-links` says (app/tailwind.css): every page carries them. */}
              <h2 className="footer-heading">{group.heading}</h2>
              <ul className="footer-links">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-sand-200">
        <div className="mx-auto max-w-6xl px-4 pt-4">
          <ShopIdentityDetails identity={identity} compact />
        </div>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-ink-700">
          <p>
            © {new Date().getFullYear()} {identity.name}. Made slowly, with care. ·{" "}
            <a href="/privacy" className="underline-offset-4 hover:text-clay-700 hover:underline">
              Privacy
            </a>{" "}
            ·{" "}
            <a href="/terms" className="underline-offset-4 hover:text-clay-700 hover:underline">
              Terms
            </a>
          </p>
          <AnalyticsConsentToggle />
          <a href="#top" className="underline-offset-4 hover:text-clay-700 hover:underline">
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}
