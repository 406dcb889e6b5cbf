import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import type { Toast } from "../lib/platform/toast";
import { showToast, showToastAfterNavigation } from "./toast-store";
import { useFetcherToast } from "./useFetcherToast";

/**
 * A fetcher for a form whose answer names the page to open next (`to`, as
 * `replyWithToast`'s extra): its toast, then that page, without a reload.
 * Without JavaScript the same action redirects there with a flash toast.
 */
export function useNavigatingFetcher<Reply extends { to?: string }>() {
  const fetcher = useFetcher<Reply>();
  const navigate = useNavigate();
  const to = (fetcher.data as { to?: string } | undefined)?.to;
  // The toast speaks of the next page: it waits for that page (a slow route module would otherwise outlive it).
  const locationKey = useLocation().key;
  const showOnNextPage = useCallback((toast: Toast) => showToastAfterNavigation(toast, locationKey), [locationKey]);
  useFetcherToast(fetcher, to ? showOnNextPage : showToast);
  useEffect(() => {
    if (fetcher.state === "idle" && to) navigate(to);
  }, [fetcher.state, fetcher.data, to, navigate]);
  return fetcher;
}
