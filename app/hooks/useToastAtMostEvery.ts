// A failure toast that repeats at most once per window (
// 10 s for an unavailable catalogue, 30 s for the featured products), however
// often the page renders or the shopper reloads. The last time is kept in
// sessionStorage; when storage fails the toast simply shows.
import { useEffect } from "react";
import type { Toast } from "../lib/platform/toast";
import { showToast } from "./toast-store";
import { logger } from "../lib/platform/logger";

export function shouldShowAfter(lastShownAt: number | null, windowMs: number, now: number): boolean {
  return lastShownAt === null || now - lastShownAt >= windowMs;
}

function readLastShown(key: string): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Shows `toast` once when `active` turns true, unless the same key showed within `windowMs`. */
export function useToastAtMostEvery(key: string, windowMs: number, toast: Toast, active: boolean): void {
  // Callers pass a new object each render: the effect depends on the toast's text, not on the object.
  const { title, message, tone } = toast;
  useEffect(() => {
    if (!active) return;
    const storageKey = `boho:toast:${key}`;
    const now = Date.now();
    if (!shouldShowAfter(readLastShown(storageKey), windowMs, now)) return;
    try {
      window.sessionStorage.setItem(storageKey, String(now));
    } catch (error) {
      logger.warn("toast suppression not saved", { error });
    }
    showToast({ title, message, tone });
  }, [key, windowMs, active, title, message, tone]);
}
