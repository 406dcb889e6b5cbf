import { useEffect, useState } from "react";
import { Button } from "../ui/Button";
import { isIosSafari, rememberInstallPromptDismissed, wasInstallPromptDismissed } from "./install-prompt-dismissal";
import { INSTALL_PROMPT_DELAY_MS, useInstallability } from "./install-prompt-store";

/**
 * The install prompt: after 30 s, when the app is installable, not
 * installed and not dismissed before. iOS has no install event, so it gets
 * the Share-menu instructions instead.
 */
export function InstallPrompt({ delayPassed: alreadyDue = false }: { delayPassed?: boolean } = {}) {
  const { canInstall, install } = useInstallability();
  const [delayPassed, setDelayPassed] = useState(alreadyDue);
  const [dismissed, setDismissed] = useState(true);
  const [ios, setIos] = useState(false);

  useEffect(() => {
    setDismissed(wasInstallPromptDismissed());
    setIos(
      isIosSafari(navigator.userAgent) &&
        !("standalone" in navigator && (navigator as { standalone?: boolean }).standalone),
    );
    if (alreadyDue) return;
    const timer = setTimeout(() => setDelayPassed(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [alreadyDue]);

  if (!delayPassed || dismissed || !(canInstall || ios)) return null;
  const dismiss = () => {
    rememberInstallPromptDismissed();
    setDismissed(true);
  };

  return (
    <aside
      aria-label="Install the app"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl ring-1 ring-sand-200 sm:right-6 sm:left-auto"
    >
      <h2 className="text-lg text-ink-900">Take the boutique with you</h2>
      {ios ? (
        <>
          <p className="mt-2 text-sm text-ink-700">Tap the Share button in Safari, then choose “Add to Home Screen”.</p>
          <div className="mt-4 flex justify-end">
            <Button type="button" onClick={dismiss} size="sm">
              Got it
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-700">
            Install the app for quick access to new arrivals and your favorites.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              onClick={dismiss}
              className="rounded-full px-4 py-2 text-sm font-medium text-ink-700 hover:bg-sand-100"
            >
              Not now
            </button>
            <Button type="button" size="sm" onClick={() => void install().then(dismiss)}>
              Install App
            </Button>
          </div>
        </>
      )}
    </aside>
  );
}
