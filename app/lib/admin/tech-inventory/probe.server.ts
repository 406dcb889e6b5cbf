// Runs a probe with a deadline (decision 015): past it the page shows "failing"
// and the unfinished call goes on under waitUntil, never cut off.
import { withinDeadline } from "../../platform/deadline.server";
import { judgeProbe, type ProbeResult } from "./probes";

export type ProbeLimits = { slowMs: number; deadlineMs: number; waitUntil: (promise: Promise<unknown>) => void };

export async function runProbe<T>(
  work: () => Promise<T>,
  limits: ProbeLimits,
  describe: (value: T) => string,
): Promise<ProbeResult<T>> {
  const started = performance.now();
  try {
    const value = await withinDeadline(work(), limits.deadlineMs, limits.waitUntil);
    const ms = Math.round(performance.now() - started);
    if (value === null)
      return { state: "failing", ms, detail: `No answer within ${limits.deadlineMs} ms`, value: null };
    return { state: judgeProbe(ms, limits.slowMs, false), ms, detail: describe(value), value };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    return {
      state: "failing",
      ms,
      detail: error instanceof Error ? error.message.slice(0, 300) : "Failed",
      value: null,
    };
  }
}
