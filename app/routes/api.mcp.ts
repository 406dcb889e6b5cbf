import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { handleMcpRequest } from "../lib/agents/mcp-server.server";

// The MCP server (decision 077): POST one JSON-RPC message (Streamable HTTP, stateless); GET answers 405.
export const loader = ({ request, context }: LoaderFunctionArgs) => handleMcpRequest(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => handleMcpRequest(request, context);
