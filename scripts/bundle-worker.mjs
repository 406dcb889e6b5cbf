// Bundles workers/app.ts (with the Remix server build inside) into dist/ the way
// `wrangler deploy` would, without deploying: Miniflare runs exactly this file.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";

rmSync("dist", { recursive: true, force: true });
execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist"], {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
