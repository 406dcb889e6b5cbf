import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { buttonClass } from "../../ui/button-styles";
import { logger } from "../../../lib/platform/logger";
import { AdminPageHeader } from "./AdminPage";

/**
 * An admin page's error, shown inside the admin (bar, sidebar, breadcrumbs stay), never the shop's
 * "Page not found": a missing record or address says so plainly, anything else is logged.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const detail =
      typeof error.data === "string" && error.data.length > 0 && error.data.length <= 200 && error.data !== "Not Found"
        ? `${error.data}.`
        : null;
    return (
      <section aria-labelledby="admin-error-title">
        <AdminErrorHeader
          title="Not found in the admin"
          description={`${detail ? `${detail} ` : ""}It may have been deleted, or the address is mistyped.`}
        />
        <BackToDashboard />
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) logger.error("Admin page error", { error });
  return (
    <section aria-labelledby="admin-error-title">
      <AdminErrorHeader
        title="Something went wrong"
        description="This admin page could not be shown. Try again, or go back to the dashboard."
      />
      <BackToDashboard tryAgain />
    </section>
  );
}

function AdminErrorHeader({ title, description }: { title: string; description: string }) {
  return <AdminPageHeader title={<span id="admin-error-title">{title}</span>} description={description} />;
}

function BackToDashboard({ tryAgain = false }: { tryAgain?: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {/* A link to the current page works as "try again" with or without JavaScript. */}
      {tryAgain ? (
        <a href={`${pathname}${search}`} className={buttonClass()}>
          Try again
        </a>
      ) : null}
      <a href="/admin" className={buttonClass({ variant: tryAgain ? "ghost" : "primary" })}>
        Back to the dashboard
      </a>
    </div>
  );
}
