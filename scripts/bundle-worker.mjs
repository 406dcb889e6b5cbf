// Bundles workers/app.ts (with the Remix server build inside) into dist/ and the
// image-codecs Worker into dist/image-codecs/, the way `wrangler deploy` would,
// without deploying: Miniflare runs exactly these files.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { writeRouteTreePatches } from "../app/lib/framework-internals/route-tree-patches.mjs";

rmSync("dist", { recursive: true, force: true });
// wrangler.toml's [alias] bundles these copies of Remix's router and React package (app/lib/framework-internals/).
writeRouteTreePatches(resolve("build/framework-internals"));
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };
execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", "dist"], { stdio: "inherit", env });
// An absolute --outdir: wrangler reads a relative one from the config's folder.
const codecsArgs = ["--config", "workers/image-codecs/wrangler.toml", "--outdir", resolve("dist/image-codecs")];
execFileSync("npx", ["wrangler", "deploy", "--dry-run", ...codecsArgs], { stdio: "inherit", env });
