// The one toast shape: a server flash after a redirect, a fetcher's JSON reply, or a client event.
export type ToastTone = "success" | "error" | "info";
export type Toast = { title: string; message?: string; tone?: ToastTone };
