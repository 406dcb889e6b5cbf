import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { readDefaultSocialImage } from "./lib/images/social-card.server";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { PageBottom } from "./components/layout/PageBottom";
import { PageTop } from "./components/layout/PageTop";
import { ForgetDeviceFavorites } from "./components/account/ForgetDeviceFavorites";
import { RootErrorPage } from "./components/layout/RootErrorPage";
import { hydrationIsland, rootHasHydrated } from "./components/platform/hydration-island";
import { OfflineBanner } from "./components/platform/OfflineBanner";
import { PageHelpers } from "./components/platform/PageHelpers";
import { analyticsIdsFor } from "./lib/analytics/commerce-events.server";
import { loadSiteSettings } from "./lib/settings/site-settings.server";
import { claimedUserId } from "./lib/auth/session.server";
import { readShellSession } from "./lib/auth/shell-session.server";
import { rememberScriptsRun } from "./lib/platform/script-evidence";
import { awaitAll } from "./lib/platform/await-all";
import { loadShellData, type ShellData } from "./lib/worker/shell.server";
import { DEFAULT_THEME } from "./lib/theme/theme";
import { noScriptRefreshOf } from "./lib/platform/no-script-refresh";
import { resolveTheme } from "./lib/theme/theme.server";
import { cacheScopeOf } from "./lib/worker/cache-scope.server";
import { CACHE_SCOPE_META } from "./lib/pwa/offline-pages";
import { THEME_COLOR } from "./lib/seo/site";
import stylesheet from "./tailwind.css?url";
import { useNonce } from "./hooks/nonce";
import { revalidateUnlessIntent } from "./lib/platform/revalidate-unless-intent";

// The page's parts load their code beside the first load, as hydration reaches them (decision 032).
const PageTopIsland = hydrationIsland(import.meta.env.SSR ? PageTop : null, () =>
  import("./components/layout/PageTop").then((module) => module.PageTop),
);
const PageBottomIsland = hydrationIsland(import.meta.env.SSR ? PageBottom : null, () =>
  import("./components/layout/PageBottom").then((module) => module.PageBottom),
);
const RootErrorPageIsland = hydrationIsland(import.meta.env.SSR ? RootErrorPage : null, () =>
  import("./components/layout/RootErrorPage").then((module) => module.RootErrorPage),
);
const PageHelpersIsland = hydrationIsland(import.meta.env.SSR ? PageHelpers : null, () =>
  import("./components/platform/PageHelpers").then((module) => module.PageHelpers),
);

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// When a route fails, its own meta is not rendered: the error page gets its title here.
export const meta: MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? "Page not found | Boho Boutique" : "Something went wrong | Boho Boutique" },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * An editor's live preview changes nothing the shell reads, and its reload could take the one-shot toast a Save
 * has just set for the page it opens (seen in CI: "Saved as a blog draft" read by the preview's reload of the old page).
 */
export const shouldRevalidate = revalidateUnlessIntent("preview");

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The session's one-shot toast (and an hourly session refresh) come first: they may set the cookie.
  const { toast, forgetDevice, headers } = await readShellSession(request, context);
  // The profile's theme is read for the user the signed cookie names beside the session check (one wave of
  // database reads), and counts only if the check confirms that user.
  const claimed = await claimedUserId(request, context);
  const [shell, settings, claimedTheme] = await awaitAll([
    loadShellData(request, context),
    loadSiteSettings(context),
    resolveTheme(request, context, claimed),
  ]);
  const analytics = analyticsIdsFor(settings, context.config, request);
  const userId = shell.user?.id ?? null;
  // A page shared by signed-in shoppers is rendered with the theme it is kept for (decision 056).
  const template = context.shopperTemplate;
  const { theme, setCookie } = template
    ? { theme: template.theme, setCookie: null }
    : userId === claimed
      ? claimedTheme
      : await resolveTheme(request, context, userId);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const cacheScope = await cacheScopeOf(shell.user?.id ?? null);
  const socialImage = await readDefaultSocialImage(context.db);
  return data(
    {
      ...shell,
      toast,
      // A sign-out just happened: this page clears the device's favorites (ForgetDeviceFavorites).
      forgetDevice,
      theme,
      cacheScope,
      analytics,
      freeShippingThreshold: settings.freeShippingThreshold,
      // Who the shop is (admin > Configuration): the footer and /contact show it.
      shopIdentity: settings.shopIdentity,
      // Canonical and social URLs are absolute, built from the origin that was asked for.
      origin: new URL(request.url).origin,
      // The admin's chosen social card (admin > Facebook cover), the default og:image of every page.
      socialImage: socialImage
        ? { path: socialImage.path, width: socialImage.width, height: socialImage.height, alt: socialImage.alt }
        : null,
    },
    { headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The theme is on <html> from the server's first byte: CSS picks the palette, no script, no flash.
  const root = useRouteLoaderData<typeof loader>("root");
  const theme = root?.theme ?? DEFAULT_THEME;
  const refresh = noScriptRefreshOf(useMatches(), useLocation());
  return (
    <html lang="en" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Whose page this is, for the service worker's offline copies (public, or one shopper's). */}
        {root ? <meta name={CACHE_SCOPE_META} content={root.cacheScope} /> : null}
        {root?.forgetDevice ? <ForgetDeviceFavorites /> : null}
        <Meta />
        <Links />
        {refresh ? (
          <noscript>
            <meta httpEquiv="refresh" content={refresh} />
          </noscript>
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col bg-sand-50 text-ink-900 antialiased">
        <div id="top" tabIndex={-1} className="outline-none" />
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-sand-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Header, breadcrumbs, the page, footer: the same chrome for pages and error pages. */
function Chrome({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <>
      <PageTopIsland user={shell.user} cartCount={shell.cartCount} />
      <div id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </div>
      <PageBottomIsland user={shell.user} />
    </>
  );
}

/** The admin is its own place: its layout draws its own bar and main, without the shop's header and footer. */
function isAdminPage(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export default function App() {
  const { toast, analytics, ...shell } = useLoaderData<typeof loader>();
  const adminPage = isAdminPage(useLocation().pathname);
  useEffect(() => {
    rememberScriptsRun();
    rootHasHydrated();
  }, []);
  // A page whose code is still on the way suspends here: its server HTML stays at hydration, the previous page on a navigation.
  const page = (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
  return (
    <>
      {adminPage ? page : <Chrome shell={shell}>{page}</Chrome>}
      <PageHelpersIsland flash={toast} cartCount={shell.cartCount} analytics={analytics} cartShortcut={!adminPage} />
      <OfflineBanner />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // The root loader may be what failed: fall back to a signed-out, empty-cart shell.
  const shell = useRouteLoaderData<typeof loader>("root") ?? { user: null, cartCount: 0 };
  useEffect(rootHasHydrated, []);
  return (
    <Chrome shell={shell}>
      <RootErrorPageIsland error={error} />
    </Chrome>
  );
}
