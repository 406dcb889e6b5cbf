// Rows read from the database and kept in this isolate for a while, so a hot
// page costs no query (decision 015: settled rows only, never a promise, a
// client or anything with I/O; each request that finds them stale reads the
// database itself). A save forgets them in its own isolate at once; other
// isolates read again once the keep time has passed.

/**
 * How long public rows (published reviews, looks, the shop's own products, Storefront answers) are kept for pages:
 * as long as the HTML cache keeps an anonymous page fresh, so a signed-in shopper's page is never staler than an
 * anonymous one (decision 063). A save in this isolate forgets its rows at once or moves the page generation.
 */
export const PUBLIC_ROWS_KEEP_MS = 60_000;

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

/** Rows kept per key (a product, a slug), with the same rules; the least recently read key goes past `maxKeys`. */
export type IsolateRowsByKey<T> = {
  /** The rows read for `key` less than the keep time ago under the same stamp, else undefined. */
  fresh(key: string, now?: number): T | undefined;
  keep(key: string, rows: T, now?: number): void;
  forget(): void;
};

export function isolateRowsByKey<T>(
  keepMs: number,
  options: { stamp?: () => string | null; maxKeys?: number } = {},
): IsolateRowsByKey<T> {
  const kept = new Map<string, { rows: T; readAt: number; stamp: string | null }>();
  const stamp = options.stamp ?? (() => null);
  const maxKeys = options.maxKeys ?? 1_000;
  return {
    fresh(key, now = Date.now()) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now - entry.readAt >= keepMs || entry.stamp !== stamp()) {
        kept.delete(key);
        return undefined;
      }
      // Read again: the most recently used goes last.
      kept.delete(key);
      kept.set(key, entry);
      return entry.rows;
    },
    keep(key, rows, now = Date.now()) {
      kept.delete(key);
      kept.set(key, { rows, readAt: now, stamp: stamp() });
      if (kept.size > maxKeys) kept.delete(kept.keys().next().value!);
    },
    forget: () => kept.clear(),
  };
}

/**
 * A read kept per key: the kept rows while fresh, else `read` (its rows kept). A failed read is not kept, so the
 * next request tries again.
 */
export async function keptRead<T>(rows: IsolateRowsByKey<T>, key: string, read: () => Promise<T>): Promise<T> {
  const kept = rows.fresh(key);
  if (kept !== undefined) return kept;
  const fresh = await read();
  rows.keep(key, fresh);
  return fresh;
}
