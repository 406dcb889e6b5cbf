// Remix options, kept in one place and imported by vite.config.ts: with the Vite
// plugin (how Remix 2 builds) Remix reads no config file of its own, only these.
/** @type {import("@remix-run/dev").VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
  // Every v3 future flag on, so the move to React Router 7 is a rename.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
  },
};
