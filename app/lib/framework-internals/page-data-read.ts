// Browser only: called by the entry before it hydrates.
import { RemixBrowser } from "@remix-run/react";

type RemixWindow = Window & { __remixContext?: { future?: { v3_singleFetch?: boolean }; stream?: unknown } };

/**
 * Reads the page's data (Remix's single-fetch stream in the HTML) before React
 * hydrates, so the shell never waits for it.
 *
 * Remix 2's `RemixBrowser` starts reading that stream in its first render and
 * suspends the whole root until it is read: there is no Suspense boundary above
 * it. If the shopper types or clicks in that moment, React 18 hydrates the root
 * at once to handle the event, the shell suspends while it must not, and React
 * throws "Root did not complete" (error 345): the page never hydrates.
 *
 * `RemixBrowser`'s first call, made here outside React, only starts the reading
 * and throws its promise (it calls no hook before that); the entry hydrates
 * once the promise settles, and the render then finds the data read. A failed
 * read is left for `RemixBrowser` to throw in its render, as before. Anything
 * else thrown means Remix changed: it is logged (browser tests fail on it) and
 * the page hydrates as it did before this.
 */
export function pageDataRead(): Promise<void> {
  const context = (window as RemixWindow).__remixContext;
  // Not single fetch, or the stream was taken already: nothing to wait for.
  if (!context?.future?.v3_singleFetch || !context.stream) return Promise.resolve();
  try {
    RemixBrowser({});
  } catch (thrown) {
    if (isThenable(thrown)) return Promise.resolve(thrown).then(() => undefined);
    console.error("RemixBrowser did not wait for the page's data as expected; hydrating without it", thrown);
  }
  return Promise.resolve();
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}
