// The site settings an admin changes without a deploy (/admin/config): one Zod
// schema checks both what is stored and what the admin's form sends, with the
// spec's values as defaults. Client-safe: the admin form and the trust badge use
// these types.
import { z } from "zod";
import { formText } from "../forms/parse-submission";
import { canonicalTimeZone, DEFAULT_SHOP_TIME_ZONE } from "./shop-time-zone";
import { isValidEmail } from "../auth/rules";

/** A number field: the form sends text, storage holds numbers; blank is "missing", not 0. */
function numberField(schema: z.ZodNumber) {
  return z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
    schema,
  );
}

const RatingSchema = z.object({
  ratingValue: numberField(
    z
      .number({ error: "Enter a rating from 0 to 5." })
      .min(0, "Enter a rating from 0 to 5.")
      .max(5, "Enter a rating from 0 to 5."),
  ),
  reviewCount: numberField(
    z
      .number({ error: "Enter a whole number of reviews." })
      .int("Enter a whole number of reviews.")
      .min(0, "Enter a whole number of reviews.")
      .max(100_000_000, "That is more reviews than we can show."),
  ),
});

export type Rating = z.infer<typeof RatingSchema>;

/** Who the shop is: shown on /contact, in the footer and in the privacy policy and terms. Empty parts are not shown. */
const ShopIdentitySchema = z.object({
  name: z
    .string({ error: "Enter the shop's name." })
    .trim()
    .min(1, "Enter the shop's name.")
    .max(100, "Keep the name to 100 characters."),
  /** The trading address, one line per line of the address */
  address: z
    .string()
    .trim()
    .max(300, "Keep the address to 300 characters.")
    .transform((address) => address.replace(/\r\n?/g, "\n")),
  email: z
    .string()
    .trim()
    .max(254, "Enter an email address of at most 254 characters.")
    .refine((email) => email === "" || isValidEmail(email), "Enter an email address like hello@yourshop.com."),
  phone: z
    .string()
    .trim()
    .max(40, "Keep the phone number to 40 characters.")
    .regex(/^[+\d\s().-]*$/, "Use digits, spaces and + ( ) - only."),
});

export type ShopIdentity = z.infer<typeof ShopIdentitySchema>;

export const CAPTCHA_MODES = ["optional", "always", "off"] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

export const CAPTCHA_MODE_LABELS: Record<CaptchaMode, string> = {
  optional: "Optional: shown when it loads, required after repeated failed attempts",
  always: "Always required (when a Turnstile key is configured)",
  off: "Off: never shown or checked",
};

export const SiteSettingsSchema = z.object({
  productRating: RatingSchema,
  appRating: RatingSchema,
  trustBadgeRating: RatingSchema,
  freeShippingThreshold: numberField(
    z
      .number({ error: "Enter an amount in dollars, like 150." })
      .min(0, "Enter an amount of $0 or more.")
      .max(100_000, "Enter an amount up to $100,000."),
  ).refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Use at most two decimals."),
  /** Empty: the deploy's GA_MEASUREMENT_ID binding applies. */
  gaMeasurementId: z
    .string()
    .trim()
    .regex(/^(G-[A-Z0-9]{4,20})?$/, "Enter a GA4 measurement id like G-ABC123XYZ, or leave it empty."),
  /** Empty: the deploy's META_PIXEL_ID binding applies. */
  metaPixelId: z
    .string()
    .trim()
    .regex(/^(\d{6,20})?$/, "Enter the pixel's number (digits only), or leave it empty."),
  // Checked as a whole list, so a bad code is reported on the list's one field.
  geoAllowedCountries: z
    .array(z.string())
    .min(1, "Allow at least one country.")
    .max(250, "That is more countries than exist.")
    .refine(
      (codes) => codes.every((code) => /^[A-Z]{2}$/.test(code)),
      "Use two-letter country codes (like US, CA, GB), separated by commas.",
    ),
  geoBlocking: z.boolean(),
  geoRateMonitoring: z.boolean(),
  captchaMode: z.enum(CAPTCHA_MODES, { error: "Choose a captcha mode." }),
  /** The zone the admin shows every time in, stored by its canonical IANA name. */
  shopIdentity: ShopIdentitySchema,
  shopTimeZone: z.string({ error: "Choose a time zone, like America/Los_Angeles." }).transform((zone, context) => {
    const canonical = canonicalTimeZone(zone);
    if (canonical) return canonical;
    context.addIssue({
      code: "custom",
      message: "Choose a time zone from the list, like America/Los_Angeles or Europe/London.",
    });
    return z.NEVER;
  }),
});

export type SiteSettings = z.infer<typeof SiteSettingsSchema>;
export type SiteSettingName = keyof SiteSettings;

