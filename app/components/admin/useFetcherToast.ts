import { useEffect, useRef } from "react";
import { showToast } from "~/components/ui/toast-store";
import type { Toast } from "~/lib/platform/toast";

/** Shows the toast of each new fetcher reply once. */
export function useFetcherToast(reply: { toast?: Toast } | undefined, state: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (state !== "idle" || !reply?.toast || shown.current === reply) return;
    shown.current = reply;
    showToast(reply.toast);
  }, [reply, state]);
}
