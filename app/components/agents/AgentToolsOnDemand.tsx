import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { browserModelContext, type ModelContext } from "../../lib/agents/model-context";

const WebMcpTools = lazy(() => import("./WebMcpTools").then((module) => ({ default: module.WebMcpTools })));

/**
 * WebMCP (decision 077): where the browser offers `navigator.modelContext`, the shop's tools load and register;
 * elsewhere nothing is fetched. The shop's pages only: the admin registers nothing.
 */
export function AgentToolsOnDemand() {
  const admin = /^\/admin(?:\/|$)/.test(useLocation().pathname);
  const [modelContext, setModelContext] = useState<ModelContext | null>(null);
  useEffect(() => setModelContext(browserModelContext()), []);
  if (!modelContext || admin) return null;
  return (
    <Suspense fallback={null}>
      <WebMcpTools modelContext={modelContext} />
    </Suspense>
  );
}
