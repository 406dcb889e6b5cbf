// admin > Tech inventory: what this deployment runs on, read live. Bindings by
// name and kind only (never a value), the build's facts, and timed probes of
// the Storefront API, the database and the R2 buckets, run in parallel, each
// with its own deadline.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCatalogSnapshotStatus } from "../../catalog/catalog.server";
import { awaitAll } from "../../platform/await-all";
import { libsqlClientOf } from "../../platform/database.server";
import { listScheduledJobRuns, type ScheduledJobRun } from "../../worker/scheduled-job-runs.server";
import { scheduledJobs } from "../../worker/scheduled-jobs.server";
import { buildFacts, type BuildFacts } from "./build-facts";
import { SHOP_PROBE_QUERY } from "./inventory-documents";
import { runProbe, type ProbeLimits } from "./probe.server";
import type { ProbeResult } from "./probes";

export type BindingKind = "R2 bucket" | "Secret" | "Variable" | "Service" | "Other";
export type BindingFact = { name: string; kind: BindingKind; set: boolean };

/** Names that hold credentials even when someone put them under [vars] by mistake. */
const SECRET_NAME = /SECRET|TOKEN|KEY|PASSWORD|CREDENTIAL/i;

function isR2Bucket(value: unknown): value is R2Bucket {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as R2Bucket).list === "function" &&
    typeof (value as R2Bucket).head === "function"
  );
}

/** Each binding's name and kind. A text binding not declared under [vars] in wrangler.toml is a secret. */
export function describeBindings(env: Record<string, unknown>, plainVarNames: readonly string[]): BindingFact[] {
  const plain = new Set(plainVarNames);
  return Object.entries(env)
    .map(([name, value]): BindingFact => {
      if (isR2Bucket(value)) return { name, kind: "R2 bucket", set: true };
      if (typeof value === "string")
        return { name, kind: plain.has(name) && !SECRET_NAME.test(name) ? "Variable" : "Secret", set: value !== "" };
      if (typeof value === "object" && value !== null && typeof (value as Fetcher).fetch === "function")
        return { name, kind: "Service", set: true };
      return { name, kind: "Other", set: value !== undefined && value !== null };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** Every secret's value, to scrub from any error text the page might show. */
function secretValuesOf(env: Record<string, unknown>, bindings: readonly BindingFact[]): string[] {
  return bindings
    .filter((binding) => binding.kind === "Secret")
    .map((binding) => env[binding.name])
    .filter((value): value is string => typeof value === "string" && value.length >= 4);
}

export function scrubSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce((scrubbed, secret) => scrubbed.split(secret).join("[secret]"), text);
}

export type FeatureFlag = { name: string; state: string; source: string };

function featureFlags(context: AppLoadContext): FeatureFlag[] {
  const { config, env } = context;
  const onOff = (on: boolean) => (on ? "on" : "off");
  return [
    { name: "Environment", state: config.APP_ENV, source: "APP_ENV" },
    { name: "Anonymous HTML edge cache", state: onOff(env.HTML_CACHE !== "off"), source: "HTML_CACHE" },
    {
      name: "Signed-in listings from the kept page",
      state: onOff(env.HTML_CACHE !== "off" && env.SIGNED_IN_PAGES !== "off"),
      source: "SIGNED_IN_PAGES",
    },
    { name: "Search analytics recording", state: onOff(env.SEARCH_ANALYTICS !== "off"), source: "SEARCH_ANALYTICS" },
    {
      name: "Captcha (Turnstile)",
      state: config.TURNSTILE_SECRET_KEY
        ? "checked on the server; required after repeated attempts"
        : "off (no secret key)",
      source: "TURNSTILE_SECRET_KEY",
    },
    {
      name: "Geo blocking",
      state: config.GEO_BLOCKING ? `on, allowing ${config.GEO_ALLOWED_COUNTRIES.join(", ")}` : "off",
      source: "GEO_BLOCKING, GEO_ALLOWED_COUNTRIES",
    },
    { name: "Geo rate monitoring", state: onOff(config.GEO_RATE_MONITORING), source: "GEO_RATE_MONITORING" },
    { name: "Log level", state: config.LOG_LEVEL, source: "LOG_LEVEL" },
    {
      name: "Shop",
      state: config.storefront.isDemoShop ? "demo shop (no store domain set)" : "Shopify store",
      source: "SHOPIFY_STORE_DOMAIN",
    },
    { name: "Email sending", state: config.EMAIL_API_URL ? "email API" : "local outbox only", source: "EMAIL_API_URL" },
    {
      name: "Google Analytics / Meta Pixel",
      state: `${config.GA_MEASUREMENT_ID ? "GA on" : "GA off"}, ${config.META_PIXEL_ID ? "Pixel on" : "Pixel off"}`,
      source: "GA_MEASUREMENT_ID, META_PIXEL_ID",
    },
  ];
}

export type Migration = {
  tag: string;
  hash: string | null;
  dated: string | null;
  state: "applied" | "pending" | "unknown to this build";
};
export type DatabaseFacts = { migrations: Migration[]; tables: { name: string; rows: number }[] };
export type BucketFacts = { binding: string; objects: number; capped: boolean };
export type CronFact = { cron: string; jobs: { name: string; lastRun: ScheduledJobRun | null }[] };

/** R2 objects counted per bucket at most this many (pages of 1,000). */
export const BUCKET_COUNT_CAP = 5_000;

const LIMITS = {
  database: { slowMs: 750, deadlineMs: 4_000 },
  storefront: { slowMs: 1_500, deadlineMs: 6_000 },
  bucket: { slowMs: 1_000, deadlineMs: 4_000 },
};

/** The build's migrations against the database's record of applied ones (matched by drizzle's timestamp). */
function compareMigrations(
  shipped: BuildFacts["migrations"],
  applied: { hash: string; createdAt: number }[],
): Migration[] {
  const appliedByWhen = new Map(applied.map((row) => [row.createdAt, row]));
  const shippedWhens = new Set(shipped.map((entry) => entry.when));
  const rows: Migration[] = shipped.map((entry) => {
    const row = appliedByWhen.get(entry.when);
    return {
      tag: entry.tag,
      hash: row ? row.hash.slice(0, 12) : null,
      dated: new Date(entry.when).toISOString(),
      state: row ? "applied" : "pending",
    };
  });
  for (const row of applied) {
    if (!shippedWhens.has(row.createdAt))
      rows.push({
        tag: "(not in this build)",
        hash: row.hash.slice(0, 12),
        dated: new Date(row.createdAt).toISOString(),
        state: "unknown to this build",
      });
  }
  return rows;
}

async function readDatabaseFacts(context: AppLoadContext, shipped: BuildFacts["migrations"]): Promise<DatabaseFacts> {
  const client = libsqlClientOf(context.db);
  const [migrations, tables] = await client.batch(
    [
      // drizzle's own record of applied migrations.
      "select hash, created_at from __drizzle_migrations order by created_at",
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_%' escape '\\' and name not like '__drizzle%' order by name",
    ],
    "read",
  );
  const names = tables.rows.map((row) => String(row.name));
  const counts = names.length
    ? await client.batch(
        names.map((name) => `select count(*) as n from "${name.replaceAll('"', '""')}"`),
        "read",
      )
    : [];
  return {
    migrations: compareMigrations(
      shipped,
      migrations.rows.map((row) => ({ hash: String(row.hash), createdAt: Number(row.created_at) })),
    ),
    tables: names.map((name, index) => ({ name, rows: Number(counts[index].rows[0].n) })),
  };
}

async function countObjects(bucket: R2Bucket): Promise<{ objects: number; capped: boolean }> {
  let objects = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ limit: 1000, cursor });
    objects += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor && objects < BUCKET_COUNT_CAP);
  return { objects, capped: cursor !== undefined };
}

