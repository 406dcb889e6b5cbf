// Remix options, kept in one place and imported by vite.config.ts (the Vite
// plugin is how Remix 2 builds; this file is the design card's remix.config.js).
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
