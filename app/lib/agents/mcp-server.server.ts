// The MCP server at /api/mcp: Streamable HTTP, JSON-RPC 2.0, stateless. Every POST is one message and stands
// alone: no session id is given or read, no event stream is offered (GET answers 405), and a cart travels in
// its id. Calls are counted per client network before any work, like every anonymous endpoint (decision 040);
// a bad message or bad arguments get a JSON-RPC error that says what is wrong, never a 500.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { countAttempt, isLoopback } from "../auth/rate-limit.server";
import { MCP_BODY_LIMIT_BYTES } from "./agent-endpoints";
import { logger } from "../platform/logger";
import { CLIENT_ADDRESS_HEADER, networkKeyOf } from "../security/network-key";
import {
  idOf,
  isJsonRpcError,
  JSON_RPC_ERRORS,
  jsonRpcError,
  JsonRpcFailure,
  jsonRpcResult,
  readJsonRpcRequest,
  type JsonRpcAnswer,
  type JsonRpcId,
  type JsonRpcRequest,
} from "./json-rpc";
import { callTool, toolDescriptions } from "./mcp-tools.server";
import { QUOTED_CONTENT_NOTE } from "./ucp-shapes";

/** Calls per client network: an agent's whole shopping trip, not a scraper's crawl. */
export const MCP_RATE_LIMIT = { calls: 60, windowMs: 60_000 } as const;

/** Newest first; an unknown version asked for at initialize is answered with the newest. */
const PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26"] as const;

const SERVER_INFO = { name: "boho-boutique", title: "Boho Boutique", version: "1.0.0" } as const;

const INSTRUCTIONS = [
  "Boho Boutique sells bohemian clothing (sizes XS to 4XL), jewelry, accessories and home decor, in USD.",
  "Find products with search_catalog (the shop's own search, filters and sorts), read one with get_product (variants, stock, the fit verified buyers reported), and build a cart with create_cart from variant ids the shopper chose.",
  "The cart lives in its id; give the shopper its continue_url to check out. Anonymous only: no tool reads or changes an account, favorites or orders.",
  QUOTED_CONTENT_NOTE,
].join(" ");

/** No cookie is read and nothing is ambient: any site's agent may call it, as any server may. */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id",
  "Access-Control-Max-Age": "86400",
};

function answer(body: JsonRpcAnswer | null, status = 200, headers: Record<string, string> = {}): Response {
  const all = { ...CORS_HEADERS, "Cache-Control": "no-store", ...headers };
  if (body === null) return new Response(null, { status, headers: all });
  return Response.json(body, { status, headers: all });
}

/** Counts the call against its network first; local requests (no client address) are not counted. */
async function isOverCallLimit(request: Request, context: AppLoadContext): Promise<number | null> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (!address || isLoopback(address)) return null;
  const count = await countAttempt(
    context.db,
    `mcp:${networkKeyOf(request)}`,
    MCP_RATE_LIMIT.calls,
    MCP_RATE_LIMIT.windowMs,
  );
  return count.allowed ? null : count.retryAfterSeconds;
}

async function dispatch(request: Request, context: AppLoadContext, message: JsonRpcRequest): Promise<unknown> {
  switch (message.method) {
    case "initialize": {
      const asked = message.params?.protocolVersion;
      const protocolVersion = PROTOCOL_VERSIONS.find((version) => version === asked) ?? PROTOCOL_VERSIONS[0];
      return {
        protocolVersion,
        capabilities: { tools: { listChanged: false } },
        serverInfo: SERVER_INFO,
        instructions: INSTRUCTIONS,
      };
    }
    case "ping":
      return {};
    case "tools/list":
      return { tools: toolDescriptions() };
    case "tools/call": {
      const origin = new URL(request.url).origin;
      const result = await callTool({ request, context, origin }, message.params?.name, message.params?.arguments);
      return {
        content: [{ type: "text", text: result.text ?? JSON.stringify(result.structuredContent) }],
        structuredContent: result.structuredContent,
        ...(result.isError ? { isError: true } : {}),
      };
    }
    default:
      throw new JsonRpcFailure(
        JSON_RPC_ERRORS.methodNotFound,
        `Unknown method ${JSON.stringify(message.method.slice(0, 60))}. This server offers initialize, ping, tools/list and tools/call.`,
      );
  }
}

export async function handleMcpRequest(request: Request, context: AppLoadContext): Promise<Response> {
  if (request.method === "OPTIONS") return answer(null, 204);
  if (request.method !== "POST")
    return answer(
      jsonRpcError(
        null,
        JSON_RPC_ERRORS.server,
        "This MCP server is stateless: POST one JSON-RPC message per request. It offers no event stream and no session.",
      ),
      405,
      { Allow: "POST, OPTIONS" },
    );

  const retryAfter = await isOverCallLimit(request, context);
  if (retryAfter !== null)
    return answer(
      jsonRpcError(
        null,
        JSON_RPC_ERRORS.server,
        `Too many requests: at most ${MCP_RATE_LIMIT.calls} calls a minute from one network. Try again in ${retryAfter} seconds.`,
        { retry_after: retryAfter },
      ),
      429,
      { "Retry-After": String(retryAfter) },
    );

  const contentType = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (contentType !== "application/json")
    return answer(
      jsonRpcError(
        null,
        JSON_RPC_ERRORS.invalidRequest,
        "Send the JSON-RPC message as Content-Type: application/json.",
      ),
      415,
    );
  const version = request.headers.get("MCP-Protocol-Version");
  if (version !== null && !(PROTOCOL_VERSIONS as readonly string[]).includes(version))
    return answer(
      jsonRpcError(
        null,
        JSON_RPC_ERRORS.invalidRequest,
        `Unsupported MCP-Protocol-Version ${JSON.stringify(version.slice(0, 40))}. Supported: ${PROTOCOL_VERSIONS.join(", ")}.`,
      ),
      400,
    );

  const text = await request.text();
  if (text.length > MCP_BODY_LIMIT_BYTES)
    return answer(
      jsonRpcError(null, JSON_RPC_ERRORS.invalidRequest, "The message is larger than this server reads."),
      413,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return answer(jsonRpcError(null, JSON_RPC_ERRORS.parse, "The body is not JSON."), 400);
  }
  const message = readJsonRpcRequest(parsed);
  if (isJsonRpcError(message)) return answer(jsonRpcError(idOf(parsed), message.code, message.message), 400);
  // A notification (initialized, cancelled) wants no answer.
  if (message.id === undefined) return answer(null, 202);
  const id: JsonRpcId = message.id;
  try {
    return answer(jsonRpcResult(id, await dispatch(request, context, message)));
  } catch (error) {
    if (error instanceof JsonRpcFailure) return answer(jsonRpcError(id, error.code, error.message, error.data));
    logger.error("MCP call failed", { method: message.method, error });
    return answer(
      jsonRpcError(id, JSON_RPC_ERRORS.internal, "Something went wrong on our side. Please try again in a moment."),
    );
  }
}
