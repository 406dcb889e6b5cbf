// Holds the browser's deferred install prompt so the header button and the
// prompt card share one source of truth. The browser may offer installation
// before the header's code has loaded (decision 032), so the entry starts
// listening before it hydrates; this module stays in the first load, small.
import { createBrowserStore, useBrowserStore } from "../../hooks/useBrowserStore";

type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export const INSTALL_PROMPT_DELAY_MS = 30_000;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
/** Whether the app can be installed now: the browser offered it and it is not installed already. */
const installabilityStore = createBrowserStore(false);
const notify = () => installabilityStore.set(deferredPrompt !== null && !installed);

let capturing = false;

/** Starts keeping the browser's install offer (called once, from the entry, before hydration). */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  installed = window.matchMedia?.("(display-mode: standalone)").matches ?? false;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault(); // we show our own prompt
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    installed = true;
    deferredPrompt = null;
    notify();
  });
}

export function useInstallability() {
  const canInstall = useBrowserStore(installabilityStore);
  return {
    canInstall,
    async install() {
      const prompt = deferredPrompt;
      if (!prompt) return;
      await prompt.prompt();
      await prompt.userChoice.catch(() => undefined);
      deferredPrompt = null;
      notify();
    },
  };
}
