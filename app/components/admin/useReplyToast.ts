import type { FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { showToast } from "~/components/ui/toast-store";
import type { Toast } from "~/lib/platform/toast";

const CONNECTION_ERROR: Toast = { title: "Connection error. Please check your internet and try again.", tone: "error" };

/** Shows the toast of a fetcher's `replyWithToast` answer once, when the submission settles. */
export function useReplyToast(fetcher: Pick<FetcherWithComponents<unknown>, "state" | "data">) {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const reply = fetcher.data as { toast?: Toast } | undefined;
    showToast(reply?.toast ?? CONNECTION_ERROR);
  }, [fetcher.state, fetcher.data]);
}
