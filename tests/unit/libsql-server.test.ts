// The local libSQL HTTP server, driven by the real @libsql/client HTTP client and
// Drizzle, as the Worker uses them. Each test gets its own database file and server.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, type Config, LibsqlBatchError, LibsqlError, createClient } from "@libsql/client/http";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql/http";
import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { describe, expect, it, onTestFinished } from "vitest";
import { type LibsqlServer, type LibsqlServerOptions, startLibsqlServer } from "../../db/local-server/hrana-server";

interface TestServer {
  server: LibsqlServer;
  client: Client;
  /** Another client on the same server, closed with the test. */
  newClient(config?: Partial<Config>): Client;
}

async function startTestServer(options: Partial<LibsqlServerOptions> = {}): Promise<TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "libsql-server-test-"));
  const server = await startLibsqlServer({ file: join(directory, "test.db"), ...options });
  const clients: Client[] = [];
  const newClient = (config: Partial<Config> = {}) => {
    const client = createClient({ url: server.url, authToken: options.authToken, ...config });
    clients.push(client);
    return client;
  };
  onTestFinished(async () => {
    for (const client of clients) client.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return { server, client: newClient(), newClient };
}

async function expectLibsqlError(promise: Promise<unknown>, code: string): Promise<LibsqlError> {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(LibsqlError);
  expect((error as LibsqlError).code).toBe(code);
  return error as LibsqlError;
}

/** A raw protocol answer; tests check it field by field, so it is typed loosely. */
type RawJson = any;

/** Sends a raw Hrana pipeline request, for what the client cannot be made to send. */
async function postPipeline(url: string, body: unknown, version: 2 | 3 = 2) {
  const response = await fetch(`${url}/v${version}/pipeline`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: (await response.json()) as RawJson,
  };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe("statements", () => {
  it("binds positional and named arguments with every prefix", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT, price REAL)");
    await client.execute({ sql: "INSERT INTO item (name, price) VALUES (?, ?)", args: ["ring", 12.5] });
    await client.execute({ sql: "INSERT INTO item (name, price) VALUES (?2, ?1)", args: [30, "scarf"] });
    await client.execute({
      sql: "INSERT INTO item (name, price) VALUES (:name, @price)",
      args: { name: "bag", price: 45 },
    });
    await client.execute({
      sql: "INSERT INTO item (name, price) VALUES ($name, :price)",
      args: { $name: "hat", ":price": 20 },
    });

    const rows = await client.execute({
      sql: "SELECT name FROM item WHERE price > :min AND price < :max ORDER BY price",
      args: { min: 15, max: 50 },
    });
    expect(rows.rows.map((row) => row.name)).toEqual(["hat", "scarf", "bag"]);
    const byPosition = await client.execute({ sql: "SELECT name FROM item WHERE id = ?", args: [1] });
    expect(byPosition.rows[0].name).toBe("ring");
  });

  it("rejects more positional arguments than parameters", async () => {
    const { client } = await startTestServer();
    await expectLibsqlError(client.execute({ sql: "SELECT ?", args: [1, 2] }), "ARGS_INVALID");
  });

  it("round-trips integers, reals, text, blobs, nulls and 64-bit integers", async () => {
    const { client, newClient } = await startTestServer();
    await client.execute("CREATE TABLE value_kinds (i INTEGER, r REAL, t TEXT, b BLOB, n TEXT, big INTEGER, loose)");
    const big = 9_007_199_254_740_993n; // 2^53 + 1: not representable as a JS number
    const insert = await client.execute({
      sql: "INSERT INTO value_kinds VALUES (?, ?, ?, ?, ?, ?, ?)",
      args: [42, 3.25, "naïve ☀", new Uint8Array([0, 255, 7]), null, big, 1.0],
    });
    expect(insert.rowsAffected).toBe(1);
    expect(insert.lastInsertRowid).toBe(1n);

    const bigintClient = newClient({ intMode: "bigint" });
    const result = await bigintClient.execute(
      "SELECT i, r, t, b, n, big, loose, typeof(i) AS ti, typeof(r) AS tr, typeof(loose) AS tl FROM value_kinds",
    );
    const row = result.rows[0];
    expect(row.i).toBe(42n);
    expect(row.r).toBe(3.25);
    expect(row.t).toBe("naïve ☀");
    expect(new Uint8Array(row.b as ArrayBuffer)).toEqual(new Uint8Array([0, 255, 7]));
    expect(row.n).toBeNull();
    expect(row.big).toBe(big);
    // Hrana sends JS numbers as floats: 1.0 stays REAL, as against Turso.
    expect([row.ti, row.tr, row.tl]).toEqual(["integer", "real", "real"]);
    expect(result.columnTypes).toEqual(["INTEGER", "REAL", "TEXT", "BLOB", "TEXT", "INTEGER", "", "", "", ""]);

    const numberResult = await client.execute("SELECT i FROM value_kinds");
    expect(numberResult.rows[0].i).toBe(42);
  });

  it("answers SQL_NO_STATEMENT for empty SQL and SQL_MANY_STATEMENTS for two statements", async () => {
    const { client } = await startTestServer();
    await expectLibsqlError(client.execute(""), "SQL_NO_STATEMENT");
    await expectLibsqlError(client.execute("  -- only a comment\n ; "), "SQL_NO_STATEMENT");
    await expectLibsqlError(client.execute("SELECT 1; SELECT 2"), "SQL_MANY_STATEMENTS");
    // A trailing semicolon and a semicolon inside a string are still one statement.
    const one = await client.execute("SELECT 'a;b' AS text;");
    expect(one.rows[0].text).toBe("a;b");
  });

  it("reports syntax errors and unknown tables with sqld's codes", async () => {
    const { client } = await startTestServer();
    await expectLibsqlError(client.execute("SELEC 1"), "SQL_PARSE_ERROR");
    await expectLibsqlError(client.execute("SELECT * FROM missing_table"), "SQL_INPUT_ERROR");
  });

  it("runs executeMultiple, including a trigger whose body holds semicolons", async () => {
    const { client } = await startTestServer();
    await client.executeMultiple(`
      CREATE TABLE stock (sku TEXT PRIMARY KEY, qty INTEGER NOT NULL);
      CREATE TABLE stock_log (sku TEXT, note TEXT); -- audit trail
      CREATE TRIGGER stock_changed AFTER UPDATE ON stock BEGIN
        INSERT INTO stock_log VALUES (new.sku, CASE WHEN new.qty = 0 THEN 'sold out' ELSE 'changed' END);
      END;
      /* seed */ INSERT INTO stock VALUES ('ring', 2);
      UPDATE stock SET qty = 0 WHERE sku = 'ring';
    `);
    const log = await client.execute("SELECT sku, note FROM stock_log");
    expect(log.rows.map((row) => [row.sku, row.note])).toEqual([["ring", "sold out"]]);
  });
});

