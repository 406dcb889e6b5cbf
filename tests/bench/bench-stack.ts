// Starts the local stack for a benchmark and finds its workerd process, whose
// resident memory shows what a catalogue costs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalStack, type LocalStack } from "../../scripts/local-stack";

export async function startBenchStack(productCount: number): Promise<LocalStack> {
  // The cold build is measured whole, past the spec's 10 s loading time-out. The database runs in a process of
  // its own, as page-weight.ts's does: its synchronous engine would otherwise stall this process's load clients.
  return startLocalStack({
    dataDir: mkdtempSync(join(tmpdir(), "boutique-bench-")),
    fresh: true,
    productCount,
    databaseInChildProcess: true,
    bindings: { CATALOG_LOAD_TIMEOUT_MS: "300000" },
  });
}

/** Resident memory (MiB) of the workerd processes this process started; null where /proc is missing. */
export function workerdResidentMiB(): number | null {
  const processes = workerdProcessesMiB();
  if (!processes) return null;
  const total = [...processes.values()].reduce((sum, mib) => sum + mib, 0);
  return total || null;
}

/** Resident memory (MiB) per workerd process this process started, by pid; null where /proc is missing. */
export function workerdProcessesMiB(): Map<string, number> | null {
  try {
    const pids = execFileSync("ps", ["-e", "-o", "pid=,ppid=,comm="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([, , comm]) => comm === "workerd");
    const descendants = new Set([String(process.pid)]);
    const all = execFileSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => line.trim().split(/\s+/));
    for (let changed = true; changed;) {
      changed = false;
      for (const [pid, ppid] of all)
        if (descendants.has(ppid) && !descendants.has(pid)) {
          descendants.add(pid);
          changed = true;
        }
    }
    const processes = new Map<string, number>();
    for (const [pid] of pids) {
      if (!descendants.has(pid)) continue;
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) processes.set(pid, Number(match[1]) / 1024);
    }
    return processes;
  } catch {
    return null;
  }
}

/**
 * CPU time (ms) a process has spent, all its threads together, from the scheduler's nanosecond counters
 * (/proc/<pid>/task/<tid>/schedstat); null where they are missing. Unlike wall-clock time, it does not grow
 * with the machine's other load.
 */
export function processCpuMs(pid: string): number | null {
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    return ns / 1e6;
  } catch {
    return null;
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The `dur` of one Server-Timing entry. */
export function serverTimingOf(header: string | null, name: string): { ms: number; desc: string } | null {
  const entry = header
    ?.split(",")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name};`));
  if (!entry) return null;
  const ms = Number(/dur=([\d.]+)/.exec(entry)?.[1]);
  return { ms, desc: /desc="([^"]*)"/.exec(entry)?.[1] ?? "" };
}
