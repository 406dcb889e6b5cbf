// Whether the shopper dismissed the install card, and on which browsers the card explains installing by hand.
import { logger } from "../../lib/platform/logger";

export const INSTALL_PROMPT_DISMISSED_KEY = "pwa-prompt-dismissed";

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