export type TechInventory = {
  build: BuildFacts;
  bindings: BindingFact[];
  storefront: { apiVersion: string; endpoint: string; probe: ProbeResult<{ shopName: string }> };
  database: ProbeResult<DatabaseFacts>;
  buckets: ProbeResult<BucketFacts>[];
  crons: ProbeResult<CronFact[]>;
  snapshot: ProbeResult<Awaited<ReturnType<typeof readCatalogSnapshotStatus>>>;
  flags: FeatureFlag[];
};

export async function readTechInventory(context: AppLoadContext): Promise<TechInventory> {
  const env = context.env as unknown as Record<string, unknown>;
  const build = buildFacts();
  const bindings = describeBindings(env, build.plainVarNames);
  const limits = (kind: keyof typeof LIMITS): ProbeLimits => ({ ...LIMITS[kind], waitUntil: context.waitUntil });
  const bucketBindings = bindings.filter((binding) => binding.kind === "R2 bucket");

  const [storefrontProbe, database, buckets, crons, snapshot] = await awaitAll([
    runProbe(
      () => context.storefront.query<{ shop: { name: string } }>(SHOP_PROBE_QUERY),
      limits("storefront"),
      (data) => `Shop "${data.shop.name}" answered`,
    ).then((probe) => ({
      ...probe,
      value: probe.value ? { shopName: probe.value.shop.name } : null,
    })),
    runProbe(
      () => readDatabaseFacts(context, build.migrations),
      limits("database"),
      (facts) => {
        const pending = facts.migrations.filter((migration) => migration.state === "pending").length;
        return `${facts.migrations.length - pending} migrations applied${pending ? `, ${pending} pending` : ""}, ${facts.tables.length} tables`;
      },
    ),
    awaitAll(
      bucketBindings.map((binding) =>
        runProbe(
          async () => ({ binding: binding.name, ...(await countObjects(env[binding.name] as R2Bucket)) }),
          limits("bucket"),
          (facts) => `${facts.capped ? "at least " : ""}${facts.objects.toLocaleString("en-US")} objects`,
        ).then((probe) => ({ ...probe, value: probe.value ?? { binding: binding.name, objects: 0, capped: false } })),
      ),
    ),
    runProbe(
      async () => {
        const runs = await listScheduledJobRuns(context.db);
        return build.crons.map((cron) => ({
          cron,
          jobs: scheduledJobs
            .filter((job) => job.cron === cron)
            .map((job) => ({ name: job.name, lastRun: runs.find((run) => run.job === job.name) ?? null })),
        }));
      },
      limits("database"),
      (list) => `${list.length} schedules`,
    ),
    runProbe(
      () => readCatalogSnapshotStatus(context),
      limits("bucket"),
      (status) => (status.version ? `version ${status.version}` : "no snapshot stored"),
    ),
  ]);

  const secrets = secretValuesOf(env, bindings);
  const scrub = <T extends { detail: string }>(probe: T): T => ({
    ...probe,
    detail: scrubSecrets(probe.detail, secrets),
  });
  return {
    build,
    bindings,
    storefront: {
      apiVersion: context.config.storefront.apiVersion,
      endpoint: new URL(context.storefront.apiUrl).host,
      probe: scrub(storefrontProbe),
    },
    database: scrub(database),
    buckets: buckets.map(scrub),
    crons: scrub(crons),
    snapshot: scrub(snapshot),
    flags: featureFlags(context),
  };
}
