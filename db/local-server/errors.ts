// Error kinds of the Hrana server, with the codes sqld (Turso's server) uses, so
// application code sees the same `LibsqlError.code` locally as in production.

/** An error as the protocol sends it back. */
export interface ErrorBody {
  message: string;
  code: string;
}

/** An error answered inside the pipeline result of the one request that caused it. */
export class RequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The engine's extended result code, when SQLite raised the error. */
    readonly resultCode?: number,
  ) {
    super(message);
    this.name = "RequestError";
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

/** An error that fails the whole HTTP request (bad body, bad baton...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The client broke the protocol; sqld answers these with HTTP 400. */
export class ProtocolError extends HttpError {
  constructor(message: string, code = "PROTOCOL_ERROR") {
    super(400, code, message);
    this.name = "ProtocolError";
  }
}

export const noStatementError = () => new RequestError("SQL_NO_STATEMENT", "SQL string does not contain any statement");

export const manyStatementsError = () =>
  new RequestError("SQL_MANY_STATEMENTS", "SQL string contains more than one statement");

export const argsInvalidError = (detail: string) =>
  new RequestError("ARGS_INVALID", `Arguments do not match SQL parameters: ${detail}`);

export const bothArgKindsError = () =>
  new RequestError("ARGS_BOTH_POSITIONAL_AND_NAMED", "Specifying both positional and named arguments is not supported");

// sqld names SQLite errors by their primary result code (rusqlite's ErrorCode);
// SQLITE_ERROR itself has no name there and becomes SQLITE_UNKNOWN.
const PRIMARY_CODE_NAMES: Record<number, string> = {
  2: "SQLITE_INTERNAL",
  3: "SQLITE_PERM",
  4: "SQLITE_ABORT",
  5: "SQLITE_BUSY",
  6: "SQLITE_LOCKED",
  7: "SQLITE_NOMEM",
  8: "SQLITE_READONLY",
  9: "SQLITE_INTERRUPT",
  10: "SQLITE_IOERR",
  11: "SQLITE_CORRUPT",
  12: "SQLITE_NOTFOUND",
  13: "SQLITE_FULL",
  14: "SQLITE_CANTOPEN",
  15: "SQLITE_PROTOCOL",
  17: "SQLITE_SCHEMA",
  18: "SQLITE_TOOBIG",
  19: "SQLITE_CONSTRAINT",
  20: "SQLITE_MISMATCH",
  21: "SQLITE_MISUSE",
  22: "SQLITE_NOLFS",
  23: "SQLITE_AUTH",
  25: "SQLITE_RANGE",
  26: "SQLITE_NOTADB",
};

const SQLITE_ERROR = 1;
export const SQLITE_BUSY = 5;
export const SQLITE_LOCKED = 6;

/** The fields the `libsql` engine puts on its SqliteError. */
interface EngineError {
  message: string;
  code?: string;
  rawCode?: number;
}

function asEngineError(error: unknown): EngineError | undefined {
  if (error instanceof Error && "rawCode" in error && typeof error.rawCode === "number") {
    return error as EngineError;
  }
  return undefined;
}

/** Extended result code of an engine error (e.g. 2067 for SQLITE_CONSTRAINT_UNIQUE), if it is one. */
export function engineResultCode(error: unknown): number | undefined {
  if (error instanceof RequestError) return error.resultCode;
  return asEngineError(error)?.rawCode;
}

/** Maps an error thrown while running a prepared statement. */
export function executionError(error: unknown): RequestError {
  const engineError = asEngineError(error);
  if (engineError === undefined) return new RequestError("INTERNAL_ERROR", String(error));
  const resultCode = engineError.rawCode ?? SQLITE_ERROR;
  const name = PRIMARY_CODE_NAMES[resultCode & 0xff] ?? "SQLITE_UNKNOWN";
  return new RequestError(name, `SQLite error: ${engineError.message}`, resultCode);
}

// sqld parses SQL itself before SQLite sees it, so syntax errors get their own code.
const SYNTAX_ERROR_PATTERN = /syntax error|incomplete input|unrecognized token/i;

/** Maps an error thrown while preparing a statement. */
export function preparationError(error: unknown): RequestError {
  const engineError = asEngineError(error);
  if (engineError === undefined || (engineError.rawCode ?? SQLITE_ERROR) !== SQLITE_ERROR) {
    return executionError(error);
  }
  if (SYNTAX_ERROR_PATTERN.test(engineError.message)) {
    return new RequestError("SQL_PARSE_ERROR", `SQL string could not be parsed: ${engineError.message}`);
  }
  // e.g. "no such table": rusqlite reports these as input errors.
  return new RequestError("SQL_INPUT_ERROR", `SQLite input error: ${engineError.message}`);
}
