// Facts fixed when the Worker was built (scripts/build-facts.ts reads them;
// vite.config.ts injects them as __BUILD_FACTS__).
export type BuildFacts = {
  app: { name: string; version: string };
  builtAt: string;
  libraries: { name: string; version: string }[];
  /** wrangler.toml's compatibility_date */
  compatibilityDate: string;
  /** wrangler.toml's [triggers] crons */
  crons: string[];
  /** Names under wrangler.toml's [vars]: plain settings; any other text binding is a secret. */
  plainVarNames: string[];
  /** The migrations shipped with this build (drizzle's journal): `when` is what __drizzle_migrations records as created_at. */
  migrations: { tag: string; when: number }[];
};

declare const __BUILD_FACTS__: BuildFacts | undefined;

/** The build's facts; outside a Vite build (unit tests) an honest "unknown". */
export function buildFacts(): BuildFacts {
  if (typeof __BUILD_FACTS__ !== "undefined") return __BUILD_FACTS__;
  return {
    app: { name: "unknown", version: "unknown" },
    builtAt: "unknown",
    libraries: [],
    compatibilityDate: "unknown",
    crons: [],
    plainVarNames: [],
    migrations: [],
  };
}
