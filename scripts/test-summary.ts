// The end of `npm test` (scripts/test.sh runs this last, pass or fail): how long each step took, the ten slowest
// files of each test layer, and every test that failed once and passed on its retry, marked FLAKY. A flaky test is
// a defect like a failing one (decision 058): the summary is there so nobody misses one.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TIMINGS_DIR, type LayerTimings } from "../tests/support/timings/timings-file";

const LAYERS = ["unit", "worker", "browser"] as const;
const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function readLayer(layer: string): LayerTimings | null {
  const file = join(TIMINGS_DIR, `${layer}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as LayerTimings) : null;
}

const lines: string[] = ["", "== summary =="];
const stepsFile = join(TIMINGS_DIR, "steps.tsv");
if (existsSync(stepsFile)) {
  lines.push("", "Steps (wall clock):");
  for (const row of readFileSync(stepsFile, "utf8").trim().split("\n")) {
    const [name, ms] = row.split("\t");
    lines.push(`  ${seconds(Number(ms)).padStart(8)}  ${name}`);
  }
}
const flaky: string[] = [];
for (const layer of LAYERS) {
  const timings = readLayer(layer);
  if (!timings) continue;
  const tests = timings.files.reduce((sum, file) => sum + file.tests, 0);
  lines.push(
    "",
    `Slowest ${layer} test files (${timings.files.length} files, ${tests} tests, ${seconds(timings.wallMs)} wall clock;` +
      ` a file's time is its tests, hooks and import added up, across workers):`,
  );
  for (const file of [...timings.files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
    lines.push(`  ${seconds(file.ms).padStart(8)}  ${file.file} (${file.tests} tests)`);
  flaky.push(...timings.flaky.map((test) => `${layer}: ${test}`));
}
lines.push("");
if (flaky.length === 0) lines.push("FLAKY: none (no test needed a retry to pass)");
else {
  lines.push(`FLAKY: ${flaky.length} test(s) failed once and passed on the retry; each is a defect to fix:`);
  for (const test of flaky) lines.push(`  FLAKY ${test}`);
}
console.log(lines.join("\n"));
