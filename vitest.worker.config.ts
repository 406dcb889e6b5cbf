import { defineConfig } from "vitest/config";

// Worker tests drive the built bundle (dist/app.js) in workerd through
// Miniflare, against the local libSQL server and the demo shop. They run one
// file at a time: each file starts its own stack and the machine has 2 cores.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/worker/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
