import { useEffect, useState } from "react";
import { SAVED_COPY_ATTRIBUTE, savedCopyMessage } from "../../lib/pwa/offline-pages";

/**
 * When the service worker answered with a saved copy (it marks <html>), says
 * so: "Offline, showing saved copy from <time>". While offline, links load as
 * whole pages, so the service worker can answer them from its saved copies
 * (a client-side navigation would need the network for its data).
 * It loads with the page, not on demand: offline, a chunk the service worker
 * has not cached yet cannot load, and this is the code needed then.
 */
export function OfflineBanner() {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [online, setOnline] = useState(true);

  useEffect(() => {
    setSavedAt(document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE));
    const update = () => setOnline(navigator.onLine);
    update();
    const onClick = (event: MouseEvent) => {
      if (
        navigator.onLine ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.origin !== location.origin || anchor.hasAttribute("download")) return;
      event.preventDefault();
      location.assign(anchor.href);
    };
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  if (!savedAt) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-[80] flex flex-wrap items-center justify-center gap-3 bg-ink-900 px-4 py-2 text-sm text-sand-50"
    >
      <span>{savedCopyMessage(savedAt)}</span>
      {online ? (
        <button
          type="button"
          onClick={() => location.reload()}
          className="rounded-full border border-sand-50 px-3 py-0.5 font-medium"
        >
          Back online: reload
        </button>
      ) : null}
    </div>
  );
}
