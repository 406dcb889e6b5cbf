// Layering rules, checked by `npm run lint:layers` (part of `npm test`).
// Each rule says which way imports may point; a violation names the file and the arrow.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment:
        "A cycle makes module order matter at start-up and ties two modules into one: move the shared piece into a module both import.",
      // Route folders have their own rule below. A cycle made only of type imports does no harm at run time,
      // but still ties the modules together.
      from: { pathNot: "^app/routes/[^/]+/" },
      to: { circular: true },
    },
    {
      name: "no-cycles-in-route-folders",
      severity: "error",
      comment:
        "A route folder's view reads its loader's type from route.tsx (useLoaderData<typeof loader>): that type-only arrow back is the Remix way; any other cycle there is not.",
      from: { path: "^app/routes/[^/]+/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "lib-not-above-components-or-routes",
      severity: "error",
      comment: "app/lib is the domain: it never imports the UI (app/components) or a route (app/routes).",
      from: { path: "^app/lib/" },
      to: { path: "^app/(components|routes)/" },
    },
    {
      name: "search-engine-knows-no-catalog",
      severity: "error",
      comment:
        "app/lib/search/engine is the search itself: documents in, ranked positions out. It imports nothing of the app outside itself, so the catalogue, the listing and the snapshot can all build on it.",
      from: { path: "^app/lib/search/engine/" },
      to: { path: "^app/", pathNot: "^app/lib/search/engine/" },
    },
    {
      name: "catalog-uses-only-the-search-engine",
      severity: "error",
      comment:
        "The catalogue (index, snapshot, listing) builds on app/lib/search/engine; the search features over the catalogue (suggestions, the empty-result help, the inspector) build on the catalogue, never the other way round.",
      from: { path: "^app/lib/catalog/" },
      to: { path: "^app/lib/search/", pathNot: "^app/lib/search/engine/" },
    },
    {
      name: "kernel-imports-no-domain",
      severity: "error",
      comment:
        "app/lib/platform is the kernel every domain may use (decision 046): it imports no other part of the app. The one exception is a type: env.server.ts names the image-codecs Worker's contract (app/lib/images/image-codecs.ts, types only) as its binding's type.",
      from: { path: "^app/lib/platform/" },
      to: { path: "^app/", pathNot: ["^app/lib/platform/", "^app/lib/images/image-codecs[.]ts$"] },
    },
    {
      name: "domains-use-the-wiring-doors-only",
      severity: "error",
      comment:
        "app/lib/worker is the wiring on top of the domains (decision 046). A domain uses only its doors: the page generation (markContentChanged, knownPageGeneration), the job context a scheduled job receives, and the job table and run records the tech inventory shows.",
      from: { path: "^app/lib/", pathNot: "^app/lib/worker/" },
      to: {
        path: "^app/lib/worker/",
        pathNot: "^app/lib/worker/(page-generation|job-context|scheduled-jobs|scheduled-job-runs)[.]server[.]ts$",
      },
    },
    {
      name: "hooks-not-above-routes",
      severity: "error",
      comment: "app/hooks holds stores and hooks that routes and components use: it never imports a route.",
      from: { path: "^app/hooks/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "components-not-above-routes",
      severity: "error",
      comment: "Components are used by routes, never the other way round.",
      from: { path: "^app/components/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "db-not-above-app",
      severity: "error",
      comment: "db/ (schema, migrations, the local libSQL server) stands below the app: it never imports app/.",
      from: { path: "^db/" },
      to: { path: "^app/" },
    },
    {
      name: "client-imports-only-types-from-server",
      severity: "error",
      comment:
        "Code that reaches the browser imports only types from *.server.ts. Route modules (app/root.tsx and app/routes: Remix strips their loaders and actions from the browser build), the server entry and server modules themselves are exempt; the Worker (workers/) is all server.",
      from: {
        path: "^app/",
        pathNot: ["^app/routes/", "^app/root[.]tsx$", "^app/entry[.]server[.]tsx$", "[.]server[.]tsx?$", "/[.]server/"],
      },
      to: {
        path: "[.]server[.]tsx?$|/[.]server/",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "app-not-above-tests-or-scripts",
      severity: "error",
      comment: "The app never imports test support or build scripts.",
      from: { path: "^(app|db|workers)/" },
      to: { path: "^(tests|scripts)/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that does not resolve to a file or an installed package.",
      from: {},
      // The Worker imports the Remix server build, which exists only after `npm run build`; `cloudflare:*`
      // modules are the Workers runtime's own.
      to: { couldNotResolve: true, pathNot: ["^[.][.]/build/server/index[.]js$", "^cloudflare:"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|dist|node_modules|public|[.]wrangler|[.]cache)/" },
    // Keep type-only imports in the graph, marked "type-only", so the server rule can tell them apart.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
