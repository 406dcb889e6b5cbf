// Answers one pipeline request: runs its stream requests in order on the stream
// its baton names, one result per request, each of the request's own type.
import { ProtocolError, RequestError } from "./errors";
import type {
  HranaVersion,
  PipelineRequestBody,
  PipelineResponseBody,
  StreamRequest,
  StreamResponse,
  StreamResult,
} from "./protocol";
import { describeStatement, executeBatch, executeSequence, executeStatement, resolveSql } from "./statements";
import type { Stream, StreamRegistry } from "./streams";

// sqld's limits on stored SQL; the client respects them, so mirror them to catch drift.
const MAX_STORED_SQL_COUNT = 50;
const MAX_STORED_SQL_BYTES = 5_000;

export async function handlePipeline(
  body: PipelineRequestBody,
  version: HranaVersion,
  registry: StreamRegistry,
): Promise<PipelineResponseBody> {
  const stream = await registry.acquire(body.baton);
  const results: StreamResult[] = [];
  try {
    for (const request of body.requests) results.push(await handleRequest(stream, request, version));
  } catch (error) {
    // A protocol error fails the whole HTTP request and ends the stream, as in sqld.
    registry.discard(stream);
    throw error;
  }
  return { baton: registry.release(stream), base_url: null, results };
}

async function handleRequest(stream: Stream, request: StreamRequest, version: HranaVersion): Promise<StreamResult> {
  if (!stream.isOpen) throw new ProtocolError("The stream was closed by an earlier request", "STREAM_CLOSED");
  try {
    return { type: "ok", response: await respond(stream, request, version) };
  } catch (error) {
    if (error instanceof RequestError) return { type: "error", error: error.toBody() };
    throw error;
  }
}

async function respond(stream: Stream, request: StreamRequest, version: HranaVersion): Promise<StreamResponse> {
  const { connection, storedSql } = stream;
  switch (request.type) {
    case "close":
      stream.markClosed();
      return { type: "close" };
    case "execute":
      return { type: "execute", result: await executeStatement(connection, request.stmt, storedSql) };
    case "batch":
      return { type: "batch", result: await executeBatch(connection, request.batch, storedSql, version) };
    case "sequence":
      await executeSequence(connection, resolveSql(request.sql, request.sql_id, storedSql));
      return { type: "sequence" };
    case "describe":
      return {
        type: "describe",
        result: describeStatement(connection, resolveSql(request.sql, request.sql_id, storedSql)),
      };
    case "store_sql":
      storeSql(stream, request.sql_id, request.sql);
      return { type: "store_sql" };
    case "close_sql":
      storedSql.delete(request.sql_id);
      return { type: "close_sql" };
    case "get_autocommit":
      if (version < 3) throw new ProtocolError("The `get_autocommit` request needs protocol version 3");
      return { type: "get_autocommit", is_autocommit: !connection.inTransaction };
  }
}

function storeSql(stream: Stream, sqlId: unknown, sql: unknown): void {
  if (typeof sqlId !== "number" || typeof sql !== "string") {
    throw new ProtocolError("`store_sql` needs a numeric `sql_id` and a string `sql`");
  }
  if (stream.storedSql.has(sqlId)) throw new ProtocolError(`SQL text with id ${sqlId} already exists`, "SQL_EXISTS");
  if (stream.storedSql.size >= MAX_STORED_SQL_COUNT) {
    throw new RequestError(
      "SQL_STORE_TOO_MANY",
      `The server already stores ${stream.storedSql.size} SQL texts, it cannot store more`,
    );
  }
  if (Buffer.byteLength(sql) > MAX_STORED_SQL_BYTES) {
    throw new RequestError(
      "SQL_STORE_TOO_LARGE",
      `The statement is too large to be stored: ${Buffer.byteLength(sql)} bytes`,
    );
  }
  stream.storedSql.set(sqlId, sql);
}
