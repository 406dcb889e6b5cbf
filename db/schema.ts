// One source of truth for every table. Names follow the specs (snake_case
// columns such as product_name, display_order) so data and docs line up.
// Timestamps are ISO-8601 text: they sort correctly and read well in a shell.
import { relations, sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

// ---------------------------------------------------------------- identity

export const users = sqliteTable("users", {
  id: id(),
  /** Stored lowercased; unique. */
  email: text("email").notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: parameters travel with the hash. */
  passwordHash: text("password_hash").notNull(),
  emailVerifiedAt: text("email_verified_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Bumped to end every session of this user at once (password reset, sign out everywhere, an admin). */
  sessionVersion: integer("session_version").notNull().default(0),
  /** Set by an admin: the account cannot sign in and its sessions end. */
  disabledAt: text("disabled_at"),
  lastSignInAt: text("last_sign_in_at"),
});

export const profiles = sqliteTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** JSON: { productGrid?: { viewSize, columnCount } } */
  preferences: text("preferences", { mode: "json" }).$type<ProfilePreferences>().notNull().default({}),
  updatedAt: updatedAt(),
});

export type ProfilePreferences = {
  productGrid?: { viewSize: "large" | "medium" | "small"; columnCount: 2 | 3 | 4 };
  /** The theme preference of a signed-in shopper. */
  theme?: "light" | "dark" | "system";
};

export const userRoles = sqliteTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Single-use tokens for email verification and password reset; only a hash is stored. */
export const oneTimeTokens = sqliteTable(
  "one_time_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_tokens_user_purpose_idx").on(t.userId, t.purpose)],
);

/**
 * Sessions ended by signing out: the cookie carries its session id, and a signed
 * cookie copied before sign-out is refused while it would otherwise still be valid.
 */
export const revokedSessions = sqliteTable("revoked_sessions", {
  sessionId: text("session_id").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** When the cookie could no longer be used anyway (its absolute lifetime): the row may go then. */
  expiresAt: integer("expires_at").notNull(),
});

/** Fixed-window counters shared by every Worker isolate (auth attempts per email and per IP). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  attempts: integer("attempts").notNull(),
  windowStartedAt: integer("window_started_at").notNull(),
});

// ---------------------------------------------------------------- mail and newsletter

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: text("sent_at"),
  },
  (t) => [index("email_outbox_to_created_idx").on(t.toAddress, t.createdAt)],
);

export const newsletterSubscribers = sqliteTable("newsletter_subscribers", {
  id: id(),
  email: text("email").notNull().unique(),
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  source: text("source").notNull().default("footer"),
  createdAt: createdAt(),
  // /admin/newsletter: set when an admin unsubscribes the address; subscribing again clears it.
  unsubscribedAt: text("unsubscribed_at"),
});

// ---------------------------------------------------------------- catalogue (database products)

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("categories_active_sort_idx").on(t.isActive, t.sortOrder)],
);

export const products = sqliteTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description"),
    price: real("price").notNull(),
    comparePrice: real("compare_price"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    images: text("images", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** Each photo's description (alt text), by its URL in `images`; a photo without one is described by the name. */
    imageAltTexts: text("image_alt_texts", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    inventoryQuantity: integer("inventory_quantity").notNull().default(0),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    specifications: text("specifications", { mode: "json" }).$type<Record<string, string>>(),
    dimensions: text("dimensions"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("products_active_created_idx").on(t.isActive, t.createdAt)],
);

export const productCategories = sqliteTable(
  "product_categories",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category_idx").on(t.categoryId),
  ],
);

/** A studio piece's earlier slugs: /products/{old slug} answers 301 to the piece's slug now (admin > Studio pieces). */
export const productSlugRedirects = sqliteTable(
  "product_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("product_slug_redirects_product_idx").on(t.productId)],
);

// ---------------------------------------------------------------- shopper data

