// JSON-RPC 2.0 as the MCP server speaks it: one message per POST, answers and errors in the one shape.

export const JSON_RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** UCP's code for protocol errors beside the HTTP status (429 too many requests, 503 unavailable). */
  server: -32000,
} as const;

export type JsonRpcId = string | number | null;

export type JsonRpcRequest = { jsonrpc: "2.0"; id?: JsonRpcId; method: string; params?: Record<string, unknown> };

export type JsonRpcError = { code: number; message: string; data?: unknown };

export type JsonRpcAnswer =
  { jsonrpc: "2.0"; id: JsonRpcId; result: unknown } | { jsonrpc: "2.0"; id: JsonRpcId; error: JsonRpcError };

/** A protocol error that answers the call instead of its result (bad params, unknown tool, …). */
export class JsonRpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "JsonRpcFailure";
  }
}

export function jsonRpcResult(id: JsonRpcId, result: unknown): JsonRpcAnswer {
  return { jsonrpc: "2.0", id, result };
}

export function jsonRpcError(id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcAnswer {
  return { jsonrpc: "2.0", id, error: data === undefined ? { code, message } : { code, message, data } };
}

const isId = (value: unknown): value is JsonRpcId =>
  value === null ||
  (typeof value === "string" && value.length <= 200) ||
  (typeof value === "number" && Number.isFinite(value));

/** The id of whatever was sent, when it has a usable one (errors echo it); else null. */
export function idOf(message: unknown): JsonRpcId {
  if (!message || typeof message !== "object" || Array.isArray(message)) return null;
  const id = (message as { id?: unknown }).id;
  return isId(id) ? id : null;
}

/** A well-formed request or notification, or the reason it is not. */
export function readJsonRpcRequest(message: unknown): JsonRpcRequest | JsonRpcError {
  if (Array.isArray(message))
    return {
      code: JSON_RPC_ERRORS.invalidRequest,
      message: "Send one JSON-RPC message per request; batches are not supported.",
    };
  if (!message || typeof message !== "object")
    return { code: JSON_RPC_ERRORS.invalidRequest, message: "A JSON-RPC message is a JSON object." };
  const { jsonrpc, id, method, params } = message as Record<string, unknown>;
  if (jsonrpc !== "2.0")
    return { code: JSON_RPC_ERRORS.invalidRequest, message: 'A JSON-RPC message says "jsonrpc": "2.0".' };
  if (typeof method !== "string" || method.length === 0 || method.length > 100)
    return { code: JSON_RPC_ERRORS.invalidRequest, message: "A JSON-RPC request names its method." };
  if (id !== undefined && !isId(id))
    return { code: JSON_RPC_ERRORS.invalidRequest, message: "A JSON-RPC id is a string, a number or null." };
  if (params !== undefined && (params === null || typeof params !== "object" || Array.isArray(params)))
    return { code: JSON_RPC_ERRORS.invalidParams, message: "MCP params are a JSON object." };
  return {
    jsonrpc: "2.0",
    method,
    ...(id === undefined ? {} : { id }),
    ...(params === undefined ? {} : { params: params as Record<string, unknown> }),
  };
}

export function isJsonRpcError(value: JsonRpcRequest | JsonRpcError): value is JsonRpcError {
  return "code" in value;
}