describe("constraints", () => {
  it("reports a unique violation as SQLITE_CONSTRAINT", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE customer (email TEXT UNIQUE)");
    await client.execute({ sql: "INSERT INTO customer VALUES (?)", args: ["a@example.com"] });
    const error = await expectLibsqlError(
      client.execute({ sql: "INSERT INTO customer VALUES (?)", args: ["a@example.com"] }),
      "SQLITE_CONSTRAINT",
    );
    expect(error.message).toContain("UNIQUE constraint failed: customer.email");
  });

  it("enforces foreign keys on every connection", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE product (id INTEGER PRIMARY KEY)");
    await client.execute(
      "CREATE TABLE variant (id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES product(id))",
    );
    const error = await expectLibsqlError(
      client.execute("INSERT INTO variant (product_id) VALUES (99)"),
      "SQLITE_CONSTRAINT",
    );
    expect(error.message).toContain("FOREIGN KEY constraint failed");
    const pragma = await client.execute("PRAGMA foreign_keys");
    expect(pragma.rows[0][0]).toBe(1);
  });
});

describe("transactions", () => {
  it("rolls back a whole batch when a statement fails half-way", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE sku (code TEXT PRIMARY KEY)");
    const batch = client.batch(
      [
        { sql: "INSERT INTO sku VALUES (?)", args: ["a"] },
        { sql: "INSERT INTO sku VALUES (?)", args: ["b"] },
        { sql: "INSERT INTO sku VALUES (?)", args: ["a"] },
        { sql: "INSERT INTO sku VALUES (?)", args: ["c"] },
      ],
      "write",
    );
    const error = await expectLibsqlError(batch, "SQLITE_CONSTRAINT");
    expect(error).toBeInstanceOf(LibsqlBatchError);
    expect((error as LibsqlBatchError).statementIndex).toBe(2);
    const count = await client.execute("SELECT count(*) AS n FROM sku");
    expect(count.rows[0].n).toBe(0);
  });

  it("commits a successful batch and returns one result per statement", async () => {
    const { client } = await startTestServer();
    const results = await client.batch(
      ["CREATE TABLE tag (name TEXT)", "INSERT INTO tag VALUES ('boho')", "SELECT name FROM tag"],
      "write",
    );
    expect(results).toHaveLength(3);
    expect(results[1].rowsAffected).toBe(1);
    expect(results[2].rows[0].name).toBe("boho");
  });

  it("rolls back an interactive transaction", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE cart (id INTEGER PRIMARY KEY, total REAL)");
    const transaction = await client.transaction("write");
    await transaction.execute({ sql: "INSERT INTO cart (total) VALUES (?)", args: [99.5] });
    const inside = await transaction.execute("SELECT count(*) AS n FROM cart");
    expect(inside.rows[0].n).toBe(1);
    await transaction.rollback();
    const after = await client.execute("SELECT count(*) AS n FROM cart");
    expect(after.rows[0].n).toBe(0);
  });

  it("refuses writes in a read transaction, as Turso does, and writes again afterwards", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE review (stars INTEGER)");
    const transaction = await client.transaction("read");
    const count = await transaction.execute("SELECT count(*) AS n FROM review");
    expect(count.rows[0].n).toBe(0);
    await expectLibsqlError(transaction.execute("INSERT INTO review VALUES (5)"), "SQLITE_READONLY");
    await transaction.commit();
    // The same pooled connection serves the next request and must be writable again.
    await client.execute("INSERT INTO review VALUES (4)");
    const after = await client.execute("SELECT stars FROM review");
    expect(after.rows.map((row) => row.stars)).toEqual([4]);
  });

  it("serialises two concurrent write transactions without deadlock", async () => {
    const { client, newClient } = await startTestServer();
    await client.batch(["CREATE TABLE counter (n INTEGER NOT NULL)", "INSERT INTO counter VALUES (0)"], "write");
    const events: string[] = [];

    const incrementSlowly = async (name: string) => {
      const transaction = await newClient().transaction("write");
      const read = await transaction.execute("SELECT n FROM counter");
      events.push(`${name} read`);
      await sleep(100); // hold the write lock while the other writer waits
      await transaction.execute({ sql: "UPDATE counter SET n = ?", args: [Number(read.rows[0].n) + 1] });
      await transaction.commit();
      events.push(`${name} committed`);
    };
    await Promise.all([incrementSlowly("A"), incrementSlowly("B")]);

    const final = await client.execute("SELECT n FROM counter");
    expect(final.rows[0].n).toBe(2);
    // Serialised: whoever read first committed before the other could read.
    expect(events[1]).toBe(`${events[0].split(" ")[0]} committed`);
  });

  it("keeps savepoints working after an EXPLAIN inside a transaction (Drizzle nests with savepoints)", async () => {
    const { client } = await startTestServer();
    await client.execute("CREATE TABLE note (body TEXT)");
    const transaction = await client.transaction("write");
    const plan = await transaction.execute("EXPLAIN SELECT * FROM note");
    expect(plan.rows.length).toBeGreaterThan(0);
    await transaction.execute("SAVEPOINT inner_work");
    await transaction.execute("INSERT INTO note VALUES ('kept')");
    await transaction.execute("RELEASE inner_work");
    await transaction.commit();
    const notes = await client.execute("SELECT body FROM note");
    expect(notes.rows.map((row) => row.body)).toEqual(["kept"]);
  });

  it("expires an idle transaction, rolling it back and releasing the write lock", async () => {
    const { client } = await startTestServer({ idleStreamTimeoutMs: 200 });
    await client.execute("CREATE TABLE draft (body TEXT)");
    const abandoned = await client.transaction("write");
    await abandoned.execute("INSERT INTO draft VALUES ('lost')");
    await sleep(400);
    await client.execute("INSERT INTO draft VALUES ('saved')"); // would fail with SQLITE_BUSY if the lock were held
    await expectLibsqlError(abandoned.execute("SELECT 1"), "STREAM_EXPIRED");
    const drafts = await client.execute("SELECT body FROM draft");
    expect(drafts.rows.map((row) => row.body)).toEqual(["saved"]);
  });
});

