import { useEffect } from "react";
import { logger } from "../../lib/platform/logger";

/** Registers /sw.js after the page has loaded, so it never competes with first paint. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () =>
      navigator.serviceWorker
        .register("/sw.js", { scope: "/", type: "module" })
        .catch((error) => logger.warn("Service worker registration failed", { error }));
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
