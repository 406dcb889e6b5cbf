import { describe, expect, test } from "vitest";
import { createBatcher } from "~/lib/analytics/search-batch.server";

type Row = { session: string; query: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function recordingBatcher(options: { windowMs?: number; maxRows?: number; fail?: boolean } = {}) {
  const writes: { writer: string; rows: Row[] }[] = [];
  const batcher = createBatcher<Row, string>(
    { windowMs: options.windowMs ?? 40, maxRows: options.maxRows ?? 10, keyOf: (row) => `${row.session}|${row.query}` },
    async (writer, rows) => {
      await sleep(5);
      if (options.fail) throw new Error("database gone");
      writes.push({ writer, rows });
    },
  );
  return { batcher, writes };
}

describe("the search batch", () => {
  test("rows of one window are written together, by the request that opened it, once each", async () => {
    const { batcher, writes } = recordingBatcher();
    const opened = batcher.add({ session: "a", query: "dress" }, "first request");
    const others = [
      batcher.add({ session: "b", query: "dress" }, "second request"),
      batcher.add({ session: "a", query: "dress" }, "third request"),
    ];
    await Promise.all(others);
    expect(writes).toEqual([]); // the others do not wait for the write
    await opened;
    expect(writes).toEqual([
      {
        writer: "first request",
        rows: [
          { session: "a", query: "dress" },
          { session: "b", query: "dress" },
        ],
      },
    ]);
    await batcher.add({ session: "c", query: "ring" }, "later request");
    expect(writes.map((write) => write.writer)).toEqual(["first request", "later request"]);
  });

  test("a full batch is written at once and the next row opens another", async () => {
    const { batcher, writes } = recordingBatcher({ windowMs: 300, maxRows: 2 });
    const opened = batcher.add({ session: "a", query: "1" }, "one");
    void batcher.add({ session: "a", query: "2" }, "two");
    const next = batcher.add({ session: "a", query: "3" }, "three");
    await opened;
    expect(writes).toEqual([
      {
        writer: "one",
        rows: [
          { session: "a", query: "1" },
          { session: "a", query: "2" },
        ],
      },
    ]);
    expect(writes).toHaveLength(1); // written before its 300 ms window closed; the third row's batch is still open
    await next;
    expect(writes.map((write) => write.rows)).toEqual([
      [
        { session: "a", query: "1" },
        { session: "a", query: "2" },
      ],
      [{ session: "a", query: "3" }],
    ]);
  });

  test("settled() waits for every open batch, and a failed write does not block it", async () => {
    const { batcher, writes } = recordingBatcher();
    void batcher.add({ session: "a", query: "kimono" }, "first");
    await batcher.settled();
    expect(writes).toHaveLength(1);
    const failing = recordingBatcher({ fail: true });
    const opened = failing.batcher.add({ session: "a", query: "kimono" }, "first");
    await expect(opened).rejects.toThrow("database gone");
    await expect(failing.batcher.settled()).resolves.toBeUndefined();
  });
});
