// Build step (scripts/bundle-worker.mjs): the Worker's copies of Remix's router and Remix's React package, in
// which the route tree is built and ranked once per isolate instead of on every request (decision 063).
//
// For each page Remix 2 builds React's routes for all 111 route modules afresh (`createServerRoutes`), React
// Router converts them to data routes afresh (`createStaticRouter`), and @remix-run/router then flattens and ranks
// every route and compiles a RegExp for each pattern it tries, several times per request: about a fifth of a
// render's CPU. All of it depends only on the route tree, which never changes in a Worker. The copies below keep
// what was built: per route array, per compiled pattern, and the branch each of the latest thousand paths matched.
// wrangler.toml's [alias] points the Worker's bundle at the copies; the browser loads the packages as published.
//
// Each patch replaces a piece of a file's text that must be there exactly once: a Remix or React Router upgrade that
// moves it stops the build with a message naming the patch. Every Worker and browser test runs the patched build, so
// a patch that changed what a URL matches fails them, and tests/unit/framework-internals.test.ts compares the
// patched router's matches with the published one's.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const HERE = "app/lib/framework-internals/route-tree-patches.mjs";

/** @typedef {{ what: string, find: string, replace: string }} Patch */

/** @type {Patch[]} @remix-run/router's CommonJS build: ranked branches, compiled patterns and matched branches kept. */
const ROUTER_PATCHES = [
  {
    what: "ranked branches kept per route array",
    find:
      "  let branches = flattenRoutes(routes);\n" +
      "  rankRouteBranches(branches);\n" +
      "  let matches = null;\n" +
      "  let decoded = decodePath(pathname);\n",
    replace:
      `  // Kept per route array, with the branch each path matched (${HERE}).\n` +
      "  let ranked = rankedBranches.get(routes);\n" +
      "  if (!ranked) {\n" +
      "    let all = flattenRoutes(routes);\n" +
      "    rankRouteBranches(all);\n" +
      "    ranked = { branches: all, matchedIndexes: new Map() };\n" +
      "    rankedBranches.set(routes, ranked);\n" +
      "  }\n" +
      "  let branches = ranked.branches;\n" +
      "  let matches = null;\n" +
      "  let decoded = decodePath(pathname);\n" +
      "  let matchedKey = (allowPartial ? 'p' : 'e') + decoded;\n" +
      "  let matchedIndex = ranked.matchedIndexes.get(matchedKey);\n" +
      "  if (matchedIndex !== undefined)\n" +
      "    return matchedIndex < 0 ? null : matchRouteBranch(branches[matchedIndex], decoded, allowPartial);\n",
  },
  {
    what: "the branch each path matched kept, for the latest paths",
    find:
      "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n" + "  }\n" + "  return matches;\n" + "}\n",
    replace:
      "    matches = matchRouteBranch(branches[i], decoded, allowPartial);\n" +
      "    if (matches != null) matchedIndex = i;\n" +
      "  }\n" +
      "  // Any URL can be asked for: only the latest thousand paths are kept.\n" +
      "  if (ranked.matchedIndexes.size >= 1000) ranked.matchedIndexes.delete(ranked.matchedIndexes.keys().next().value);\n" +
      "  ranked.matchedIndexes.set(matchedKey, matches == null ? -1 : matchedIndex);\n" +
      "  return matches;\n" +
      "}\n",
  },
  {
    what: "compiled path patterns kept per pattern",
    find: "function compilePath(path, caseSensitive, end) {\n",
    replace:
      `// Kept per route array and per pattern (${HERE}): the route tree is fixed in the Worker.\n` +
      "const rankedBranches = new WeakMap();\n" +
      "const compiledPaths = new Map();\n" +
      "function compilePath(path, caseSensitive, end) {\n" +
      "  const key = path + (caseSensitive ? '\\u0000c' : '\\u0000i') + (end === false ? '\\u0000p' : '\\u0000e');\n" +
      "  let compiled = compiledPaths.get(key);\n" +
      "  if (!compiled) {\n" +
      "    compiled = compilePathOnce(path, caseSensitive, end);\n" +
      "    compiledPaths.set(key, compiled);\n" +
      "  }\n" +
      "  return compiled;\n" +
      "}\n" +
      "function compilePathOnce(path, caseSensitive, end) {\n",
  },
];

/** @type {Patch[]} @remix-run/react's RemixServer: React's routes built once per route manifest. */
const REMIX_SERVER_PATCHES = [
  {
    what: "React Router's server entry taken from the patched copy beside it",
    find: "import { createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';\n",
    replace:
      "import { createStaticRouter, StaticRouterProvider } from './react-router-dom-server.cjs';\n" +
      `// React's routes for the app's route manifest, built once (${HERE}).\n` +
      "const serverRoutes = new WeakMap();\n",
  },
  {
    what: "React's routes built once per route manifest",
    find: "  let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
    replace:
      "  let routes = serverRoutes.get(manifest.routes);\n" +
      "  if (!routes) {\n" +
      "    routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n" +
      "    serverRoutes.set(manifest.routes, routes);\n" +
      "  }\n",
  },
];

