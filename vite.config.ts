import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import remixConfig from "./remix.config.js";
import { createAppLoadContext, type Env } from "./app/lib/worker/context.server";
import { readBuildFacts } from "./scripts/build-facts";
import { browserZodWithoutEval } from "./scripts/browser-zod-without-eval";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// `npm run dev` exports the local stack's URLs (picked at start) through
// process.env; they override wrangler.toml's vars in the dev proxy only.
function withLocalOverrides(env: Env): Env {
  const overrides = Object.fromEntries(
    Object.entries(process.env)
      .filter(([key]) => key.startsWith("BOUTIQUE_DEV_"))
      .map(([key, value]) => [key.slice("BOUTIQUE_DEV_".length), value]),
  );
  return { ...env, ...overrides } as Env;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    cloudflareDevProxyVitePlugin<Env, IncomingRequestCfProperties>({
      getLoadContext: ({ request, context }) =>
        createAppLoadContext(request, withLocalOverrides(context.cloudflare.env), context.cloudflare.ctx),
    }),
    browserZodWithoutEval(),
    remix(remixConfig),
    tailwindcss(),
  ],
  // admin > Tech inventory shows these (app/lib/admin/tech-inventory/build-facts.ts).
  define: { __BUILD_FACTS__: JSON.stringify(readBuildFacts(fileURLToPath(new URL(".", import.meta.url)))) },
  build: {
    target: "es2022",
    // The browser's code: terser takes 4-5% more off the framework chunk than esbuild's minifier (decision 032).
    // The server build stays unminified, as Vite leaves it by default: readable stacks, one name per error class.
    minify: isSsrBuild ? false : "terser",
    // The Worker's bundle maps back to the app's files through these (tests/bench/profile-page.ts names them).
    sourcemap: isSsrBuild ? true : false,
    terserOptions: { module: true, compress: { passes: 2 } },
    rollupOptions: {
      // Every page loads React, the router and Remix first: one chunk, whatever the islands import. Left to
      // itself, Rollup split them in two as soon as shared components imported React's API (+1.9 KiB gzip).
      output: isSsrBuild ? undefined : { manualChunks: frameworkChunk },
    },
  },
}));

const FRAMEWORK_PACKAGES =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;

function frameworkChunk(id: string): string | undefined {
  return FRAMEWORK_PACKAGES.test(id) ? "framework" : undefined;
}
