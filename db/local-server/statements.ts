// Runs Hrana statements, batches, sequences and describes on one connection,
// answering with sqld's result shapes and error codes.
import type { Connection } from "./connection";
import { leavesStatementActive, markStatementStuck, retryWhileBusy } from "./connection";
import {
  ProtocolError,
  RequestError,
  argsInvalidError,
  bothArgKindsError,
  executionError,
  manyStatementsError,
  noStatementError,
  preparationError,
} from "./errors";
import {
  type BatchCond,
  type BatchResult,
  type Col,
  type DescribeResult,
  type HranaBatch,
  type HranaStmt,
  type HranaVersion,
  type SqliteValue,
  type StmtResult,
  isObject,
  valueFromHrana,
  valueToHrana,
} from "./protocol";
import { type ParsedStatement, isDataChange, isExplain, isReadonly, splitStatements } from "./sql-text";

/** SQL texts a stream stored with `store_sql`, by id. */
export type StoredSql = ReadonlyMap<number, string>;

/** A statement checked and bound, ready to run. */
interface BoundStatement {
  statement: ParsedStatement;
  args: SqliteValue[];
  wantRows: boolean;
}

export function resolveSql(sql: unknown, sqlId: unknown, stored: StoredSql): string {
  if (typeof sql === "string" && sqlId == null) return sql;
  if (sql == null && typeof sqlId === "number") {
    const storedSql = stored.get(sqlId);
    if (storedSql === undefined) throw new ProtocolError(`SQL text with id ${sqlId} was not found`, "SQL_NOT_FOUND");
    return storedSql;
  }
  throw new ProtocolError("Exactly one of `sql` and `sql_id` must be given");
}

function parseSingleStatement(sql: string): ParsedStatement {
  const statements = splitStatements(sql);
  if (statements.length === 0) throw noStatementError();
  if (statements.length > 1) throw manyStatementsError();
  return statements[0];
}

function bindStatement(stmt: HranaStmt, stored: StoredSql): BoundStatement {
  if (!isObject(stmt as unknown)) throw new ProtocolError("A statement must be a JSON object");
  const statement = parseSingleStatement(resolveSql(stmt.sql, stmt.sql_id, stored));
  const positional = stmt.args ?? [];
  const named = stmt.named_args ?? [];
  if (!Array.isArray(positional) || !Array.isArray(named)) {
    throw new ProtocolError("`args` and `named_args` must be arrays");
  }
  if (positional.length > 0 && named.length > 0) throw bothArgKindsError();
  const args = named.length > 0 ? bindNamed(statement, named) : bindPositional(statement, positional);
  return { statement, args, wantRows: stmt.want_rows ?? true };
}

// Missing arguments bind as NULL, as in sqld; surplus ones are an error.
function bindPositional(statement: ParsedStatement, args: NonNullable<HranaStmt["args"]>): SqliteValue[] {
  if (args.length > statement.paramCount) {
    throw argsInvalidError(`too many parameters, expected ${statement.paramCount} found ${args.length}`);
  }
  const values = args.map(valueFromHrana);
  while (values.length < statement.paramCount) values.push(null);
  return values;
}

// The engine binds by index, so each named argument goes to its parameter's index.
// Like sqld, accept the name with its prefix (":id") or without it ("id").
function bindNamed(statement: ParsedStatement, args: NonNullable<HranaStmt["named_args"]>): SqliteValue[] {
  const byName = new Map(args.map((arg) => [arg.name, arg.value]));
  const values: SqliteValue[] = [];
  for (let index = 1; index <= statement.paramCount; index += 1) {
    const name = statement.paramNames.get(index);
    const value = name === undefined ? undefined : (byName.get(name) ?? byName.get(name.slice(1)));
    values.push(value === undefined ? null : valueFromHrana(value));
  }
  return values;
}

type PreparedStatement = ReturnType<Connection["prepare"]>;

function prepare(connection: Connection, statement: ParsedStatement): PreparedStatement {
  try {
    return connection.prepare(statement.sql);
  } catch (error) {
    throw preparationError(error);
  }
}

function columnsOf(prepared: PreparedStatement): Col[] {
  return prepared.columns().map((column) => ({ name: column.name, decltype: column.type }));
}

/**
 * Prepares once, then runs that same statement until SQLITE_BUSY clears: run() and
 * all() reset it before stepping, whereas a statement abandoned after SQLITE_BUSY
 * stays active and later makes COMMIT fail with "SQL statements in progress".
 */
async function runWithRetry(connection: Connection, bound: BoundStatement): Promise<StmtResult> {
  leaveEndedReadOnlyTransaction(connection);
  const prepared = await retryWhileBusy(() => prepare(connection, bound.statement));
  try {
    const result = await retryWhileBusy(() => runPrepared(connection, prepared, bound));
    enterReadOnlyTransaction(connection, bound.statement);
    return result;
  } catch (error) {
    if (leavesStatementActive(error)) markStatementStuck(connection);
    throw error instanceof RequestError ? error : executionError(error);
  }
}

// The engine accepts BEGIN TRANSACTION READONLY (what the client sends for
// transaction("read")) but lets it write; Turso refuses. query_only refuses too.
const connectionsInReadOnlyTransaction = new WeakSet<Connection>();

function enterReadOnlyTransaction(connection: Connection, statement: ParsedStatement): void {
  const beginsReadOnly = statement.words[0] === "BEGIN" && statement.words.includes("READONLY");
  if (!beginsReadOnly || !connection.inTransaction) return;
  connection.exec("PRAGMA query_only = ON");
  connectionsInReadOnlyTransaction.add(connection);
}

