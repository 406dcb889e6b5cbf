// Searches recorded in one isolate are written together: one statement for all
// the searches of a short window, not one database round trip per listing
// request. At hundreds of listings a second (most of them answered from the
// HTML cache in a few milliseconds), a write per request cost more than the
// answer. The request that opens a batch holds it under its waitUntil (its
// after-response work) and writes it when the window closes; later requests
// only add their row. Rows are plain data, so no request uses another's I/O.
import { awaitAll } from "../platform/await-all";

export type BatchOptions<Row> = {
  /** How long a batch stays open for more rows */
  windowMs: number;
  /** A full batch is written at once and the next row opens a new one */
  maxRows: number;
  /** Rows that say the same thing (a reload, back and forth) are kept once per batch */
  keyOf: (row: Row) => string;
};

export type Batcher<Row, Writer> = {
  /**
   * Adds a row. The promise settles when the row is written: the opening
   * request awaits it (keeping the batch alive); the others need not.
   */
  add(row: Row, writer: Writer): Promise<void>;
  /** Settles once every batch open now has been written (a click waits for its search's row). */
  settled(): Promise<void>;
};

export function createBatcher<Row, Writer>(
  options: BatchOptions<Row>,
  write: (writer: Writer, rows: Row[]) => Promise<unknown>,
): Batcher<Row, Writer> {
  type Batch = { rows: Map<string, Row>; full: () => void; written: Promise<void> };
  let open: Batch | null = null;
  const writing = new Set<Promise<void>>();

  function openBatch(writer: Writer): Batch {
    let full = () => {};
    const closed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, options.windowMs);
      full = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    const batch: Batch = { rows: new Map(), full: () => full(), written: Promise.resolve() };
    batch.written = closed.then(async () => {
      if (open === batch) open = null;
      await write(writer, [...batch.rows.values()]);
    });
    const tracked = batch.written.catch(() => undefined).finally(() => writing.delete(tracked));
    writing.add(tracked);
    return batch;
  }

  return {
    add(row, writer) {
      const opening = open === null;
      const batch = (open ??= openBatch(writer));
      const key = options.keyOf(row);
      if (!batch.rows.has(key)) batch.rows.set(key, row);
      if (batch.rows.size >= options.maxRows) {
        open = null;
        batch.full();
      }
      return opening ? batch.written : Promise.resolve();
    },
    async settled() {
      await awaitAll([...writing]);
    },
  };
}
