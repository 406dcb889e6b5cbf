// What each test layer writes for the summary at the end of `npm test` (scripts/test-summary.ts): every file's
// time, and the tests that failed once and passed on their retry. One JSON file per layer under .data/test-timings/
// (Playwright empties its own output folder when it starts, so not there).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export type LayerTimings = {
  layer: string;
  /** Wall-clock time of the whole layer, in ms. */
  wallMs: number;
  files: Array<{ file: string; ms: number; tests: number }>;
  /** Tests that failed and then passed on a retry: "file › title". */
  flaky: string[];
};

export const TIMINGS_DIR = resolve(import.meta.dirname, "..", "..", "..", ".data", "test-timings");

export function writeLayerTimings(timings: LayerTimings): void {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  writeFileSync(join(TIMINGS_DIR, `${timings.layer}.json`), JSON.stringify(timings, null, 2));
}