/** @type {Patch[]} @remix-run/react's <Scripts>: the page's route manifest written without indentation. */
const SCRIPTS_PATCHES = [
  {
    what: "the route manifest written without indentation",
    find: "window.__remixManifest = ${JSON.stringify(getPartialManifest(manifest, router), null, 2)};",
    replace: "window.__remixManifest = ${JSON.stringify(getPartialManifest(manifest, router))};",
  },
];

/** @type {Patch[]} react-router-dom/server.js: data routes converted once per route array. */
const STATIC_ROUTER_PATCHES = [
  {
    what: "data routes converted once per route array",
    find:
      "  let manifest = {};\n" +
      "  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n",
    replace:
      `  // Converted once per route array (${HERE}).\n` +
      "  let converted = convertedRoutes.get(routes);\n" +
      "  if (!converted) {\n" +
      "    let convertedManifest = {};\n" +
      "    converted = {\n" +
      "      dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, convertedManifest),\n" +
      "      manifest: convertedManifest,\n" +
      "    };\n" +
      "    convertedRoutes.set(routes, converted);\n" +
      "  }\n" +
      "  let manifest = converted.manifest;\n" +
      "  let dataRoutes = converted.dataRoutes;\n",
  },
  {
    what: "the kept data routes' store",
    find: "function createStaticRouter(routes, context, opts = {}) {\n",
    replace: "const convertedRoutes = new WeakMap();\nfunction createStaticRouter(routes, context, opts = {}) {\n",
  },
];

/** The packages these patches were written against: another version stops the build until they are checked. */
export const PATCHED_VERSIONS = {
  "@remix-run/router": "1.23.3",
  "@remix-run/react": "2.17.5",
  "react-router-dom": "6.30.4",
};

/** A package's folder and version, as installed. */
function installed(name) {
  const packageJson = require.resolve(`${name}/package.json`);
  return { folder: dirname(packageJson), version: JSON.parse(readFileSync(packageJson, "utf8")).version };
}

/** `source` with each patch applied; throws, naming the patch, when its text is not there exactly once. */
export function applyPatches(source, patches, label) {
  let patched = source;
  for (const patch of patches) {
    const at = patched.indexOf(patch.find);
    if (at < 0 || patched.indexOf(patch.find, at + 1) >= 0)
      throw new Error(
        `${label}: the code for "${patch.what}" is not where ${HERE} expects it (found ${at < 0 ? "nowhere" : "more than once"}). ` +
          "Rewrite that patch for this version, or remove the patches and wrangler.toml's [alias] lines " +
          "(app/lib/framework-internals/README.md says how).",
      );
    patched = patched.slice(0, at) + patch.replace + patched.slice(at + patch.find.length);
  }
  // A source map of the package describes the original lines, not these.
  return patched.replace(/\n\/\/# sourceMappingURL=\S*\s*$/, "\n");
}

function checkVersion(name) {
  const { folder, version } = installed(name);
  if (version !== PATCHED_VERSIONS[name])
    throw new Error(
      `${name} is ${version}, and ${HERE} was written for ${PATCHED_VERSIONS[name]}: check that each patch still ` +
        "does what it says (app/lib/framework-internals/README.md), then update PATCHED_VERSIONS.",
    );
  return folder;
}

/** The patched texts, by the file each becomes under the output folder. */
export function patchedFiles() {
  const router = checkVersion("@remix-run/router");
  const remixReact = checkVersion("@remix-run/react");
  const reactRouterDom = checkVersion("react-router-dom");
  const read = (file) => readFileSync(file, "utf8");
  return {
    "remix-router.cjs.js": applyPatches(
      read(join(router, "dist/router.cjs.js")),
      ROUTER_PATCHES,
      "@remix-run/router dist/router.cjs.js",
    ),
    "remix-react/server.js": applyPatches(
      read(join(remixReact, "dist/esm/server.js")),
      REMIX_SERVER_PATCHES,
      "@remix-run/react dist/esm/server.js",
    ),
    "remix-react/components.js": applyPatches(
      read(join(remixReact, "dist/esm/components.js")),
      SCRIPTS_PATCHES,
      "@remix-run/react dist/esm/components.js",
    ),
    "remix-react/react-router-dom-server.cjs": applyPatches(
      read(join(reactRouterDom, "server.js")),
      STATIC_ROUTER_PATCHES,
      "react-router-dom server.js",
    ),
  };
}

/**
 * Writes the copies where wrangler.toml's [alias] looks for them: @remix-run/router's CommonJS build as one file,
 * @remix-run/react's ES modules as a folder (its modules import one another) with the patched ones in place.
 */
export function writeRouteTreePatches(outDir) {
  const files = patchedFiles();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(join(installed("@remix-run/react").folder, "dist/esm"), join(outDir, "remix-react"), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  }
}
