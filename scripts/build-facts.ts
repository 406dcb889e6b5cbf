// What the build knows about itself, for admin > Tech inventory: the Worker's
// compatibility date, Cron schedules and plain variable names from
// wrangler.toml, and the installed versions of the app's key libraries.
// vite.config.ts injects the result as __BUILD_FACTS__ (see app/lib/admin/tech-inventory/build-facts.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BuildFacts } from "../app/lib/admin/tech-inventory/build-facts";

/** The libraries whose versions an admin asks about when something breaks. */
const KEY_LIBRARIES = [
  "@remix-run/cloudflare",
  "@remix-run/react",
  "@shopify/hydrogen-react",
  "drizzle-orm",
  "@libsql/client",
  "react",
  "react-dom",
  "remix-auth",
  "zod",
  "wrangler",
  "vite",
  "tailwindcss",
] as const;

function installedVersion(root: string, name: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
      .version;
  } catch {
    return "not installed";
  }
}

/** The few wrangler.toml facts the page shows; a regex each, since the file is ours and flat. */
export function readWranglerFacts(toml: string): Pick<BuildFacts, "compatibilityDate" | "crons" | "plainVarNames"> {
  const compatibilityDate = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1] ?? "unknown";
  const cronList = /^crons\s*=\s*\[([^\]]*)\]/m.exec(toml)?.[1] ?? "";
  const crons = [...cronList.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
  const varsSection = /^\[vars\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  const plainVarNames = [...varsSection.matchAll(/^([A-Z0-9_]+)\s*=/gm)].map((match) => match[1]);
  return { compatibilityDate, crons, plainVarNames };
}

export function readBuildFacts(root: string): BuildFacts {
  const app = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name: string; version?: string };
  return {
    app: { name: app.name, version: app.version ?? "0.0.0" },
    builtAt: new Date().toISOString(),
    libraries: KEY_LIBRARIES.map((name) => ({ name, version: installedVersion(root, name) })),
    ...readWranglerFacts(readFileSync(join(root, "wrangler.toml"), "utf8")),
    migrations: (
      JSON.parse(readFileSync(join(root, "db", "migrations", "meta", "_journal.json"), "utf8")) as {
        entries: { tag: string; when: number }[];
      }
    ).entries.map(({ tag, when }) => ({ tag, when })),
  };
}
