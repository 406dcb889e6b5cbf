// The one client toast store: server flashes (handed over by root) and
// client events (fetcher replies, cart changes) both end up here, and the one
// <ToastRegion> in root shows them: at most 3 visible, each for 4000 ms.
import type { Toast } from "../lib/platform/toast";
import { createBrowserStore, useBrowserStore } from "./useBrowserStore";

export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type ShownToast = Toast & { id: number };

const toastStore = createBrowserStore<ShownToast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function useToasts(): ShownToast[] {
  return useBrowserStore(toastStore);
}

/** The toasts on screen now, oldest first (for code outside React). */
export function currentToasts(): ShownToast[] {
  return toastStore.getSnapshot();
}

/** Shows a toast; the oldest goes when more than three are waiting. Returns its id. */
export function showToast(toast: Toast, durationMs: number = TOAST_DURATION_MS): number {
  const id = nextId++;
  const shown = [...toastStore.getSnapshot(), { ...toast, id }];
  for (const dropped of shown.slice(0, Math.max(0, shown.length - TOAST_LIMIT))) clearTimer(dropped.id);
  toastStore.set(shown.slice(-TOAST_LIMIT));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

/**
 * A toast about the page a navigation is about to open ("Saved as a blog
 * draft" before the draft's editor): held until the location has moved on from
 * where it was raised and navigation is idle, so its 4 s start when the admin
 * can see the page it describes. Keyed on the location rather than on seeing
 * a "loading" state: React may render a quick navigation's loading and idle
 * states as one, and the toast would then wait forever.
 */
let heldForNavigation: { toast: Toast; raisedAtLocationKey: string } | null = null;

export function showToastAfterNavigation(toast: Toast, raisedAtLocationKey: string): void {
  heldForNavigation = { toast, raisedAtLocationKey };
}

/** Called by the toast region whenever the location or navigation state changes. */
export function releaseToastHeldForNavigation(locationKey: string, navigationIdle: boolean): void {
  if (!heldForNavigation || !navigationIdle || heldForNavigation.raisedAtLocationKey === locationKey) return;
  const { toast } = heldForNavigation;
  heldForNavigation = null;
  showToast(toast);
}

export function dismissToast(id: number): void {
  clearTimer(id);
  const toasts = toastStore.getSnapshot();
  if (toasts.some((toast) => toast.id === id)) toastStore.set(toasts.filter((toast) => toast.id !== id));
}

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}
