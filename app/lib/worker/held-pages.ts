// Stored pages held in the isolate while fresh, taken apart as bytes (decision 079): a held page is answered
// without a Cache API read, an HTMLRewriter pass or taking it apart again. One budget for the anonymous and
// the signed-in kept pages; the least recently used goes first. Bytes, strings and numbers only: nothing
// here does I/O or is pending (decision 015).

type Held<T> = { parts: T; size: number; renderedAt: number; headers: [string, string][] };

const held = new Map<string, Held<unknown>>();
let heldSize = 0;
/** About eighty 100 KB pages. */
const HELD_BUDGET_BYTES = 8 * 1024 * 1024;

/** The page held under `key` if it was rendered at most `freshMs` ago (and it becomes the most recently used). */
export function heldPage<T>(key: string, freshMs: number, now = Date.now()): Held<T> | null {
  const page = held.get(key) as Held<T> | undefined;
  if (!page) return null;
  held.delete(key);
  if (now - page.renderedAt > freshMs) {
    heldSize -= page.size;
    return null;
  }
  held.set(key, page);
  return page;
}

export function holdPage<T>(key: string, page: Held<T>): void {
  const before = held.get(key);
  if (before) heldSize -= before.size;
  held.delete(key);
  if (page.size > HELD_BUDGET_BYTES / 4) return;
  held.set(key, page);
  heldSize += page.size;
  for (const [oldest, { size }] of held) {
    if (heldSize <= HELD_BUDGET_BYTES) break;
    held.delete(oldest);
    heldSize -= size;
  }
}