function leaveEndedReadOnlyTransaction(connection: Connection): void {
  if (!connectionsInReadOnlyTransaction.has(connection) || connection.inTransaction) return;
  connection.exec("PRAGMA query_only = OFF");
  connectionsInReadOnlyTransaction.delete(connection);
}

/** Runs to completion (all() steps to the end, so the statement is finished, EXPLAIN included). */
function runPrepared(connection: Connection, prepared: PreparedStatement, bound: BoundStatement): StmtResult {
  let rows: unknown[][] = [];
  if (prepared.reader) rows = prepared.raw(true).safeIntegers(true).all(bound.args) as unknown[][];
  else prepared.run(bound.args);
  const { changes, lastInsertRowid } = changeCounters(connection);
  return {
    cols: columnsOf(prepared),
    rows: bound.wantRows ? rows.map((row) => row.map(valueToHrana)) : [],
    // sqld only counts changes for INSERT/UPDATE/DELETE; for others sqlite3_changes() is stale.
    affected_row_count: isDataChange(bound.statement) ? changes : 0,
    last_insert_rowid: lastInsertRowid.toString(),
  };
}

const counterQueries = new WeakMap<Connection, PreparedStatement>();

// all() does not report what a RETURNING statement changed, and run() returns the
// rowid as a float; ask the connection. get() resets the statement, so it can be reused.
function changeCounters(connection: Connection): { changes: number; lastInsertRowid: bigint } {
  let query = counterQueries.get(connection);
  if (query === undefined) {
    query = connection.prepare("SELECT changes(), last_insert_rowid()").raw(true).safeIntegers(true);
    counterQueries.set(connection, query);
  }
  const [changes, lastInsertRowid] = query.get([]) as [bigint, bigint];
  return { changes: Number(changes), lastInsertRowid };
}

export async function executeStatement(connection: Connection, stmt: HranaStmt, stored: StoredSql) {
  return runWithRetry(connection, bindStatement(stmt, stored));
}

export async function executeBatch(
  connection: Connection,
  batch: HranaBatch,
  stored: StoredSql,
  version: HranaVersion,
): Promise<BatchResult> {
  if (!isObject(batch as unknown) || !Array.isArray(batch.steps))
    throw new ProtocolError("A batch needs a `steps` array");
  // Like sqld, check every step before running any: a bad step fails the whole request.
  const steps = batch.steps.map((step, index) => ({
    bound: bindStatement(step.stmt, stored),
    condition: checkCondition(step.condition ?? undefined, index, version),
  }));
  const result: BatchResult = { step_results: [], step_errors: [] };
  for (const step of steps) {
    const shouldRun = step.condition === undefined || conditionHolds(step.condition, result, connection);
    const outcome = shouldRun ? await runStep(connection, step.bound) : { result: null, error: null };
    result.step_results.push(outcome.result);
    result.step_errors.push(outcome.error);
  }
  return result;
}

async function runStep(connection: Connection, bound: BoundStatement) {
  try {
    return { result: await runWithRetry(connection, bound), error: null };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return { result: null, error: error.toBody() };
  }
}

function checkCondition(condition: BatchCond | undefined, stepIndex: number, version: HranaVersion) {
  if (condition === undefined) return undefined;
  switch (condition.type) {
    case "ok":
    case "error":
      if (!Number.isInteger(condition.step) || condition.step < 0 || condition.step >= stepIndex) {
        throw new ProtocolError(`Batch condition refers to step ${condition.step}, which does not run before it`);
      }
      break;
    case "not":
      checkCondition(condition.cond, stepIndex, version);
      break;
    case "and":
    case "or":
      for (const inner of condition.conds) checkCondition(inner, stepIndex, version);
      break;
    case "is_autocommit":
      if (version < 3) throw new ProtocolError("Batch condition `is_autocommit` needs protocol version 3");
      break;
    default:
      throw new ProtocolError(`Unknown batch condition ${JSON.stringify(condition)}`);
  }
  return condition;
}

function conditionHolds(condition: BatchCond, result: BatchResult, connection: Connection): boolean {
  switch (condition.type) {
    case "ok":
      return result.step_results[condition.step] != null;
    case "error":
      return result.step_errors[condition.step] != null;
    case "not":
      return !conditionHolds(condition.cond, result, connection);
    case "and":
      return condition.conds.every((inner) => conditionHolds(inner, result, connection));
    case "or":
      return condition.conds.some((inner) => conditionHolds(inner, result, connection));
    case "is_autocommit":
      return !connection.inTransaction;
  }
}

/** Runs every statement of the text in order, stopping at the first error. */
export async function executeSequence(connection: Connection, sql: string): Promise<void> {
  for (const statement of splitStatements(sql)) {
    await runWithRetry(connection, { statement, args: [], wantRows: false });
  }
}

export function describeStatement(connection: Connection, sql: string): DescribeResult {
  const statement = parseSingleStatement(sql);
  const cols = columnsOf(prepare(connection, statement));
  const params = Array.from({ length: statement.paramCount }, (_, offset) => ({
    name: statement.paramNames.get(offset + 1) ?? null,
  }));
  return {
    params,
    cols: cols.map((col) => ({ name: col.name ?? "", decltype: col.decltype })),
    is_explain: isExplain(statement),
    is_readonly: isReadonly(statement),
  };
}
