// Browser only: called by the entry before it hydrates.
import { startTransition } from "react";

type RouterListener = (state: unknown, options: { flushSync?: boolean }) => void;
type SubscribableRouter = { subscribe(listener: RouterListener): () => void };

/**
 * Makes every update the Remix router hands to React a transition. React
 * Router's provider already renders the router's state in a transition, but
 * Remix 2's RemixBrowser also keeps the location in its own state, set outside
 * one, and that render reaches the page's islands (decision 032): an island
 * still waiting for its code would be thrown away and rendered empty (React
 * error 421). In a transition React waits for the island instead. An update
 * the router asks to flush at once (`flushSync`) is left as it is.
 *
 * RemixBrowser creates its router in its first render and publishes it as
 * `window.__remixRouter`; listeners subscribe after that, in effects.
 */
export function runRouterUpdatesAsTransitions(): void {
  let router: SubscribableRouter | undefined;
  Object.defineProperty(window, "__remixRouter", {
    configurable: true,
    get: () => router,
    set(created: SubscribableRouter) {
      const subscribe = created.subscribe.bind(created);
      created.subscribe = (listener) =>
        subscribe((state, options) =>
          options?.flushSync ? listener(state, options) : startTransition(() => listener(state, options)),
        );
      router = created;
    },
  });
}
