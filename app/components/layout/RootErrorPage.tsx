import { isRouteErrorResponse } from "@remix-run/react";
import { logger } from "../../lib/platform/logger";
import { GlobalErrorPage, NotFoundPage } from "./ErrorPages";

/** What the root error boundary shows: "Page not found" for a 404, the global error page (logged) for anything else. */
export function RootErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) logger.error("Page error", { error });
  return <GlobalErrorPage />;
}
