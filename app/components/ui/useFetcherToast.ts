import { useEffect, useRef } from "react";
import { showToast } from "~/components/ui/toast-store";
import type { Toast } from "~/lib/platform/toast";

export const CONNECTION_ERROR_TOAST: Toast = { title: "Connection error. Please check your internet and try again.", tone: "error" };

type ToastingFetcher = { state: "idle" | "submitting" | "loading"; data?: unknown };

/**
 * The one way a fetcher's answer becomes a toast (`replyWithToast` answers
 * carry `toast`). Shown once per submission, as soon as the answer arrives
 * (while loaders still revalidate, a list may unmount the form before it turns
 * idle); an answer without a toast (field errors shown in the form) shows
 * none; a submission that settles with no answer at all shows the connection
 * error.
 */
export function useFetcherToast(fetcher: ToastingFetcher): void {
  // The data the fetcher held when the submission started: a different object means an answer came.
  const pending = useRef<{ dataBefore: unknown } | null>(null);
  useEffect(() => {
    if (fetcher.state === "submitting") {
      pending.current ??= { dataBefore: fetcher.data };
      return;
    }
    const submission = pending.current;
    if (!submission) return;
    if (fetcher.data !== submission.dataBefore) {
      pending.current = null;
      const toast = (fetcher.data as { toast?: Toast } | undefined)?.toast;
      if (toast) showToast(toast);
    } else if (fetcher.state === "idle") {
      pending.current = null;
      showToast(CONNECTION_ERROR_TOAST);
    }
  }, [fetcher.state, fetcher.data]);
}
