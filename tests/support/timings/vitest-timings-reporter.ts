// A Vitest reporter that records each test file's whole time (import, setup hooks and tests: where the minutes go)
// for the summary `npm test` prints at its end. The layer's name comes from the config that adds it.
import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { writeLayerTimings } from "./timings-file";

export default class VitestTimingsReporter implements Reporter {
  private startedAt = Date.now();
  constructor(private readonly layer: string) {}

  onTestRunStart() {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const ms =
        diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration;
      return { file: relative(process.cwd(), module.moduleId), ms, tests: [...module.children.allTests()].length };
    });
    const flaky = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => `${relative(process.cwd(), module.moduleId)} › ${test.fullName}`),
    );
    writeLayerTimings({ layer: this.layer, wallMs: Date.now() - this.startedAt, files, flaky });
  }
}
