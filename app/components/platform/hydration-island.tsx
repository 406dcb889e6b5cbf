import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

type IslandOptions = {
  /**
   * An island wraps itself in a Suspense boundary unless it is a route's page:
   * that one suspends into the boundary around the root's <Outlet />, which is
   * already shown on a client-side navigation, so React keeps the previous page
   * until the next page's code has arrived instead of showing an empty main.
   */
  ownBoundary?: boolean;
};

/** Whether the island's code has run yet: its part sets it once hydrated (or mounted). */
type IslandState = { hydrated: boolean };
type WithIsland<P> = P & { island: IslandState | null };

/**
 * A part of the page whose code is not in the first load (decision 032). The
 * server renders it in place; in the browser React keeps that HTML, whose links
 * and forms work as they do without JavaScript, and hydrates it when its code
 * arrives: the chunk is fetched as soon as hydration reaches the island (React
 * 18's selective hydration: a click on a part not hydrated yet hydrates it
 * first, or takes the native link or form when its code is still on the way).
 *
 * `serverComponent` is passed as `import.meta.env.SSR ? Component : null`: the
 * client build folds that to null and drops the static import, so the
 * component's code reaches the browser only through `load`.
 */
export function hydrationIsland<P extends object>(
  serverComponent: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  { ownBoundary = true }: IslandOptions = {},
): ComponentType<P> {
  // Server and browser render the same tree (wrapper, boundary, marked part), so hydration lines up.
  const Part = (
    serverComponent
      ? markingHydration(serverComponent)
      : lazy(() => loadWhenReachable(load).then((component) => ({ default: markingHydration(component) })))
  ) as ComponentType<WithIsland<P>>;
  return function Island(props: P) {
    const island = useRef<IslandState>({ hydrated: false }).current;
    useEffect(() => waitForIsland(island), [island]);
    const part = <Part {...props} island={island} />;
    return ownBoundary ? <Suspense fallback={null}>{part}</Suspense> : part;
  };
}

function markingHydration<P extends object>(Component: ComponentType<P>): ComponentType<WithIsland<P>> {
  return function HydratedPart({ island, ...props }: WithIsland<P>) {
    useEffect(() => {
      if (island) islandHydrated(island);
    }, [island]);
    return <Component {...(props as P)} />;
  };
}

// What follows runs only in the browser (the server renders islands in place).

/**
 * Islands rendered but not hydrated yet. `<html data-hydrated>` says that the
 * root and every island on the page have hydrated: browser tests wait for it
 * before they use what JavaScript adds.
 */
const waiting = new Set<IslandState>();
let rootHydrated = false;

function showHydration() {
  document.documentElement.toggleAttribute("data-hydrated", rootHydrated && waiting.size === 0);
}

/** Called from the root's first effect: every island rendered with the root has registered by then. */
export function rootHasHydrated(): void {
  rootHydrated = true;
  showHydration();
}

function waitForIsland(island: IslandState): () => void {
  // A part whose code had already arrived hydrated in the same commit, before this (parent) effect.
  if (!island.hydrated) waiting.add(island);
  showHydration();
  return () => {
    waiting.delete(island);
    showHydration();
  };
}

function islandHydrated(island: IslandState) {
  island.hydrated = true;
  waiting.delete(island);
  showHydration();
}

/**
 * Code that cannot be fetched is asked for again when the browser is back
 * online; meanwhile the island stays as the server rendered it and works
 * without JavaScript (rejecting would put up the error page). Online and still
 * missing, a deploy most likely replaced this page's code: the page is loaded
 * afresh, as Remix does for a route module, at most once a minute so a broken
 * build cannot loop.
 */
function loadWhenReachable<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        if (!navigator.onLine) {
          window.addEventListener("online", () => resolve(loadWhenReachable(load)), { once: true });
          return;
        }
        if (reloadedForMissingCode()) return;
        window.location.reload();
      }),
  );
}

const RELOADED_AT_KEY = "boutique-reloaded-for-code";

function reloadedForMissingCode(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < 60_000) return true;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    return false;
  } catch {
    return true;
  }
}
