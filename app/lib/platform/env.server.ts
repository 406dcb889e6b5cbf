// Worker bindings, validated once per isolate. Every URL and secret is a
// binding; nothing in the app knows whether it runs locally or in production.
import type { ImageCodecs } from "../images/image-codecs";
import { z } from "zod";

export type Env = {
  APP_ENV?: string;
  SHOPIFY_STORE_DOMAIN?: string;
  SHOPIFY_STOREFRONT_API_VERSION?: string;
  SHOPIFY_STOREFRONT_PUBLIC_TOKEN?: string;
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN?: string;
  DEMO_SHOP_URL?: string;
  /** The shop's public address: every link in an email starts with it, never with the request's Host. */
  SITE_URL?: string;
  DATABASE_URL?: string;
  DATABASE_AUTH_TOKEN?: string;
  SESSION_SECRETS?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  TURNSTILE_VERIFY_URL?: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  SHOPIFY_WEBHOOK_SECRET?: string;
  /** Secret: the Admin API token that makes draft orders for carts holding studio pieces (never sent to a browser). */
  SHOPIFY_ADMIN_API_TOKEN?: string;
  SHOPIFY_ADMIN_API_VERSION?: string;
  GA_MEASUREMENT_ID?: string;
  META_PIXEL_ID?: string;
  /** Test and tuning knobs for the catalogue cache (milliseconds). */
  CATALOG_FRESH_MS?: string;
  CATALOG_LOAD_TIMEOUT_MS?: string;
  HOMEPAGE_IMAGES?: R2Bucket;
  /** The image-codecs Worker (workers/image-codecs): resizing, encoding and cropping, over RPC. */
  IMAGE_CODECS?: ImageCodecs;
  /** "off" stops recording searches (the benchmark compares both). */
  SEARCH_ANALYTICS?: string;
  BACKUPS?: R2Bucket;
  MEDIA?: R2Bucket;
  LOG_LEVEL?: string;
  GEO_BLOCKING?: string;
  GEO_ALLOWED_COUNTRIES?: string;
  GEO_RATE_MONITORING?: string;
  GEO_COUNT_BATCH?: string;
  /** Catalogue snapshots written by the snapshot job (decision 023) */
  CATALOG_SNAPSHOTS?: R2Bucket;
  /** How often an isolate looks for a newer snapshot (ms); tests shorten it */
  CATALOG_SNAPSHOT_CHECK_MS?: string;
  /** "off" turns the anonymous HTML cache off (tests of the catalogue's own caching use it) */
  HTML_CACHE?: string;
  /** "off" renders every signed-in page in full instead of from the page kept for signed-in shoppers (decision 056) */
  SIGNED_IN_PAGES?: string;
};

/** The token the demo shop accepts; a real shop always sets its own. */
export const DEMO_STOREFRONT_TOKEN = "demo-storefront-token";
/** The Admin API token the demo shop accepts (workers/demo-shop); a real shop sets SHOPIFY_ADMIN_API_TOKEN. */
export const DEMO_ADMIN_API_TOKEN = "demo-admin-api-token";

/** "on"/"true"/"1" and "off"/"false"/"0" switches for wrangler vars. */
const onOff = z.preprocess(
  (value) => (typeof value === "string" ? /^(on|true|1|yes)$/i.test(value.trim()) : value),
  z.boolean(),
);

