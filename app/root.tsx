import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { ToastRegion } from "./components/account/ToastRegion";
import { readShellSession } from "./lib/auth/flash.server";
import { loadShellData } from "./lib/platform/shell.server";
import { GlobalErrorPage, NotFoundPage } from "./components/layout/ErrorPages";
import { VisitorSessionTracker } from "./components/layout/VisitorSessionTracker";
import { CartDrawer } from "./components/cart/CartDrawer";
import { CartToasts } from "./components/cart/CartToasts";
import { FloatingCartButton } from "./components/cart/FloatingCartButton";
import { CommerceAnalyticsTags } from "./components/product/CommerceAnalyticsTags";
import { readAnalyticsIds } from "./lib/analytics/commerce-events.server";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The session's one-shot toast (and an hourly session refresh) come first: they may set the cookie.
  const { toast, headers } = await readShellSession(request, context);
  const shell = await loadShellData(request, context);
  return data({ ...shell, toast, analytics: readAnalyticsIds(context) }, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b3603a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-sand-50 text-ink-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, cartCount, analytics } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <ToastRegion toast={toast} />
      <VisitorSessionTracker />
      <CartDrawer />
      <CartToasts />
      <FloatingCartButton count={cartCount} />
      <CommerceAnalyticsTags ids={analytics} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <GlobalErrorPage />;
}
