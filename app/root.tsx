import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { ToastRegion } from "./components/account/ToastRegion";
import { readShellSession } from "./lib/auth/flash.server";
import { loadShellData } from "./lib/platform/shell.server";
import { GlobalErrorPage, NotFoundPage } from "./components/layout/ErrorPages";
import { VisitorSessionTracker } from "./components/layout/VisitorSessionTracker";
import stylesheet from "./tailwind.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The session's one-shot toast (and an hourly session refresh) come first: they may set the cookie.
  const { toast, headers } = await readShellSession(request, context);
  const shell = await loadShellData(request, context);
  return data({ ...shell, toast }, { headers });
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
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <ToastRegion toast={toast} />
      <VisitorSessionTracker />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <GlobalErrorPage />;
}
