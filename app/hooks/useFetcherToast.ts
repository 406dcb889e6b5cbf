import { useEffect, useRef } from "react";
import { showToast } from "./toast-store";
import type { Toast } from "../lib/platform/toast";

export const CONNECTION_ERROR_TOAST: Toast = {
  title: "Connection error. Please check your internet and try again.",
  tone: "error",
};

type ToastingFetcher = { state: "idle" | "submitting" | "loading"; data?: unknown };

/**
 * The one way a fetcher's answer becomes a toast (`replyWithToast` answers
 * carry `toast`). Shown once per answer, as soon as it arrives (while loaders
 * still revalidate, a list may unmount the form before it turns idle); an
 * answer without a toast (field errors shown in the form) shows none; a
 * submission that settles with no answer at all shows the connection error.
 * An answer is told by a new `data` object, not by having seen "submitting"
 * first: while a navigation waits for an island's code (decision 032) React
 * renders only the latest of the fetcher's states.
 */
export function useFetcherToast(fetcher: ToastingFetcher, show: (toast: Toast) => void = showToast): void {
  const memory = useRef<FetcherToastMemory>({ data: fetcher.data, submitting: false });
  // The fetcher object is new on every render; its state and answer are what change.
  const { state, data } = fetcher;
  useEffect(() => {
    const toast = toastOfFetcherState(memory.current, { state, data });
    if (toast) show(toast);
  }, [state, data, show]);
}

/** What the hook remembers between renders: the last answer it saw, and whether a submission is under way. */
export type FetcherToastMemory = { data: unknown; submitting: boolean };

/** The toast (if any) for the fetcher's state now, given what was seen before; updates `memory`. */
export function toastOfFetcherState(memory: FetcherToastMemory, fetcher: ToastingFetcher): Toast | null {
  if (fetcher.data !== memory.data) {
    memory.data = fetcher.data;
    memory.submitting = false;
    return (fetcher.data as { toast?: Toast } | undefined)?.toast ?? null;
  }
  if (fetcher.state === "submitting") memory.submitting = true;
  else if (fetcher.state === "idle" && memory.submitting) {
    memory.submitting = false;
    return CONNECTION_ERROR_TOAST;
  }
  return null;
}
