// A Playwright reporter that records each spec file's time (both projects, retries included) and the tests that
// needed their retry to pass, for the summary `npm test` prints at its end (scripts/test-summary.ts).
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { relative } from "node:path";
import { writeLayerTimings } from "./timings-file";

export default class PlaywrightTimingsReporter implements Reporter {
  private readonly files = new Map<string, { ms: number; tests: number }>();
  private readonly cases = new Set<TestCase>();
  private startedAt = Date.now();

  onBegin() {
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    if (result.retry === 0 && result.status !== "skipped") entry.tests += 1;
    this.files.set(file, entry);
    this.cases.add(test);
  }

  onEnd(_result: FullResult) {
    const flaky = [...this.cases]
      .filter((test) => test.outcome() === "flaky")
      .map((test) => {
        const project = test.parent.project()?.name ?? "";
        return `[${project}] ${relative(process.cwd(), test.location.file)}:${test.location.line} › ${test.titlePath().slice(3).join(" › ")}`;
      });
    writeLayerTimings({
      layer: "browser",
      wallMs: Date.now() - this.startedAt,
      files: [...this.files].map(([file, { ms, tests }]) => ({ file, ms, tests })),
      flaky,
    });
  }
}