const EnvSchema = z.object({
  APP_ENV: z.enum(["development", "test", "production"]).default("production"),
  SHOPIFY_STORE_DOMAIN: z.string().trim().default(""),
  SHOPIFY_STOREFRONT_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .default("2025-01"),
  SHOPIFY_STOREFRONT_PUBLIC_TOKEN: z.string().default(""),
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: z.string().default(""),
  DEMO_SHOP_URL: z.url().default("http://127.0.0.1:8788"),
  // Required: a forged Host header must not be able to point a reset link at another site.
  SITE_URL: z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin),
  DATABASE_URL: z.string().regex(/^(https?|libsql|wss?):\/\//, "DATABASE_URL must be an http(s):// or libsql:// URL"),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  SESSION_SECRETS: z.string().default(""),
  TURNSTILE_SITE_KEY: z.string().default(""),
  TURNSTILE_SECRET_KEY: z.string().default(""),
  TURNSTILE_VERIFY_URL: z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  EMAIL_API_URL: z.string().default(""),
  EMAIL_API_KEY: z.string().default(""),
  EMAIL_FROM: z.string().default("Boho Boutique <hello@boho-boutique.example>"),
  SHOPIFY_WEBHOOK_SECRET: z.string().default(""),
  SHOPIFY_ADMIN_API_TOKEN: z.string().trim().default(""),
  SHOPIFY_ADMIN_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .default("2026-04"),
  // Logging: debug and info off, warn and error on.
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).catch("warn").default("warn"),
  // Geo: allowed US, CA, GB, AU, DE, FR, JP; blocking off; rate monitoring on.
  GEO_BLOCKING: onOff.default(false),
  GEO_ALLOWED_COUNTRIES: z
    .string()
    .default("US,CA,GB,AU,DE,FR,JP")
    .transform((list) =>
      list
        .split(",")
        .map((code) => code.trim().toUpperCase())
        .filter((code) => /^[A-Z]{2}$/.test(code)),
    ),
  GEO_RATE_MONITORING: onOff.default(true),
  /** Page requests tallied in an isolate before the counts are written (at least once a minute); tests use 1. */
  GEO_COUNT_BATCH: z.coerce.number().int().min(1).max(10_000).default(50),
  // Analytics ids are optional: without them no tag loads (app/lib/analytics/commerce-events.server.ts sanitises them).
  GA_MEASUREMENT_ID: z.string().trim().default(""),
  META_PIXEL_ID: z.string().trim().default(""),
  CATALOG_FRESH_MS: z.coerce.number().int().positive().optional(),
  CATALOG_LOAD_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
});

export type AppConfig = z.infer<typeof EnvSchema> & {
  /** The shop the Storefront client talks to: the configured store, else the demo shop. */
  storefront: {
    storeDomain: string;
    apiVersion: string;
    publicToken: string;
    privateToken: string;
    isDemoShop: boolean;
  };
  /** The Admin API the checkout makes draft orders with; `token` is empty when none is set (studio pieces then wait). */
  adminApi: { endpoint: string; token: string };
};

const parsedConfigs = new WeakMap<object, AppConfig>();

/** The session secret the local scripts use, published with the code: it signs nothing in production. */
export const PUBLISHED_LOCAL_SESSION_SECRET = "local-development-session-secret-not-for-production";

/** Anyone can sign an admin's cookie with the published secret: production refuses to run with it. */
function refusePublishedSecretInProduction(parsed: z.infer<typeof EnvSchema>): void {
  if (parsed.APP_ENV !== "production") return;
  const secrets = parsed.SESSION_SECRETS.split(",").map((secret) => secret.trim());
  if (secrets.includes(PUBLISHED_LOCAL_SESSION_SECRET)) {
    throw new Error(
      "SESSION_SECRETS holds the published local development secret, which must never sign cookies in production: set a secret of your own (wrangler secret put SESSION_SECRETS)",
    );
  }
}

/** "shop.myshopify.com" or "https://shop.myshopify.com/" -> "https://shop.myshopify.com". */
function shopOrigin(domain: string): string {
  const withScheme = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  return withScheme.replace(/\/+$/, "");
}

export function readConfig(env: Env): AppConfig {
  const cached = parsedConfigs.get(env);
  if (cached) return cached;
  const parsed = EnvSchema.parse(env);
  refusePublishedSecretInProduction(parsed);
  const isDemoShop = parsed.SHOPIFY_STORE_DOMAIN === "";
  const config: AppConfig = {
    ...parsed,
    storefront: {
      storeDomain: isDemoShop ? parsed.DEMO_SHOP_URL : parsed.SHOPIFY_STORE_DOMAIN,
      apiVersion: parsed.SHOPIFY_STOREFRONT_API_VERSION,
      publicToken: parsed.SHOPIFY_STOREFRONT_PUBLIC_TOKEN || (isDemoShop ? DEMO_STOREFRONT_TOKEN : ""),
      privateToken: parsed.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
      isDemoShop,
    },
    adminApi: {
      endpoint: `${shopOrigin(isDemoShop ? parsed.DEMO_SHOP_URL : parsed.SHOPIFY_STORE_DOMAIN)}/admin/api/${parsed.SHOPIFY_ADMIN_API_VERSION}/graphql.json`,
      token: parsed.SHOPIFY_ADMIN_API_TOKEN || (isDemoShop ? DEMO_ADMIN_API_TOKEN : ""),
    },
  };
  parsedConfigs.set(env, config);
  return config;
}
