// Hrana-over-HTTP JSON wire types (protocol versions 2 and 3), as @libsql/client
// 0.18 sends and reads them, plus checked decoding of the untrusted request body.
import { ProtocolError, type ErrorBody } from "./errors";

export type HranaVersion = 2 | 3;

export type HranaValue =
  | { type: "null" }
  | { type: "integer"; value: string }
  | { type: "float"; value: number }
  | { type: "text"; value: string }
  | { type: "blob"; base64: string };

export interface NamedArg {
  name: string;
  value: HranaValue;
}

export interface HranaStmt {
  sql?: string;
  sql_id?: number;
  args?: HranaValue[];
  named_args?: NamedArg[];
  want_rows?: boolean;
}

export type BatchCond =
  | { type: "ok"; step: number }
  | { type: "error"; step: number }
  | { type: "not"; cond: BatchCond }
  | { type: "and"; conds: BatchCond[] }
  | { type: "or"; conds: BatchCond[] }
  | { type: "is_autocommit" };

export interface BatchStep {
  condition?: BatchCond | null;
  stmt: HranaStmt;
}

export interface HranaBatch {
  steps: BatchStep[];
}

export type StreamRequest =
  | { type: "close" }
  | { type: "execute"; stmt: HranaStmt }
  | { type: "batch"; batch: HranaBatch }
  | { type: "sequence"; sql?: string; sql_id?: number }
  | { type: "describe"; sql?: string; sql_id?: number }
  | { type: "store_sql"; sql_id: number; sql: string }
  | { type: "close_sql"; sql_id: number }
  | { type: "get_autocommit" };

export interface PipelineRequestBody {
  baton: string | null;
  requests: StreamRequest[];
}

export interface Col {
  name: string | null;
  decltype: string | null;
}

export interface StmtResult {
  cols: Col[];
  rows: HranaValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

export interface BatchResult {
  step_results: (StmtResult | null)[];
  step_errors: (ErrorBody | null)[];
}

export interface DescribeResult {
  params: { name: string | null }[];
  cols: Col[];
  is_explain: boolean;
  is_readonly: boolean;
}

export type StreamResponse =
  | { type: "close" }
  | { type: "execute"; result: StmtResult }
  | { type: "batch"; result: BatchResult }
  | { type: "sequence" }
  | { type: "describe"; result: DescribeResult }
  | { type: "store_sql" }
  | { type: "close_sql" }
  | { type: "get_autocommit"; is_autocommit: boolean };

export type StreamResult = { type: "ok"; response: StreamResponse } | { type: "error"; error: ErrorBody };

export interface PipelineResponseBody {
  baton: string | null;
  base_url: string | null;
  results: StreamResult[];
}

/** A SQLite value as the `libsql` engine binds and returns it. */
export type SqliteValue = null | bigint | number | string | Uint8Array;

export function valueFromHrana(value: HranaValue): SqliteValue {
  switch (value.type) {
    case "null":
      return null;
    case "integer":
      return parseInteger(value.value);
    case "float":
      return expectType(value.value, "number");
    case "text":
      return expectType(value.value, "string");
    case "blob":
      return Buffer.from(expectType(value.base64, "string"), "base64");
    default:
      throw new ProtocolError(`Unknown value type ${JSON.stringify((value as { type: unknown }).type)}`);
  }
}

export function valueToHrana(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: "null" };
  // With safeIntegers on, every SQLite INTEGER arrives as a bigint and every REAL as a number.
  if (typeof value === "bigint") return { type: "integer", value: value.toString() };
  if (typeof value === "number") return { type: "float", value };
  if (typeof value === "string") return { type: "text", value };
  if (value instanceof Uint8Array) return { type: "blob", base64: Buffer.from(value).toString("base64") };
  throw new Error(`Unexpected value from the database: ${typeof value}`);
}

function expectType<T extends "number" | "string">(field: unknown, type: T): T extends "number" ? number : string {
  if (typeof field !== type) throw new ProtocolError(`Expected a ${type} value, got ${JSON.stringify(field)}`);
  return field as T extends "number" ? number : string;
}

const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

function parseInteger(text: string): bigint {
  if (typeof text !== "string" || !/^-?\d+$/.test(text)) {
    throw new ProtocolError(`Integer value must be a decimal string, got ${JSON.stringify(text)}`);
  }
  const integer = BigInt(text);
  if (integer < I64_MIN || integer > I64_MAX) {
    throw new ProtocolError(`Integer value ${text} does not fit in 64 bits`);
  }
  return integer;
}

const STREAM_REQUEST_TYPES = new Set<string>([
  "close",
  "execute",
  "batch",
  "sequence",
  "describe",
  "store_sql",
  "close_sql",
  "get_autocommit",
]);

/** Checks the outer shape of a pipeline body; inner fields are checked where they are used. */
export function parsePipelineBody(json: unknown): PipelineRequestBody {
  if (!isObject(json)) throw new ProtocolError("Pipeline body must be a JSON object");
  const { baton, requests } = json;
  if (baton !== undefined && baton !== null && typeof baton !== "string") {
    throw new ProtocolError("`baton` must be a string or null");
  }
  if (!Array.isArray(requests)) throw new ProtocolError("`requests` must be an array");
  for (const request of requests) {
    if (!isObject(request) || typeof request.type !== "string" || !STREAM_REQUEST_TYPES.has(request.type)) {
      throw new ProtocolError(`Unknown stream request ${JSON.stringify(request)}`);
    }
  }
  return { baton: baton ?? null, requests: requests as StreamRequest[] };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
