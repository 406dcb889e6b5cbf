// One timed check of a service the shop depends on, judged ok / slow / failing.
export type ProbeState = "ok" | "slow" | "failing";

export type ProbeResult<T> = { state: ProbeState; ms: number; detail: string; value: T | null };

export const PROBE_STATE_LABELS: Record<ProbeState, string> = { ok: "OK", slow: "Slow", failing: "Failing" };

/** Slow past `slowMs`; failing when it threw or missed its deadline. */
export function judgeProbe(ms: number, slowMs: number, failed: boolean): ProbeState {
  if (failed) return "failing";
  return ms > slowMs ? "slow" : "ok";
}
