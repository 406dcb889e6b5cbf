// Holds the browser's deferred install prompt so the header button and the
// prompt card share one source of truth.
import { useSyncExternalStore } from "react";
import { logger } from "~/lib/platform/logger";

type BeforeInstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

export const INSTALL_PROMPT_DISMISSED_KEY = "pwa-prompt-dismissed";
export const INSTALL_PROMPT_DELAY_MS = 30_000;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

if (typeof window !== "undefined") {
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useInstallability() {
  const canInstall = useSyncExternalStore(subscribe, () => deferredPrompt !== null && !installed, () => false);
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

export function isIosSafari(userAgent: string): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) && !/crios|fxios/i.test(userAgent);
}

export function wasInstallPromptDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function rememberInstallPromptDismissed() {
  try {
    localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, "true");
  } catch (error) {
    logger.warn("Could not remember the install prompt dismissal", { error });
  }
}
