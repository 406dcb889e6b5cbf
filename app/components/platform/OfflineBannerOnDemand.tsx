import { lazy, Suspense, useEffect, useState } from "react";
import { SAVED_COPY_ATTRIBUTE } from "~/lib/platform/offline-pages";

const OfflineBanner = lazy(() => import("./OfflineBanner").then((module) => ({ default: module.OfflineBanner }), () => ({ default: () => null })));

/**
 * The offline banner and its whole-page links matter only on a saved copy or
 * once the connection drops: its code loads then (or when the page is idle,
 * so it is at hand before the connection goes), not with the page.
 */
export function OfflineBannerOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (document.documentElement.hasAttribute(SAVED_COPY_ATTRIBUTE) || !navigator.onLine) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    window.addEventListener("offline", want, { once: true });
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2_000));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void import("./OfflineBanner").catch(() => undefined));
    return () => {
      window.removeEventListener("offline", want);
      cancelIdle(handle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
