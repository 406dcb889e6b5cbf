// Holds the browser's deferred install prompt so the header button and the
// prompt card share one source of truth. The browser may offer installation
// before the header's code has loaded (decision 032), so the entry starts
// listening before it hydrates; this module stays in the first load, small.
import { useBrowserStore, type BrowserStore } from "~/components/ui/useBrowserStore";

type BeforeInstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

export const INSTALL_PROMPT_DELAY_MS = 30_000;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

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

const installabilityStore: BrowserStore<boolean> = {
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => deferredPrompt !== null && !installed,
  getServerSnapshot: () => false,
};

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