/** Each setting's row in site_settings (the ratings keep the keys they had before this page). */
export const SITE_SETTING_KEYS: Record<SiteSettingName, string> = {
  productRating: "ratings.product",
  appRating: "ratings.app",
  trustBadgeRating: "ratings.trustBadge",
  freeShippingThreshold: "shipping.freeShippingThreshold",
  gaMeasurementId: "analytics.gaMeasurementId",
  metaPixelId: "analytics.metaPixelId",
  geoAllowedCountries: "geo.allowedCountries",
  geoBlocking: "geo.blocking",
  geoRateMonitoring: "geo.rateMonitoring",
  captchaMode: "captcha.mode",
  shopIdentity: "shop.identity",
  shopTimeZone: "shop.timeZone",
};

/** One stored value checked against its setting's part of the schema; null when missing or malformed. */
export function parseStoredSetting<K extends SiteSettingName>(name: K, value: unknown): SiteSettings[K] | null {
  const parsed = SiteSettingsSchema.shape[name].safeParse(value);
  return parsed.success ? (parsed.data as SiteSettings[K]) : null;
}

// ---------------------------------------------------------------- the admin form

/** The form's field names: a rating's two numbers are `productRating.ratingValue` and so on, the path Zod reports. */
export const SETTINGS_FORM_FIELDS = [
  "productRating.ratingValue",
  "productRating.reviewCount",
  "appRating.ratingValue",
  "appRating.reviewCount",
  "trustBadgeRating.ratingValue",
  "trustBadgeRating.reviewCount",
  "freeShippingThreshold",
  "gaMeasurementId",
  "metaPixelId",
  "geoAllowedCountries",
  "geoBlocking",
  "geoRateMonitoring",
  "captchaMode",
  "shopIdentity.name",
  "shopIdentity.address",
  "shopIdentity.email",
  "shopIdentity.phone",
  "shopTimeZone",
] as const;
export type SettingsFormField = (typeof SETTINGS_FORM_FIELDS)[number];
export type SettingsFormValues = Record<SettingsFormField, string>;

/** What the form shows for saved settings (checkboxes: "on" or ""). */
export function settingsToFormValues(settings: SiteSettings): SettingsFormValues {
  const rating = (value: Rating) => [String(value.ratingValue), String(value.reviewCount)] as const;
  const [prv, prc] = rating(settings.productRating);
  const [arv, arc] = rating(settings.appRating);
  const [trv, trc] = rating(settings.trustBadgeRating);
  return {
    "productRating.ratingValue": prv,
    "productRating.reviewCount": prc,
    "appRating.ratingValue": arv,
    "appRating.reviewCount": arc,
    "trustBadgeRating.ratingValue": trv,
    "trustBadgeRating.reviewCount": trc,
    freeShippingThreshold: String(settings.freeShippingThreshold),
    gaMeasurementId: settings.gaMeasurementId,
    metaPixelId: settings.metaPixelId,
    geoAllowedCountries: settings.geoAllowedCountries.join(", "),
    geoBlocking: settings.geoBlocking ? "on" : "",
    geoRateMonitoring: settings.geoRateMonitoring ? "on" : "",
    captchaMode: settings.captchaMode,
    "shopIdentity.name": settings.shopIdentity.name,
    "shopIdentity.address": settings.shopIdentity.address,
    "shopIdentity.email": settings.shopIdentity.email,
    "shopIdentity.phone": settings.shopIdentity.phone,
    shopTimeZone: settings.shopTimeZone,
  };
}

/** A ticked checkbox sends its value; an unticked one sends nothing. */
const checkbox = () => z.preprocess((value) => typeof value === "string", z.boolean());
/** A rating's two fields arrive as one object (`productRating.ratingValue`); none sent reads as both missing. */
const ratingFields = () => z.preprocess((value) => value ?? {}, RatingSchema);
const shape = SiteSettingsSchema.shape;

/**
 * The admin form, read through parseSubmission into the same settings the store holds. Errors land on the
 * form's field names (`appRating.reviewCount`); every message is the stored schema's.
 */
export const SettingsFormSchema = z.object({
  productRating: ratingFields(),
  appRating: ratingFields(),
  trustBadgeRating: ratingFields(),
  freeShippingThreshold: shape.freeShippingThreshold,
  gaMeasurementId: formText().pipe(shape.gaMeasurementId),
  metaPixelId: formText().pipe(shape.metaPixelId),
  // Codes separated by commas or spaces, any case, each once.
  geoAllowedCountries: formText()
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,]+/)
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(shape.geoAllowedCountries),
  geoBlocking: checkbox(),
  geoRateMonitoring: checkbox(),
  captchaMode: shape.captchaMode,
  // A form from before this setting sends none: every part reads as blank, and the name's message says what is missing.
  shopIdentity: z.preprocess(
    (value) => (value && typeof value === "object" ? value : {}),
    z.object({
      name: formText().pipe(ShopIdentitySchema.shape.name),
      address: formText().pipe(ShopIdentitySchema.shape.address),
      email: formText().pipe(ShopIdentitySchema.shape.email),
      phone: formText().pipe(ShopIdentitySchema.shape.phone),
    }),
  ),
  // Left blank, the zone is the default one (a form from before this setting sends none).
  shopTimeZone: formText()
    .transform((zone) => zone.trim() || DEFAULT_SHOP_TIME_ZONE)
    .pipe(shape.shopTimeZone),
});
