// WebMCP's entry point, where the browser offers one: `navigator.modelContext` (and `document.modelContext`,
// where the draft moved it). Client-safe and tiny: the page asks this before loading any tool code.

/** A tool as WebMCP registers it: a name, words for the agent, a JSON Schema for its input, and what it does. */
export type ModelContextTool = {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { readOnlyHint?: boolean; untrustedContentHint?: boolean };
  execute(input: Record<string, unknown>): Promise<unknown>;
};

export type ModelContext = {
  registerTool(tool: ModelContextTool): unknown;
  unregisterTool?(name: string): void;
};

function isModelContext(value: unknown): value is ModelContext {
  return typeof value === "object" && value !== null && typeof (value as ModelContext).registerTool === "function";
}

/** The browser's model context, or null where it offers none (then no tool code is loaded). */
export function browserModelContext(): ModelContext | null {
  if (typeof window === "undefined") return null;
  const offered =
    (navigator as { modelContext?: unknown }).modelContext ?? (document as { modelContext?: unknown }).modelContext;
  return isModelContext(offered) ? offered : null;
}
