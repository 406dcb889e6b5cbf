import { useEffect, useState } from "react";
import type { Toast } from "~/lib/auth/toast";
import { TOAST_EVENT } from "./toast-events";

const AUTO_HIDE_MS = 10_000;

/**
 * Toasts. Without JavaScript the session's flash message is simply rendered on
 * the next page; with JavaScript it hides itself, can be dismissed, and
 * components can raise new ones (fetcher results) through a window event.
 */
export function ToastRegion({ toast }: { toast: Toast | null }) {
  const [current, setCurrent] = useState<Toast | null>(toast);

  // A new flash from the server replaces what is shown; revalidations without one leave client toasts alone.
  useEffect(() => {
    if (toast) setCurrent(toast);
  }, [toast]);
  useEffect(() => {
    const onToast = (event: Event) => setCurrent((event as CustomEvent<Toast>).detail);
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const tone = current?.tone === "error" ? "border-rose-500 bg-white" : "border-sage-500 bg-white";
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end">
      {current ? (
        <div role="status" className={`pointer-events-auto w-full max-w-sm rounded-2xl border-l-4 ${tone} p-4 text-ink-900 shadow-lg`}>
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <p className="font-semibold">{current.title}</p>
              {current.message ? <p className="mt-1 text-sm text-ink-700">{current.message}</p> : null}
            </div>
            <button type="button" onClick={() => setCurrent(null)} className="rounded-full px-2 text-lg leading-none text-ink-700 hover:bg-sand-100" aria-label="Dismiss">
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
