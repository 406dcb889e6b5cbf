// What an MCP tool is given and answers.
import type { AppLoadContext } from "@remix-run/cloudflare";

/** The request (for its network and origin) and the request's context: every tool call stands alone. */
export type ToolEnvironment = { request: Request; context: AppLoadContext; origin: string };

/**
 * A tool's answer: UCP's response object as `structuredContent` (also sent as JSON text for clients that read
 * only text), or other text when the answer is a page (a policy); `isError` for an outcome that did not happen.
 */
export type ToolResult = { structuredContent: Record<string, unknown>; text?: string; isError?: boolean };