export const favorites = sqliteTable(
  "favorites",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    productName: text("product_name").notNull(),
    productImage: text("product_image"),
    productPrice: text("product_price").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_product_unique").on(t.userId, t.productId),
    index("favorites_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    shopifyOrderId: text("shopify_order_id").notNull().unique(),
    orderNumber: text("order_number").notNull(),
    email: text("email").notNull(),
    currency: text("currency").notNull().default("USD"),
    subtotalPrice: text("subtotal_price"),
    totalPrice: text("total_price").notNull(),
    financialStatus: text("financial_status"),
    fulfillmentStatus: text("fulfillment_status"),
    processedAt: text("processed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("orders_email_created_idx").on(t.email, t.createdAt), index("orders_number_idx").on(t.orderNumber)],
);

export const orderLines = sqliteTable(
  "order_lines",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    variantTitle: text("variant_title"),
    variantId: text("variant_id"),
    productId: text("product_id"),
    quantity: integer("quantity").notNull(),
    price: text("price").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

/** Webhook ids already processed, so Shopify's retries are idempotent. */
export const webhookDeliveries = sqliteTable("webhook_deliveries", {
  webhookId: text("webhook_id").primaryKey(),
  topic: text("topic").notNull(),
  receivedAt: createdAt(),
});

/**
 * A checkout handed off through a Shopify draft order (a cart holding studio pieces): what it asked for, the
 * draft Shopify made, and where it stands. `open` while the invoice can be paid; `paid` when Shopify reports the
 * draft completed before its order webhook arrived; `completed` once the orders/create webhook took its stock;
 * `expired` once the draft was deleted and its held pieces released; `pending` only between holding the stock
 * and Shopify's answer (a Worker stopped there leaves it for the expiry job).
 */
export const checkoutDrafts = sqliteTable(
  "checkout_drafts",
  {
    id: id(),
    status: text("status", { enum: ["pending", "open", "paid", "completed", "expired"] }).notNull(),
    /** Shopify's DraftOrder gid, its name (#D12) and the invoice the shopper pays */
    shopifyDraftId: text("shopify_draft_id").unique(),
    draftName: text("draft_name"),
    invoiceUrl: text("invoice_url"),
    /** The signed-in shopper's email and id, when there was one */
    email: text("email"),
    userId: text("user_id"),
    /** What was asked for, as the catalogue priced it at hand-off: [{title, variantTitle, quantity, price, studio}] */
    lines: text("lines", { mode: "json" })
      .$type<{ title: string; variantTitle: string | null; quantity: number; price: string; studio: boolean }[]>()
      .notNull(),
    discountCode: text("discount_code"),
    note: text("note"),
    currency: text("currency").notNull().default("USD"),
    /** Shopify's total for the draft (after its discount) */
    totalPrice: text("total_price"),
    shopifyOrderId: text("shopify_order_id"),
    createdAt: createdAt(),
    /** Held pieces are released once this has passed (the expiry job deletes the draft first) */
    expiresAt: text("expires_at").notNull(),
    settledAt: text("settled_at"),
  },
  (t) => [index("checkout_drafts_status_expires_idx").on(t.status, t.expiresAt)],
);

/**
 * Studio pieces held for a checkout: `held` counts against `products.inventory_quantity` (what shoppers can
 * still buy is the stock less every held piece), `taken` once the order webhook took the stock, `released`
 * when the checkout expired or failed.
 */
export const studioStockHolds = sqliteTable(
  "studio_stock_holds",
  {
    id: id(),
    checkoutId: text("checkout_id")
      .notNull()
      .references(() => checkoutDrafts.id, { onDelete: "cascade" }),
    /** products.id (the catalogue's `db_` id without its prefix) */
    productId: text("product_id").notNull(),
    quantity: integer("quantity").notNull(),
    state: text("state", { enum: ["held", "taken", "released"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("studio_stock_holds_product_state_idx").on(t.productId, t.state),
    index("studio_stock_holds_checkout_idx").on(t.checkoutId),
  ],
);

// ---------------------------------------------------------------- analytics and visitors

export const userSessions = sqliteTable(
  "user_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    userId: text("user_id"),
    currentPage: text("current_page"),
    lastSeen: text("last_seen").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    userAgent: text("user_agent"),
    startedAt: text("started_at").notNull(),
    /** The visitor as the server sees it (network and day, hashed): figures count these, not browser-made ids. */
    visitorKey: text("visitor_key"),
  },
  (t) => [index("user_sessions_last_seen_idx").on(t.lastSeen)],
);

export const productViews = sqliteTable(
  "product_views",
  {
    id: id(),
    sessionId: text("session_id").notNull(),
    userId: text("user_id"),
    shopifyProductId: text("shopify_product_id").notNull(),
    pageUrl: text("page_url").notNull(),
    createdAt: createdAt(),
    /** The visitor as the server sees it (visitor-key.server.ts): the funnel and most viewed count these. */
    visitorKey: text("visitor_key"),
  },
  (t) => [
    index("product_views_product_idx").on(t.shopifyProductId, t.createdAt),
    index("product_views_session_product_idx").on(t.sessionId, t.shopifyProductId, t.createdAt),
  ],
);

export const searchAnalytics = sqliteTable(
  "search_analytics",
  {
    id: id(),
    query: text("query").notNull(),
    resultsCount: integer("results_count").notNull(),
    sessionId: text("session_id"),
    filtersApplied: text("filters_applied", { mode: "json" }).$type<Record<string, unknown>>(),
    sortBy: text("sort_by"),
    userId: text("user_id"),
    clickedProduct: text("clicked_product"),
    /**
     * 16 bits of a keyed hash of the searcher's network (no day in it): enough to count the networks a
     * search came from (popular searches need several), too coarse to follow one network.
     */
    networkBucket: text("network_bucket"),
    timestamp: createdAt(),
  },
  // The session index keeps the repeat check and the click lookup at a few rows however popular a term is.
  (t) => [
    index("search_analytics_timestamp_idx").on(t.timestamp),
    index("search_analytics_query_idx").on(t.query),
    index("search_analytics_session_idx").on(t.sessionId, t.query, t.timestamp),
  ],
);

/** Words the owner keeps out of search suggestions: a popular search holding one is never offered. */
export const searchBlockedTerms = sqliteTable("search_blocked_terms", {
  id: id(),
  term: text("term").notNull().unique(),
  blockedBy: text("blocked_by"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- security and audit

export const securityEvents = sqliteTable(
  "security_events",
  {
    id: id(),
    eventType: text("event_type", {
      enum: [
        "failed_login",
        "rate_limit_exceeded",
        "suspicious_activity",
        "admin_action",
        "data_access",
        "backup_failed",
      ],
    }).notNull(),
    severity: text("severity", { enum: ["low", "medium", "high", "critical"] }).notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    userId: text("user_id"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    timestamp: createdAt(),
  },
  (t) => [index("security_events_type_time_idx").on(t.eventType, t.timestamp)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    eventType: text("event_type").notNull(),
    userId: text("user_id"),
    action: text("action").notNull(),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    severity: text("severity", { enum: ["low", "medium", "high", "critical"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_user_created_idx").on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------- content

export const homepageImages = sqliteTable(
  "homepage_images",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    filePath: text("file_path").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    altText: text("alt_text"),
    caption: text("caption"),
    positioning: text("positioning"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("homepage_images_active_order_idx").on(t.isActive, t.displayOrder)],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown, rendered by app/lib/content/markdown.server.ts (raw HTML off, safe links only); at most 100,000 characters. */
    body: text("body").notNull(),
    coverImage: text("cover_image"),
    author: text("author").notNull().default("The Boutique"),
    /** scheduled: public once published_at has passed. */
    status: text("status", { enum: ["draft", "scheduled", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: text("published_at"),
    /** Bumped on every save; an editor saving an older version gets a conflict instead of overwriting. */
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_status_published_idx").on(t.status, t.publishedAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
  // The admin inbox: read state, an optional voice recording in the MEDIA bucket, the last reply.
  status: text("status", { enum: ["unread", "read", "archived"] })
    .notNull()
    .default("unread"),
  recordingKey: text("recording_key"),
  recordingType: text("recording_type"),
  recordingBytes: integer("recording_bytes"),
  recordingSeconds: integer("recording_seconds"),
  repliedAt: text("replied_at"),
});

/** Small JSON settings an admin can correct without a deploy (ratings shown in structured data, ...). */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- admin operations (backups)

/** One backup attempt: manual, scheduled, or the safety copy taken before a restore. Never itself backed up. */
export const backupRuns = sqliteTable(
  "backup_runs",
  {
    id: id(),
    trigger: text("trigger", { enum: ["manual", "scheduled", "pre_restore"] }).notNull(),
    status: text("status", { enum: ["running", "succeeded", "failed", "pruned"] }).notNull(),
    /** The R2 key in the BACKUPS bucket, named by time. */
    objectKey: text("object_key").notNull(),
    schemaVersion: text("schema_version"),
    tables: text("tables", { mode: "json" }).$type<string[]>().notNull().default([]),
    rowCounts: text("row_counts", { mode: "json" }).$type<Record<string, number>>().notNull().default({}),
    sizeBytes: integer("size_bytes"),
    checksum: text("checksum"),
    error: text("error"),
    startedBy: text("started_by"),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    durationMs: integer("duration_ms"),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt), index("backup_runs_status_idx").on(t.status, t.startedAt)],
);

/** The one row of backup settings (id = "backup"); kept out of backups so a restore never rewinds them. */
export const backupSettings = sqliteTable("backup_settings", {
  id: text("id").primaryKey(),
  hourUtc: integer("hour_utc").notNull().default(3),
  includeGroups: text("include_groups", { mode: "json" }).$type<string[]>().notNull().default([]),
  keepCount: integer("keep_count").notNull().default(7),
  updatedAt: updatedAt(),
});

/** The shop's suppliers; each covers one or more product vendor names. */
export const suppliers = sqliteTable("suppliers", {
  id: id(),
  name: text("name").notNull().unique(),
  contactEmail: text("contact_email"),
  contactPhone: text("contact_phone"),
  website: text("website"),
  leadTimeDays: integer("lead_time_days"),
  notes: text("notes").notNull().default(""),
  vendorNames: text("vendor_names", { mode: "json" }).$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- relations (for relational queries)

export const productsRelations = relations(products, ({ many }) => ({ productCategories: many(productCategories) }));
export const categoriesRelations = relations(categories, ({ many }) => ({
  productCategories: many(productCategories),
}));
export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));
export const ordersRelations = relations(orders, ({ many }) => ({ lines: many(orderLines) }));
export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
}));

// ---------------------------------------------------------------- platform (performance, geo, link health)

/** One row per sampled page view: the real-user metrics the performance monitor beaconed. */
export const performanceMetrics = sqliteTable(
  "performance_metrics",
  {
    id: id(),
    /** The path only (no query string), so pages group and nothing personal is kept. */
    page: text("page").notNull(),
    deviceType: text("device_type", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    lcp: real("lcp"),
    fid: real("fid"),
    inp: real("inp"),
    cls: real("cls"),
    fcp: real("fcp"),
    ttfb: real("ttfb"),
    loadTime: real("load_time"),
    memoryUsagePercent: real("memory_usage_percent"),
    batteryLevel: real("battery_level"),
    networkType: text("network_type"),
    effectiveType: text("effective_type"),
    downlink: real("downlink"),
    rtt: real("rtt"),
    resourceCount: integer("resource_count"),
    interactionLatency: real("interaction_latency"),
    score: integer("score").notNull(),
    grade: text("grade", { enum: ["A", "B", "C", "D", "F"] }).notNull(),
    pageVersion: text("page_version"),
    createdAt: createdAt(),
  },
  (t) => [
    index("performance_metrics_created_idx").on(t.createdAt),
    index("performance_metrics_page_idx").on(t.page, t.createdAt),
  ],
);

/** Geo rate monitoring: document requests per country and day (from request.cf.country). */
export const geoRequestCounts = sqliteTable(
  "geo_request_counts",
  {
    day: text("day").notNull(),
    country: text("country").notNull(),
    requests: integer("requests").notNull().default(0),
    blocked: integer("blocked").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.country] })],
);

/** Broken product links and suspicious routes found in the browser. */
export const linkHealthFindings = sqliteTable(
  "link_health_findings",
  {
    id: id(),
    kind: text("kind", { enum: ["broken_product_link", "suspicious_route"] }).notNull(),
    page: text("page").notNull(),
    href: text("href").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("link_health_findings_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- admin content and merchandising

/** Badges an admin assigns to a shop or database product, shown beside the automatic ones until ends_at. */
export const productBadgeAssignments = sqliteTable(
  "product_badge_assignments",
  {
    id: id(),
    /** The catalogue product id: a Shopify gid or a database product's id, as cards carry it. */
    productId: text("product_id").notNull(),
    productTitle: text("product_title").notNull(),
    badge: text("badge", { enum: ["sale", "new-arrival", "limited-edition", "bestseller", "back-in-stock"] }).notNull(),
    endsAt: text("ends_at"),
    assignedBy: text("assigned_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_badge_assignments_product_badge_idx").on(t.productId, t.badge)],
);

/** The shop's internal how-to articles (Markdown). */
export const knowledgeBaseArticles = sqliteTable(
  "knowledge_base_articles",
  {
    id: id(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    body: text("body").notNull(),
    /** Email of the admin who saved it last. */
    updatedBy: text("updated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("knowledge_base_articles_category_idx").on(t.category, t.title)],
);

/** The shop funnel's later steps (product views are in product_views): add to cart and the checkout hand-off page. */
export const shopFunnelEvents = sqliteTable(
  "shop_funnel_events",
  {
    id: id(),
    event: text("event", { enum: ["add_to_cart", "checkout_handoff"] }).notNull(),
    sessionId: text("session_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("shop_funnel_events_event_created_idx").on(t.event, t.createdAt)],
);

// looks: lookbooks
/** The shop's styled looks (admin > Lookbooks, shoppers at /lookbooks): a photo, a title, a Markdown story and the products in it. */
export const looks = sqliteTable(
  "looks",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    /** Markdown, rendered by the blog's renderer. */
    story: text("story").notNull().default(""),
    /** Where the photo is served: /homepage-images/<name> (an upload or a homepage image) or a static /images/ path. */
    imagePath: text("image_path").notNull(),
    imageAlt: text("image_alt").notNull().default(""),
    /** Set when the photo was uploaded for this look: its R2 key in HOMEPAGE_IMAGES, deleted with the look. */
    uploadedImageKey: text("uploaded_image_key"),
    position: integer("position").notNull().default(0),
    isPublished: integer("is_published", { mode: "boolean" }).notNull().default(false),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("looks_published_position_idx").on(t.isPublished, t.position)],
);

/** The products in a look, in order. The title and handle are what the admin picked (the page reads the live catalogue). */
export const lookProducts = sqliteTable(
  "look_products",
  {
    lookId: text("look_id")
      .notNull()
      .references(() => looks.id, { onDelete: "cascade" }),
    /** The catalogue product id: a Shopify gid or `db_<id>`, as cards carry it. */
    productId: text("product_id").notNull(),
    productHandle: text("product_handle").notNull(),
    productTitle: text("product_title").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lookId, t.productId] })],
);

/** Resized copies of a homepage image or blog cover (admin > Image optimizer), stored in R2 beside the original. */
export const imageVariants = sqliteTable(
  "image_variants",
  {
    /** The original's served path, e.g. /homepage-images/<name> or /blog-covers/<name>. */
    sourcePath: text("source_path").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format", { enum: ["avif", "webp", "jpeg"] }).notNull(),
    /** The variant's served path. */
    path: text("path").notNull(),
    bytes: integer("bytes").notNull(),
    originalBytes: integer("original_bytes").notNull(),
    originalWidth: integer("original_width").notNull(),
    originalHeight: integer("original_height").notNull(),
    builtAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sourcePath, t.width, t.format] })],
);

// ---------------------------------------------------------------- ops: ux testing

/** One usability session: a participant tried a task on a device; the outcome and how long it took. */
export const uxTestSessions = sqliteTable(
  "ux_test_sessions",
  {
    id: id(),
    task: text("task").notNull(),
    participant: text("participant").notNull(),
    device: text("device", { enum: ["phone", "tablet", "desktop"] }).notNull(),
    outcome: text("outcome", { enum: ["success", "partial", "failed"] }).notNull(),
    /** How long the task took, in seconds. */
    durationSeconds: integer("duration_seconds").notNull(),
    notes: text("notes").notNull().default(""),
    /** Key of the screenshot in the MEDIA bucket (under ux/), if one was uploaded. */
    screenshotKey: text("screenshot_key"),
    screenshotType: text("screenshot_type"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ux_test_sessions_task_idx").on(t.task, t.createdAt),
    index("ux_test_sessions_created_idx").on(t.createdAt),
  ],
);

// ---------------------------------------------------------------- ops: scheduled job runs

/** The last run of each Cron job (one row per job), for admin > Tech inventory. */
export const scheduledJobRuns = sqliteTable("scheduled_job_runs", {
  job: text("job").primaryKey(),
  cron: text("cron").notNull(),
  startedAt: text("started_at").notNull(),
  durationMs: integer("duration_ms").notNull(),
  outcome: text("outcome", { enum: ["succeeded", "failed"] }).notNull(),
  error: text("error"),
});

// ---------------------------------------------------------------- shared wishlists (favorites shared by link)

/**
 * A shopper's favorites shared read-only at /wishlist/{token}: one row per shopper. The token is kept so
 * the owner can see the link again; visitors' tokens are looked up by their SHA-256, so the database
 * never compares the secret itself. Turning the link off clears both; turning it on makes a new token.
 */
export const sharedWishlists = sqliteTable(
  "shared_wishlists",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default("My wishlist"),
    /** Shown on the shared page only when the owner sets it; never their email or account name. */
    displayName: text("display_name"),
    token: text("token"),
    tokenHash: text("token_hash"),
    sharedAt: text("shared_at"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("shared_wishlists_token_hash_unique").on(t.tokenHash)],
);

// ---------------------------------------------------------------- back-in-stock alerts

/**
 * One shopper's wish to hear when a sold-out variant is back: one row per address and variant. A guest's
 * alert waits (`pending`) until the emailed link is followed; a signed-in shopper's is `active` at once.
 * The restock email turns it `sent`; the unsubscribe link `unsubscribed`. Product, handle and option label
 * are the catalogue's at the time of asking (the form names only the variant).
 */
export const backInStockAlerts = sqliteTable(
  "back_in_stock_alerts",
  {
    id: id(),
    /** Stored lowercased. */
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    variantId: text("variant_id").notNull(),
    productId: text("product_id").notNull(),
    productHandle: text("product_handle").notNull(),
    productTitle: text("product_title").notNull(),
    /** The variant's options as a shopper reads them: "Size M · Color Sage". */
    optionsLabel: text("options_label").notNull(),
    status: text("status", { enum: ["pending", "active", "sent", "unsubscribed"] }).notNull(),
    /** SHA-256 of the confirmation link's token (guests only); cleared once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
    createdAt: createdAt(),
    confirmedAt: text("confirmed_at"),
    sentAt: text("sent_at"),
    /** 90 days after asking: never sent after this, deleted by the daily cleanup. */
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("back_in_stock_alerts_email_variant_unique").on(t.email, t.variantId),
    index("back_in_stock_alerts_status_variant_idx").on(t.status, t.variantId),
    uniqueIndex("back_in_stock_alerts_confirm_token_unique").on(t.confirmTokenHash),
    index("back_in_stock_alerts_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Mailboxes (app/lib/email/mailbox.ts) whose owner followed a back-in-stock email's stop link: no guest can
 * ask alerts for them again, under any spelling. Lifted only by the owner: signed in with the address, or
 * following a confirmation link sent before. Kept until then (it is the owner's instruction).
 */
export const restockOptOuts = sqliteTable("restock_opt_outs", {
  mailbox: text("mailbox").primaryKey(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- verified reviews with fit

/**
 * A shopper's review of a product they bought (an order line from the orders webhook under their verified email).
 * One per shopper and product; plain text only; shown on the product page once published.
 */
export const productReviews = sqliteTable(
  "product_reviews",
  {
    id: id(),
    /** The catalogue product id (as the product page knows it). */
    productId: text("product_id").notNull(),
    productHandle: text("product_handle").notNull(),
    productTitle: text("product_title").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    sizeBought: text("size_bought"),
    fit: text("fit", { enum: ["small", "true", "large"] }).notNull(),
    status: text("status", { enum: ["pending", "published", "hidden"] }).notNull(),
    hiddenReason: text("hidden_reason"),
    /** The shop's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: text("replied_at"),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("product_reviews_user_product_unique").on(t.userId, t.productId),
    index("product_reviews_product_status_idx").on(t.productId, t.status, t.createdAt),
    index("product_reviews_status_created_idx").on(t.status, t.createdAt),
  ],
);
