import { useEffect, useLayoutEffect, useState } from "react";

export type BrowserStore<T> = {
  subscribe(listener: () => void): () => void;
  getSnapshot(): T;
  /** What the server rendered, so a part hydrates against the same value. */
  getServerSnapshot(): T;
};

/**
 * A value kept in the browser outside React, with the readers to tell when it
 * changes. `serverSnapshot` is what the server renders (the initial value
 * unless given), so a part hydrates against the same value.
 */
export function createBrowserStore<T>(
  initial: T,
  serverSnapshot: T = initial,
): BrowserStore<T> & { set(next: T): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
    getServerSnapshot: () => serverSnapshot,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

const useCatchUpEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Reads one of the shop's small browser stores (toasts, the cart drawer, the
 * install offer, the performance monitor). Not useSyncExternalStore: React 18
 * re-renders synchronously when such a store changes while it renders a
 * navigation that waits for a part's code (decision 032), and that render
 * throws "Root did not complete" (React error 345). A store's value is caught
 * up before the browser paints, so nothing flashes.
 */
export function useBrowserStore<T>(store: BrowserStore<T>): T {
  const [value, setValue] = useState(store.getServerSnapshot);
  useCatchUpEffect(() => {
    const catchUp = () => setValue(store.getSnapshot);
    catchUp();
    return store.subscribe(catchUp);
  }, [store]);
  return value;
}
