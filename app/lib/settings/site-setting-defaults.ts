// The site settings' defaults, in a module of their own so that pages reading
// them in the browser (the product page's rating) do not load Zod with the
// settings' schema (24 KiB gzip of first-load JavaScript).
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from "./free-shipping";
import { DEFAULT_SHOP_TIME_ZONE } from "./shop-time-zone";
import type { SiteSettings } from "./site-settings";

/** The shop's defaults, as the owner first sees them in Admin > Configuration. */
export const SITE_SETTING_DEFAULTS: SiteSettings = {
  productRating: { ratingValue: 4.7, reviewCount: 23 },
  appRating: { ratingValue: 4.8, reviewCount: 127 },
  trustBadgeRating: { ratingValue: 4.8, reviewCount: 2847 },
  freeShippingThreshold: DEFAULT_FREE_SHIPPING_THRESHOLD,
  gaMeasurementId: "",
  metaPixelId: "",
  geoAllowedCountries: ["US", "CA", "GB", "AU", "DE", "FR", "JP"],
  geoBlocking: false,
  geoRateMonitoring: true,
  captchaMode: "optional",
  // Only the name until the owner fills in the rest (Admin > Configuration): nothing invented is shown.
  shopIdentity: { name: "Boho Boutique", address: "", email: "", phone: "" },
  shopTimeZone: DEFAULT_SHOP_TIME_ZONE,
};
