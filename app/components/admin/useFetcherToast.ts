import { useEffect, useRef } from "react";
import { showToast } from "~/components/ui/toast-store";
import type { Toast } from "~/lib/platform/toast";

/**
 * Shows the toast of each new fetcher reply once, as soon as the reply is in:
 * not after the revalidation that follows, since that may remove the row that
 * owns the fetcher (a reset counter, a filtered-out subscriber) before it settles.
 */
export function useFetcherToast(reply: { toast?: Toast } | undefined, state: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (state === "submitting" || !reply?.toast || shown.current === reply) return;
    shown.current = reply;
    showToast(reply.toast);
  }, [reply, state]);
}
