// Builds workers/service-worker.ts to build/client/sw.js (served at /sw.js by
// the Worker's static assets).
import { build } from "esbuild";

await build({
  entryPoints: ["workers/service-worker.ts"],
  outfile: "build/client/sw.js",
  bundle: true,
  format: "esm",
  target: "es2022",
  minify: true,
  legalComments: "none",
});
