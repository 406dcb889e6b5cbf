import { defineConfig } from "vitest/config";
import VitestTimingsReporter from "./tests/support/timings/vitest-timings-reporter";

// Unit tests run in Node without the Remix/Vite app plugins: they test pure
// domain logic and the local stand-ins (libSQL server, demo shop).
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    pool: "forks",
    reporters: ["default", new VitestTimingsReporter("unit")],
  },
});
