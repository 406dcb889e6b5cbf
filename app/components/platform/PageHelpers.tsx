import { AgentToolsOnDemand } from "../agents/AgentToolsOnDemand";
import { FloatingCartButton } from "../cart/FloatingCartButton";
import { VisitorSessionTracker } from "../layout/VisitorSessionTracker";
import { CommerceAnalyticsTags } from "../product/CommerceAnalyticsTags";
import { InstallPromptOnDemand } from "../pwa/InstallPromptOnDemand";
import { ServiceWorkerRegistration } from "../pwa/ServiceWorkerRegistration";
import { ToastRegion } from "../ui/ToastRegion";
import type { AnalyticsIds } from "../../lib/analytics/commerce-events";
import type { Toast } from "../../lib/platform/toast";
import { PlatformMonitors } from "./PlatformMonitors";

type PageHelpersProps = {
  flash: Toast | null;
  cartCount: number;
  analytics: AnalyticsIds;
  /** The floating cart button belongs to the shop's pages, not the admin's. */
  cartShortcut?: boolean;
};

/**
 * What every page has beside its content: the toast region (the session's flash
 * is in its server HTML), the floating cart button, visitor session and
 * commerce analytics, the service worker, the install prompt, the monitors, and the shop's WebMCP tools where
 * the browser offers WebMCP.
 */
export function PageHelpers({ flash, cartCount, analytics, cartShortcut = true }: PageHelpersProps) {
  return (
    <>
      <ToastRegion flash={flash} />
      <VisitorSessionTracker />
      {cartShortcut ? <FloatingCartButton count={cartCount} /> : null}
      <CommerceAnalyticsTags ids={analytics} />
      <ServiceWorkerRegistration />
      <InstallPromptOnDemand />
      <PlatformMonitors />
      <AgentToolsOnDemand />
    </>
  );
}