describe("protocol", () => {
  it("rejects an unknown baton with a JSON error body", async () => {
    const { server } = await startTestServer();
    const response = await postPipeline(server.url, { baton: "not-a-baton", requests: [{ type: "close" }] });
    expect(response.status).toBe(400);
    expect(response.contentType).toBe("application/json");
    expect(response.body).toEqual({ message: expect.any(String), code: "BATON_INVALID" });
  });

  it("hands out a new baton per response and rejects a replayed one", async () => {
    const { server } = await startTestServer();
    const execute = { type: "execute", stmt: { sql: "SELECT 1" } };
    const first = await postPipeline(server.url, { baton: null, requests: [execute] });
    expect(first.body.results[0].response.result.rows).toEqual([[{ type: "integer", value: "1" }]]);
    const second = await postPipeline(server.url, { baton: first.body.baton, requests: [execute] });
    expect(second.status).toBe(200);
    expect(second.body.baton).not.toBe(first.body.baton);
    const replay = await postPipeline(server.url, { baton: first.body.baton, requests: [execute] });
    expect(replay.body.code).toBe("BATON_INVALID");
    const closed = await postPipeline(server.url, { baton: second.body.baton, requests: [{ type: "close" }] });
    expect(closed.body).toEqual({
      baton: null,
      base_url: null,
      results: [{ type: "ok", response: { type: "close" } }],
    });
  });

  it("serves stored SQL, describe, get_autocommit and is_autocommit conditions on v3", async () => {
    const { server } = await startTestServer();
    const response = await postPipeline(
      server.url,
      {
        baton: null,
        requests: [
          { type: "store_sql", sql_id: 1, sql: "SELECT :greeting AS greeting, ? AS n" },
          { type: "describe", sql_id: 1 },
          {
            type: "execute",
            stmt: { sql_id: 1, named_args: [{ name: "greeting", value: { type: "text", value: "hi" } }] },
          },
          { type: "close_sql", sql_id: 1 },
          {
            type: "batch",
            batch: {
              steps: [
                { stmt: { sql: "BEGIN" } },
                { stmt: { sql: "SELECT 1" }, condition: { type: "not", cond: { type: "is_autocommit" } } },
                { stmt: { sql: "SELECT 2" }, condition: { type: "error", step: 1 } },
                { stmt: { sql: "SELECT nope FROM nowhere" } },
                {
                  stmt: { sql: "SELECT 3" },
                  condition: {
                    type: "or",
                    conds: [
                      { type: "error", step: 3 },
                      { type: "ok", step: 2 },
                    ],
                  },
                },
              ],
            },
          },
          { type: "get_autocommit" },
          { type: "execute", stmt: { sql: "SELECT * FROM nowhere" } },
          { type: "close" },
        ],
      },
      3,
    );
    const results = response.body.results;
    expect(
      results.map((result: { type: string; response?: { type: string } }) => result.response?.type ?? result.type),
    ).toEqual(["store_sql", "describe", "execute", "close_sql", "batch", "get_autocommit", "error", "close"]);
    expect(results[1].response.result).toEqual({
      params: [{ name: ":greeting" }, { name: null }],
      cols: [
        { name: "greeting", decltype: null },
        { name: "n", decltype: null },
      ],
      is_explain: false,
      is_readonly: true,
    });
    expect(results[2].response.result.rows).toEqual([[{ type: "text", value: "hi" }, { type: "null" }]]);
    const batch = results[4].response.result;
    expect(batch.step_results.map((result: unknown) => result !== null)).toEqual([true, true, false, false, true]);
    expect(batch.step_errors[3].code).toBe("SQL_INPUT_ERROR");
    expect(results[5].response.is_autocommit).toBe(false);
    expect(results[6].error.code).toBe("SQL_INPUT_ERROR");

    // Using a closed SQL id breaks the protocol: sqld fails the whole request.
    const closedSqlId = await postPipeline(server.url, {
      baton: null,
      requests: [{ type: "execute", stmt: { sql_id: 1 } }],
    });
    expect([closedSqlId.status, closedSqlId.body.code]).toEqual([400, "SQL_NOT_FOUND"]);
  });

  it("rejects v3-only requests on v2 and answers the version probes", async () => {
    const { server } = await startTestServer();
    const response = await postPipeline(server.url, { baton: null, requests: [{ type: "get_autocommit" }] }, 2);
    expect(response.status).toBe(400);
    expect(response.contentType).toBe("application/json");
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server.url}/v3`)).status).toBe(200);
    // Clients that probe for v3 over protobuf must fall back to v2 JSON.
    expect((await fetch(`${server.url}/v3-protobuf`)).status).toBe(404);
  });

  it("requires the bearer token when one is configured", async () => {
    const { server, newClient } = await startTestServer({ authToken: "s3cret" });
    const authorised = await newClient().execute("SELECT 1 AS one");
    expect(authorised.rows[0].one).toBe(1);
    const response = await fetch(`${server.url}/v2/pipeline`, {
      method: "POST",
      body: JSON.stringify({ baton: null, requests: [] }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("application/json");
    await expectLibsqlError(newClient({ authToken: "wrong" }).execute("SELECT 1"), "UNAUTHORIZED");
  });
});

describe("Drizzle over the HTTP client", () => {
  const product = sqliteTable("product", {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    price: real("price").notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
  });

  it("inserts, selects and updates", async () => {
    const { client } = await startTestServer();
    await client.execute(
      "CREATE TABLE product (id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL, price REAL NOT NULL, active INTEGER NOT NULL DEFAULT 1)",
    );
    const db = drizzle({ client });

    const inserted = await db
      .insert(product)
      .values([
        { title: "Fringe bag", price: 59 },
        { title: "Shell necklace", price: 24.5 },
      ])
      .returning();
    expect(inserted.map((row) => row.id)).toEqual([1, 2]);

    await db.update(product).set({ price: 49, active: false }).where(eq(product.title, "Fringe bag"));
    const bag = await db.select().from(product).where(eq(product.id, 1));
    expect(bag).toEqual([{ id: 1, title: "Fringe bag", price: 49, active: false }]);

    await db.transaction(async (transaction) => {
      await transaction.insert(product).values({ title: "Kept", price: 1 });
      await transaction
        .transaction(async (nested) => {
          await nested.insert(product).values({ title: "Discarded", price: 2 });
          nested.rollback();
        })
        .catch(() => undefined);
    });
    const titles = await db.select({ title: product.title }).from(product).orderBy(product.id);
    expect(titles.map((row) => row.title)).toEqual(["Fringe bag", "Shell necklace", "Kept"]);
  });
});
