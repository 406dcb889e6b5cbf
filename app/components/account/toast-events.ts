// Client-side toasts: components raise them through one window event that ToastRegion listens to.
import type { Toast } from "~/lib/auth/toast";

export const TOAST_EVENT = "boho:toast";

export function showToast(toast: Toast): void {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}
