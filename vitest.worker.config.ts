import { defineConfig } from "vitest/config";
import VitestTimingsReporter from "./tests/support/timings/vitest-timings-reporter";

// Worker tests drive the built bundle (dist/app.js) in workerd through Miniflare, against the local libSQL server
// and the demo shop. Each file starts a stack of its own (fresh database, demo shop, Worker on free ports), so files
// run in parallel: two at a time by default, as the machine has 2 cores and most of a file's time is waiting on
// its stack (WORKER_TEST_FILES_AT_ONCE changes it; decision 058). A fork runs its files one after another without
// loading Miniflare and the helpers anew for each (`isolate: false`): the step took 250 s with a fresh import per
// file, 144 s without. Nothing is shared that a file relies on: each file starts its own stack and database.
const filesAtOnce = Number(process.env.WORKER_TEST_FILES_AT_ONCE ?? 2);

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/worker/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: filesAtOnce > 1,
    isolate: false,
    maxWorkers: filesAtOnce,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ["default", new VitestTimingsReporter("worker")],
  },
});
