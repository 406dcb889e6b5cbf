// Rows read from the database and kept in this isolate for a while, so a hot
// page costs no query (decision 015: settled rows only, never a promise, a
// client or anything with I/O; each request that finds them stale reads the
// database itself). A save forgets them in its own isolate at once; other
// isolates read again once the keep time has passed.

export type IsolateRows<T> = {
  /** The rows if read less than the keep time ago, else null. */
  fresh(now?: number): T | null;
  /** The last rows read, however old (a failed read falls back to them). */
  last(): T | null;
  keep(rows: T, now?: number): void;
  forget(): void;
};

/**
 * `stamp`, when given, names what the rows were read under (the page generation):
 * rows read under another stamp are stale at once, so a page cached under a new
 * generation is never rendered from rows older than that generation.
 */
export function isolateRows<T>(keepMs: number, options: { stamp?: () => string | null } = {}): IsolateRows<T> {
  let kept: { rows: T; readAt: number; stamp: string | null } | null = null;
  const stamp = options.stamp ?? (() => null);
  return {
    fresh: (now = Date.now()) => (kept && now - kept.readAt < keepMs && kept.stamp === stamp() ? kept.rows : null),
    last: () => kept?.rows ?? null,
    keep: (rows, now = Date.now()) => {
      kept = { rows, readAt: now, stamp: stamp() };
    },
    forget: () => {
      kept = null;
    },
  };
}
